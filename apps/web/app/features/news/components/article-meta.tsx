import type { ArticleSummary } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { formatArticleDate, formatReadingTime } from '../format'
import { articleCategoryHref } from '../links'

interface ArticleMetaProps {
  article: ArticleSummary
  /** Leave the category out where the page is that category's. */
  withCategory?: boolean
  className?: string
}

/**
 * "Khuyến mãi · 22/11/2026 · 5 phút đọc" under a title in a list. The category stays its own link
 * above the card's whole-card link.
 */
export function ArticleMeta({ article, withCategory = true, className = '' }: ArticleMetaProps) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-ink-600 sm:text-sm ${className}`}
    >
      {withCategory ? (
        <>
          <ShopLink
            to={articleCategoryHref(article.category.slug)}
            className="relative z-10 font-semibold text-brand-700 hover:underline"
          >
            {article.category.name}
          </ShopLink>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <time dateTime={article.published_at}>{formatArticleDate(article.published_at)}</time>
      <span aria-hidden="true">·</span>
      <span>{formatReadingTime(article.reading_minutes)}</span>
    </p>
  )
}
