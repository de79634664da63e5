import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { Link } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  adminArticleCategoriesQueryOptions,
  useAdminArticleCategories,
} from '../../features/admin/api/get-admin-article-categories'
import { ArticleEditor } from '../../features/admin/components/news/article-editor'
import { staffPageClientData, staffPageData } from '../../features/admin/staff-page-data'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/article-new'

const PERMISSION = 'article:write'

export const loader = (args: Route.LoaderArgs) =>
  staffPageData(args, PERMISSION, () => [adminArticleCategoriesQueryOptions()])

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  staffPageClientData(args, PERMISSION, () => [adminArticleCategoriesQueryOptions()])

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Viết bài mới', noIndex: true })

export default function NewArticlePage() {
  const me = useAdminMe()
  const categories = useAdminArticleCategories().data?.data
  if (!me) return null
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <div>
        <Link to={`${ADMIN_WEB_PATH}/tin-tuc`} className="link text-sm">
          ← Tin tức
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-ink-900">Viết bài mới</h1>
      </div>
      {categories ? (
        <ArticleEditor article={null} categories={categories} me={me} />
      ) : (
        <div aria-hidden="true" className="card h-96 animate-pulse" />
      )}
    </div>
  )
}
