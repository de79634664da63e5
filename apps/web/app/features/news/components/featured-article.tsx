import type { ArticleSummary } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { articleHref } from '../links'
import { ArticleCover } from './article-cover'
import { ArticleMeta } from './article-meta'

/** The lead story on top of the news page: a large cover, the title, its excerpt. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  return (
    <article
      aria-labelledby="featured-article"
      className="card group relative overflow-hidden transition-colors focus-within:border-brand-600 hover:border-brand-600 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <ArticleCover
        image={article.cover_image}
        // The LCP picture: the card's width up to lg, then its left three fifths.
        sizes="(min-width: 1152px) 660px, (min-width: 1024px) 58vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
        priority
        className="aspect-[16/9] rounded-none lg:aspect-auto lg:h-full lg:min-h-80"
      />
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        <p className="inline-flex w-fit rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-ink-900">
          Tin nổi bật
        </p>
        <h2
          id="featured-article"
          className="text-xl leading-snug font-bold text-ink-900 sm:text-2xl lg:text-[1.7rem]"
        >
          <ShopLink
            to={articleHref(article.slug)}
            className="outline-none group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {article.title}
          </ShopLink>
        </h2>
        {article.excerpt ? (
          <p className="line-clamp-4 leading-relaxed text-ink-700 sm:text-lg">{article.excerpt}</p>
        ) : null}
        <ArticleMeta article={article} className="mt-auto" />
      </div>
    </article>
  )
}
