import { type ArticleCategory, newsMessages } from '@phiencho/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { data, useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { LoadFailed } from '../../components/ui/load-failed'
import {
  articleCategoriesQueryOptions,
  useArticleCategories,
} from '../../features/news/api/get-article-categories'
import { articlesQueryOptions, useArticles } from '../../features/news/api/get-articles'
import { CategoryNav } from '../../features/news/components/category-nav'
import { NewsFeed } from '../../features/news/components/news-feed'
import { formatArticleCount } from '../../features/news/format'
import { NEWS_PATH } from '../../features/news/links'
import {
  FEATURED_PARAMS,
  newsListParams,
  newsListSearch,
  readNewsListState,
} from '../../features/news/news-filters'
import { type ArticleCategorySeo, articleCategoryMeta } from '../../features/news/news-seo'
import { isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/article-category'

/** The category page's list: `?tag=` means nothing here, only the page. */
const stateOf = (url: URL) => ({ ...readNewsListState(url.searchParams), tag: null })

function pageQueries(url: URL, slug: string) {
  return [
    articleCategoriesQueryOptions(),
    articlesQueryOptions(newsListParams(stateOf(url), slug)),
    articlesQueryOptions(FEATURED_PARAMS),
  ] as const
}

/**
 * The category comes from the category list (there is no single-category call): a slug missing
 * from a list that did load, or a list call answering 404, is the app's 404 page.
 */
async function loadCategory(queryClient: QueryClient, url: URL, slug: string) {
  const queries = pageQueries(url, slug)
  const [categories, articles, featured] = queries
  await Promise.all([
    queryClient.prefetchQuery(categories),
    queryClient.prefetchQuery(articles),
    queryClient.prefetchQuery(featured),
  ])
  const list = queryClient.getQueryData(categories.queryKey)
  const category = list?.data.find((item) => item.slug === slug)
  const { error } = queryClient.getQueryState(articles.queryKey) ?? {}
  if ((list && !category) || (isApiError(error) && error.status === 404)) {
    throw data({ message: newsMessages.categoryNotFound, path: url.pathname }, { status: 404 })
  }
  return { queries, seo: category ? seoOf(category) : null }
}

const seoOf = ({ name, slug, description }: ArticleCategory): ArticleCategorySeo => ({
  name,
  slug,
  description,
})

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const { queries, seo } = await loadCategory(queryClient, url, params.slug)
  return { dehydratedState: await prefetchQueries(queryClient, [...queries]), seo }
}

export async function clientLoader({ context, params, url }: Route.ClientLoaderArgs) {
  const { seo } = await loadCategory(context.get(queryClientContext), url, params.slug)
  return { seo }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const state = { ...readNewsListState(new URLSearchParams(location.search)), tag: null }
  const seo = loaderData?.seo ?? {
    name: 'Chuyên mục tin tức',
    slug: params.slug,
    description: null,
  }
  return articleCategoryMeta(matches, seo, { page: state.page, search: newsListSearch(state) })
}

export default function ArticleCategoryPage({ params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const state = useMemo(() => ({ ...readNewsListState(searchParams), tag: null }), [searchParams])
  const categories = useArticleCategories()
  const articles = useArticles(newsListParams(state, params.slug))
  const featured = useArticles(FEATURED_PARAMS).data?.data ?? []
  const category = categories.data?.data.find((item) => item.slug === params.slug)

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Tin tức', to: NEWS_PATH },
          { name: category?.name ?? 'Chuyên mục' },
        ]}
      />
      <header className="mt-3 mb-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {category?.name ?? 'Chuyên mục tin tức'}
        </h1>
        {category ? (
          <p className="mt-1 max-w-3xl text-ink-600">
            {category.description ? `${category.description} ` : ''}
            <span className="whitespace-nowrap text-ink-500">
              ({formatArticleCount(category.article_count)})
            </span>
          </p>
        ) : null}
      </header>
      {categories.data ? (
        <CategoryNav categories={categories.data.data} current={params.slug} />
      ) : categories.isError ? (
        <LoadFailed
          message="Không tải được danh sách chuyên mục."
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : null}
      <NewsFeed
        title="Bài viết mới nhất"
        result={articles.data}
        updating={articles.isPlaceholderData}
        failed={articles.isError}
        onRetry={() => void articles.refetch()}
        retrying={articles.isFetching}
        featured={featured}
        emptyMessage="Chuyên mục này chưa có bài viết nào."
        withCategory={false}
      />
    </div>
  )
}
