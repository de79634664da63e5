import type { ArticleSummary } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

import { NewsIcon } from '../ui/icons'
import { ResponsiveImage } from '../ui/responsive-image'
import { ShopLink } from '../ui/shop-link'

/** The latest articles: a small cover, the title, its category and date. */
export function NewsHeadlines({ articles }: { articles: ArticleSummary[] }) {
  if (!articles.length) return <p className="card p-4 text-ink-600">Chưa có bài viết nào.</p>
  return (
    <ul className="card divide-y divide-ink-200">
      {articles.map((article) => (
        <li key={article.id} className="relative flex gap-3 p-3 hover:bg-ink-50">
          <span className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-ink-100 text-ink-300">
            {article.cover_image ? (
              <ResponsiveImage
                image={{ ...article.cover_image, width: 96, height: 64 }}
                alt=""
                sizes="96px"
                className="size-full object-cover"
              />
            ) : (
              <NewsIcon />
            )}
          </span>
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-sm leading-5 font-semibold text-ink-900">
              <ShopLink
                to={`/tin-tuc/${article.slug}`}
                className="after:absolute after:inset-0 hover:text-brand-800"
              >
                {article.title}
              </ShopLink>
            </h3>
            <p className="mt-1 text-xs text-ink-600">
              {article.category.name} ·{' '}
              <time dateTime={article.published_at}>{formatDateVi(article.published_at)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
