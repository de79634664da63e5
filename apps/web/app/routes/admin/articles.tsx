import { ADMIN_WEB_PATH, adminArticleTabLabels, adminArticleTabs } from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import {
  adminArticleCategoriesQueryOptions,
  useAdminArticleCategories,
} from '../../features/admin/api/get-admin-article-categories'
import {
  adminArticlesQueryOptions,
  useAdminArticles,
} from '../../features/admin/api/get-admin-articles'
import { CountTabs } from '../../features/admin/components/count-tabs'
import { ArticleFilters } from '../../features/admin/components/news/article-filters'
import { ArticleList } from '../../features/admin/components/news/article-list'
import {
  articleListQuery,
  DEFAULT_ARTICLE_TAB,
  readArticleListView,
} from '../../features/admin/news/article-list-query'
import { errorSentence } from '../../lib/api-error'
import { staffPageClientData, staffPageData } from '../../features/admin/staff-page-data'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/articles'

const PERMISSION = 'article:write'

const listOptions = (url: URL) =>
  adminArticlesQueryOptions(articleListQuery(readArticleListView(url.searchParams)))

export const loader = (args: Route.LoaderArgs) =>
  staffPageData(args, PERMISSION, () => [
    listOptions(args.url),
    adminArticleCategoriesQueryOptions(),
  ])

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  staffPageClientData(args, PERMISSION, () => [
    listOptions(args.url),
    adminArticleCategoriesQueryOptions(),
  ])

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tin tức', noIndex: true })

export default function ArticlesPage() {
  const { search } = useLocation()
  const view = readArticleListView(new URLSearchParams(search))
  const articles = useAdminArticles(articleListQuery(view))
  const categories = useAdminArticleCategories().data?.data ?? []
  const meta = articles.data?.meta
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Tin tức</h1>
          <p className="mt-1 text-ink-600">
            Viết bài, gửi duyệt, đăng ngay hoặc hẹn giờ đăng. Giờ hiển thị theo giờ Việt Nam.
          </p>
        </div>
        <Link to={`${ADMIN_WEB_PATH}/tin-tuc/moi`} className="btn btn-primary">
          Viết bài mới
        </Link>
      </div>
      <CountTabs
        label="Trạng thái bài viết"
        tabs={adminArticleTabs}
        labels={adminArticleTabLabels}
        current={view.tab}
        fallback={DEFAULT_ARTICLE_TAB}
        counts={articles.data?.counts}
      />
      <ArticleFilters view={view} categories={categories} />
      {articles.isError ? (
        <FormAlert tone="error">{errorSentence(articles.error)}</FormAlert>
      ) : null}
      <ArticleList
        articles={articles.isError ? [] : articles.data?.data}
        refreshing={articles.isPlaceholderData}
        filtered={view.q !== '' || view.category !== ''}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
