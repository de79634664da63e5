import type { ArticleSummary } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { formatArticleDate } from '../format'
import { articleCategoryHref, articleHref } from '../links'
import { ArticleCover } from './article-cover'

/** Card widths in the related-articles grid (2, then 4 columns inside the page container). */
const CARD_SIZES = '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, 46vw'

/** An article as a card: the cover on top, then the title; the whole card links to it. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-colors focus-within:border-brand-600 hover:border-brand-600">
      <ArticleCover
        image={article.cover_image}
        sizes={CARD_SIZES}
        className="aspect-[3/2] rounded-none"
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-3 text-sm leading-snug font-bold text-ink-900 sm:text-base">
          <ShopLink
            to={articleHref(article.slug)}
            className="outline-none group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {article.title}
          </ShopLink>
        </h3>
        {/* Stacked: a narrow card would leave a separator hanging at a line's end. */}
        <p className="mt-auto flex flex-col text-xs text-ink-600 sm:text-sm">
          <ShopLink
            to={articleCategoryHref(article.category.slug)}
            className="relative z-10 w-fit font-semibold text-brand-700 hover:underline"
          >
            {article.category.name}
          </ShopLink>
          <time dateTime={article.published_at}>{formatArticleDate(article.published_at)}</time>
        </p>
      </div>
    </article>
  )
}
