import { ADMIN_WEB_PATH, type AdminArticleRow, mediaUrlSrcset } from '@phiencho/contracts'
import { Link } from 'react-router'

import { articleWhen } from './article-when'
import { ArticleStatusBadge } from './article-status-badge'

export const articleEditorPath = (id: number) => `${ADMIN_WEB_PATH}/tin-tuc/${id}`

interface ArticleListProps {
  /** Undefined while the first answer is awaited. */
  articles: readonly AdminArticleRow[] | undefined
  /** A newer answer is on its way; the rows shown are the previous one's. */
  refreshing: boolean
  filtered: boolean
}

/** The articles of a tab: cover, title (to the editor), category, author, status, date, views. */
export function ArticleList({ articles, refreshing, filtered }: ArticleListProps) {
  if (!articles) return <div aria-hidden="true" className="card h-64 animate-pulse" />
  if (articles.length === 0) {
    return (
      <p className="card p-6 text-center text-ink-700">
        {filtered ? 'Không có bài viết nào khớp bộ lọc.' : 'Chưa có bài viết nào ở mục này.'}
      </p>
    )
  }
  return (
    <ul
      aria-label="Danh sách bài viết"
      aria-busy={refreshing || undefined}
      className={`card divide-y divide-ink-100 ${refreshing ? 'opacity-60' : ''}`}
    >
      {articles.map((article) => (
        <li key={article.id} aria-label={article.title} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
          <div className="aspect-[16/9] w-24 shrink-0 overflow-hidden rounded-lg bg-ink-100 sm:w-36">
            {article.cover_url ? (
              <img
                src={article.cover_url}
                srcSet={mediaUrlSrcset(article.cover_url, null) || undefined}
                sizes="(min-width: 640px) 144px, 96px"
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            ) : (
              <span className="flex size-full items-center justify-center text-xs text-ink-600">
                Chưa có ảnh
              </span>
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <ArticleStatusBadge status={article.status} />
              {article.is_featured ? (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  Nổi bật
                </span>
              ) : null}
              {article.status === 'draft' && article.review_note ? (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  Có góp ý
                </span>
              ) : null}
            </div>
            <Link
              to={articleEditorPath(article.id)}
              className="block font-semibold break-words text-ink-900 hover:text-brand-800 hover:underline"
            >
              {article.title}
            </Link>
            <p className="text-sm text-ink-700">
              {article.category.name}
              {article.author ? ` · ${article.author.name}` : ''}
            </p>
            <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
              <span>{articleWhen(article)}</span>
              {article.status === 'published' || article.status === 'hidden' ? (
                <span>{article.view_count.toLocaleString('vi-VN')} lượt xem</span>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
