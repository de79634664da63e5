import { newsMessages } from '@phiencho/contracts'
import { useRouteLoaderData } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { RichText } from '../../components/ui/rich-text'
import { notFoundOr } from '../../features/catalog/not-found'
import { articleQueryOptions, useArticle } from '../../features/news/api/get-article'
import { bodyOpensWithExcerpt } from '../../features/news/article-lead'
import { ArticleCoverImage } from '../../features/news/components/article-cover-image'
import { ArticleHeader } from '../../features/news/components/article-header'
import { ArticleTags } from '../../features/news/components/article-tags'
import { RelatedArticles } from '../../features/news/components/related-articles'
import { ShareButtons } from '../../features/news/components/share-buttons'
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

  const leadInBody = bodyOpensWithExcerpt(article.body, article.excerpt)
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
      <article className="mx-auto mt-4 max-w-3xl sm:mt-6">
        <ArticleHeader article={article} withLead={!leadInBody} />
        {article.cover_image ? (
          <div className="mt-5">
            <ArticleCoverImage image={article.cover_image} title={article.title} />
          </div>
        ) : null}
        <RichText
          html={article.body}
          className={`mt-6 text-[1.0625rem] sm:text-lg sm:leading-8 sm:[&_h2]:text-xl ${
            leadInBody ? '[&>p:first-child]:font-semibold [&>p:first-child]:text-ink-900' : ''
          }`}
        />
        <footer className="mt-8 space-y-4 border-t border-ink-200 pt-5">
          <ArticleTags tags={article.tags} />
          <ShareButtons url={url} title={article.title} />
        </footer>
      </article>
      {article.related.length ? (
        <div className="mt-10 sm:mt-12">
          <RelatedArticles articles={article.related} />
        </div>
      ) : null}
    </div>
  )
}
