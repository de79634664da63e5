import type { ArticleSummary } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { articleHref } from '../links'
import { ArticleCover } from './article-cover'
import { ArticleMeta } from './article-meta'

interface ArticleRowProps {
  article: ArticleSummary
  /** Above the fold: the cover loads at once. */
  priority?: boolean
  withCategory?: boolean
}

/**
 * One article of a news list, as Vietnamese news sites set it: on a phone the title across, then
 * the cover beside the excerpt; from `sm` the cover on the left of title, excerpt and meta.
 * The title's link covers the whole row.
 */
export function ArticleRow({ article, priority, withCategory }: ArticleRowProps) {
  return (
    <article className="group relative grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 sm:grid-cols-[13rem_minmax(0,1fr)] sm:grid-rows-[auto_auto_1fr] sm:gap-x-5">
      <h3 className="col-span-2 text-base leading-snug font-bold text-ink-900 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:text-lg">
        <ShopLink
          to={articleHref(article.slug)}
          className="outline-none group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-600"
        >
          {article.title}
        </ShopLink>
      </h3>
      <ArticleCover
        image={article.cover_image}
        sizes="(min-width: 640px) 208px, 120px"
        priority={priority}
        className="aspect-[3/2] sm:row-span-3 sm:row-start-1"
      />
      {article.excerpt ? (
        <p className="line-clamp-4 text-sm leading-relaxed text-ink-700 sm:col-start-2 sm:row-start-2 sm:line-clamp-2 sm:text-base">
          {article.excerpt}
        </p>
      ) : null}
      <ArticleMeta
        article={article}
        withCategory={withCategory}
        className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-3 sm:self-start"
      />
    </article>
  )
}
