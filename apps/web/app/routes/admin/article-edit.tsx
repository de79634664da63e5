import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { Link } from 'react-router'

import { LoadFailed } from '../../components/ui/load-failed'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { useAdminArticleCategories } from '../../features/admin/api/get-admin-article-categories'
import { useAdminArticle } from '../../features/admin/api/get-admin-articles'
import { ArticleEditor } from '../../features/admin/components/news/article-editor'
import { ArticleStatusBadge } from '../../features/admin/components/news/article-status-badge'
import { articleWhen } from '../../features/admin/components/news/article-when'
import { storedArticleQueries } from '../../features/admin/news/article-id'
import { staffPageClientData, staffPageData } from '../../features/admin/staff-page-data'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/article-edit'

const PERMISSION = 'article:write'

export const loader = (args: Route.LoaderArgs) =>
  staffPageData(args, PERMISSION, () => storedArticleQueries(args.params))

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  staffPageClientData(args, PERMISSION, () => storedArticleQueries(args.params))

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sửa bài viết', noIndex: true })

export default function EditArticlePage({ params }: Route.ComponentProps) {
  const id = Number(params.id)
  const me = useAdminMe()
  const article = useAdminArticle(id)
  const categories = useAdminArticleCategories().data?.data
  if (!me) return null
  const stored = article.data
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <div>
        <Link to={`${ADMIN_WEB_PATH}/tin-tuc`} className="link text-sm">
          ← Tin tức
        </Link>
        <h1 className="mt-1 text-2xl font-bold break-words text-ink-900">
          {stored ? stored.title : 'Bài viết'}
        </h1>
        {stored ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
            <ArticleStatusBadge status={stored.status} />
            <span>{articleWhen(stored)}</span>
            {stored.author ? <span>Người viết: {stored.author.name}</span> : null}
          </p>
        ) : null}
      </div>
      {article.isError ? (
        <LoadFailed
          message="Không tải được bài viết (có thể bài đã bị xóa)."
          retrying={article.isFetching}
          onRetry={() => void article.refetch()}
        />
      ) : stored && categories ? (
        <ArticleEditor
          // Another article starts the form afresh; a new version of this one keeps what was typed.
          key={stored.id}
          article={stored}
          categories={categories}
          me={me}
          onReload={async () => (await article.refetch()).data}
        />
      ) : (
        <div aria-hidden="true" className="card h-96 animate-pulse" />
      )}
    </div>
  )
}
