import type { ArticleDetail } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { formatArticleDateTime, formatReadingTime } from '../format'
import { articleCategoryHref } from '../links'

interface ArticleHeaderProps {
  article: ArticleDetail
  /** Print the excerpt as the lead (not when the body opens with it). */
  withLead: boolean
}

/** Category, title, byline (author, date and reading time) and the lead. */
export function ArticleHeader({ article, withLead }: ArticleHeaderProps) {
  return (
    <header>
      <ShopLink
        to={articleCategoryHref(article.category.slug)}
        className="inline-flex min-h-9 items-center text-sm font-bold text-brand-700 hover:underline"
      >
        {article.category.name}
      </ShopLink>
      <h1 className="mt-1 text-2xl leading-tight font-bold text-ink-900 sm:text-3xl lg:text-[2.1rem]">
        {article.title}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
        {article.author ? (
          <>
            {/* A line of its own on a phone, so no dot is left hanging at a line's end. */}
            <span className="basis-full sm:basis-auto">
              <span className="sr-only">Tác giả: </span>
              <span className="font-semibold text-ink-800">{article.author.name}</span>
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
          </>
        ) : null}
        <time dateTime={article.published_at}>{formatArticleDateTime(article.published_at)}</time>
        <span aria-hidden="true">·</span>
        <span>{formatReadingTime(article.reading_minutes)}</span>
      </p>
      {withLead && article.excerpt ? (
        <p className="mt-4 text-lg leading-relaxed font-semibold text-ink-800">{article.excerpt}</p>
      ) : null}
    </header>
  )
}
