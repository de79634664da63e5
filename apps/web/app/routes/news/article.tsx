import { newsMessages } from '@phiencho/contracts'
import { useRouteLoaderData } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { notFoundOr } from '../../features/catalog/not-found'
import { articleQueryOptions, useArticle } from '../../features/news/api/get-article'
import { ArticleView } from '../../features/news/components/article-view'
import { RelatedArticles } from '../../features/news/components/related-articles'
import { articleCategoryHref, articleHref, NEWS_PATH } from '../../features/news/links'
import { articleMeta, articleSeo } from '../../features/news/news-seo'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import { absoluteUrl } from '../../lib/seo'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/article'

async function loadArticle({ context, params, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const article = await queryClient
    .fetchQuery(articleQueryOptions(params.slug))
    .catch((error: unknown) => {
      throw notFoundOr(error, { message: newsMessages.articleNotFound, path: url.pathname })
    })
  return { queryClient, article }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, article } = await loadArticle(args)
  const dehydratedState = await prefetchQueries(queryClient, [
    articleQueryOptions(args.params.slug),
  ])
  return { dehydratedState, seo: articleSeo(article) }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { article } = await loadArticle(args)
  return { seo: articleSeo(article) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? articleMeta(matches, loaderData.seo) : []

export default function ArticlePage({ params }: Route.ComponentProps) {
  const { data: article } = useArticle(params.slug)
  const origin = useRouteLoaderData<typeof rootLoader>('root')?.origin ?? ''
  if (!article) return null

  const url = absoluteUrl(origin, articleHref(article.slug))

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Tin tức', to: NEWS_PATH },
          { name: article.category.name, to: articleCategoryHref(article.category.slug) },
          { name: article.title },
        ]}
      />
      <ArticleView article={article} url={url} />
      {article.related.length ? (
        <div className="mt-10 sm:mt-12">
          <RelatedArticles articles={article.related} />
        </div>
      ) : null}
    </div>
  )
}
