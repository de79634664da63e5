import { useMemo } from 'react'
import { useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import {
  articleCategoriesQueryOptions,
  useArticleCategories,
} from '../../features/news/api/get-article-categories'
import { articlesQueryOptions, useArticles } from '../../features/news/api/get-articles'
import { CategoryNav } from '../../features/news/components/category-nav'
import { FeaturedArticle } from '../../features/news/components/featured-article'
import { NewsFeed } from '../../features/news/components/news-feed'
import { NEWS_PATH } from '../../features/news/links'
import {
  FEATURED_PARAMS,
  newsListParams,
  newsListSearch,
  readNewsListState,
} from '../../features/news/news-filters'
import { newsListMeta } from '../../features/news/news-seo'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/news-list'

function pageQueries(url: URL) {
  const state = readNewsListState(url.searchParams)
  return [
    articlesQueryOptions(newsListParams(state)),
    articlesQueryOptions(FEATURED_PARAMS),
    articleCategoriesQueryOptions(),
  ] as const
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return { dehydratedState: await prefetchQueries(queryClient, [...pageQueries(url)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const [articles, featured, categories] = pageQueries(url)
  await Promise.all([
    queryClient.prefetchQuery(articles),
    queryClient.prefetchQuery(featured),
    queryClient.prefetchQuery(categories),
  ])
  return null
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const state = readNewsListState(new URLSearchParams(location.search))
  return newsListMeta(matches, { ...state, search: newsListSearch(state) })
}

export default function NewsListPage() {
  const [params] = useSearchParams()
  const state = useMemo(() => readNewsListState(params), [params])
  const articles = useArticles(newsListParams(state))
  const featured = useArticles(FEATURED_PARAMS).data?.data ?? []
  const categories = useArticleCategories().data?.data
  // The newest featured article leads the first page of the whole list.
  const lead = state.page === 1 && !state.tag ? featured[0] : undefined

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Tin tức', to: state.tag ? NEWS_PATH : undefined },
          ...(state.tag ? [{ name: `Thẻ “${state.tag}”` }] : []),
        ]}
      />
      <header className="mt-3 mb-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {state.tag ? `Bài viết về “${state.tag}”` : 'Tin tức'}
        </h1>
        <p className="mt-1 text-ink-600">
          {state.tag
            ? 'Những bài viết được gắn thẻ này, mới nhất trước.'
            : 'Tin khuyến mãi, kinh nghiệm mua sắm và xu hướng mới nhất.'}
        </p>
      </header>
      {categories ? (
        <CategoryNav categories={categories} current={null} filtered={Boolean(state.tag)} />
      ) : null}
      {lead ? (
        <div className="mt-5">
          <FeaturedArticle article={lead} />
        </div>
      ) : null}
      <NewsFeed
        title={state.tag ? 'Bài viết' : 'Tin mới nhất'}
        result={articles.data}
        updating={articles.isPlaceholderData}
        failed={articles.isError}
        onRetry={() => void articles.refetch()}
        retrying={articles.isFetching}
        leadId={lead?.id}
        featured={featured}
        emptyMessage={state.tag ? 'Chưa có bài viết nào có thẻ này.' : 'Chưa có bài viết nào.'}
      />
    </div>
  )
}
