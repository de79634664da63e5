import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { useState } from 'react'
import { Link, useRouteLoaderData } from 'react-router'

import { LoadFailed } from '../../components/ui/load-failed'
import { useAdminArticleCategories } from '../../features/admin/api/get-admin-article-categories'
import { useAdminArticle } from '../../features/admin/api/get-admin-articles'
import { storedArticleQueries } from '../../features/admin/news/article-id'
import { previewArticle } from '../../features/admin/news/article-preview'
import { ArticleView } from '../../features/news/components/article-view'
import { articleHref } from '../../features/news/links'
import { staffPageClientData, staffPageData } from '../../features/admin/staff-page-data'
import { pageMeta } from '../../lib/meta'
import { absoluteUrl } from '../../lib/seo'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/article-preview'

const PERMISSION = 'article:write'

export const loader = (args: Route.LoaderArgs) =>
  staffPageData(args, PERMISSION, () => storedArticleQueries(args.params))

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  staffPageClientData(args, PERMISSION, () => storedArticleQueries(args.params))

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Xem trước bài viết', noIndex: true })

/** The article as saved, drawn by the public article page's own components. */
export default function ArticlePreviewPage({ params }: Route.ComponentProps) {
  const id = Number(params.id)
  const article = useAdminArticle(id)
  const categories = useAdminArticleCategories().data?.data
  const origin = useRouteLoaderData<typeof rootLoader>('root')?.origin ?? ''
  // One "now" for the server's render and the browser's, so an undated draft hydrates unchanged.
  const [now] = useState(() => new Date())
  const stored = article.data
  if (article.isError) {
    return (
      <LoadFailed
        message="Không tải được bài viết (có thể bài đã bị xóa)."
        retrying={article.isFetching}
        onRetry={() => void article.refetch()}
      />
    )
  }
  if (!stored || !categories) return <div aria-hidden="true" className="card h-96 animate-pulse" />
  const slug = categories.find((category) => category.id === stored.category_id)?.slug ?? ''
  const published = stored.status === 'published'
  return (
    <div className="space-y-4">
      <div
        role="note"
        className="flex flex-col gap-2 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="font-semibold">
          {published
            ? 'Bản xem trước — bài đang hiển thị với bạn đọc'
            : 'Bản xem trước — chưa đăng'}
        </p>
        <Link to={`${ADMIN_WEB_PATH}/tin-tuc/${stored.id}`} className="btn btn-secondary min-h-10">
          ← Quay lại sửa bài
        </Link>
      </div>
      <div className="rounded-xl bg-white px-4 pb-8 sm:px-6">
        <ArticleView
          article={previewArticle(stored, slug, now)}
          url={absoluteUrl(origin, articleHref(stored.slug))}
        />
      </div>
    </div>
  )
}
