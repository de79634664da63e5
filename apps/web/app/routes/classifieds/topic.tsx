import { classifiedsMessages } from '@phiencho/contracts'
import { useMemo } from 'react'
import { data, useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { provincesQueryOptions, useProvinces } from '../../features/checkout/api/get-provinces'
import {
  classifiedAdsQueryOptions,
  useClassifiedAds,
} from '../../features/classifieds/api/get-classified-ads'
import {
  classifiedTopicsQueryOptions,
  useClassifiedTopics,
} from '../../features/classifieds/api/get-classified-topics'
import {
  canonicalClassifiedsPath,
  classifiedAdsParams,
  parseClassifiedFilters,
} from '../../features/classifieds/classified-filters'
import { ClassifiedBrowser } from '../../features/classifieds/components/classified-browser'
import { ClassifiedsHeader } from '../../features/classifieds/components/classifieds-header'
import { TopicNav } from '../../features/classifieds/components/topic-nav'
import { CLASSIFIEDS_PATH, topicHref } from '../../features/classifieds/links'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import { breadcrumbJsonLd, originFromMatches, seoMeta } from '../../lib/seo'
import type { Route } from './+types/topic'

/** The topic is the one in the path; a `topic` in the query string means nothing here. */
function topicFilters(params: URLSearchParams) {
  return { ...parseClassifiedFilters(params), topic: null }
}

async function loadTopic({ context, params, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const ads = classifiedAdsQueryOptions(
    classifiedAdsParams(topicFilters(url.searchParams), params.slug),
  )
  const [topics] = await Promise.all([
    queryClient.fetchQuery(classifiedTopicsQueryOptions()),
    queryClient.prefetchQuery(ads),
    queryClient.prefetchQuery(provincesQueryOptions()),
  ])
  const topic = topics.data.find((item) => item.slug === params.slug)
  if (!topic) {
    throw data({ message: classifiedsMessages.topicNotFound, path: url.pathname }, { status: 404 })
  }
  const seo = { name: topic.name, slug: topic.slug, description: topic.description }
  return { queryClient, ads, seo }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, ads, seo } = await loadTopic(args)
  const dehydratedState = await prefetchQueries(queryClient, [
    classifiedTopicsQueryOptions(),
    ads,
    provincesQueryOptions(),
  ])
  return { dehydratedState, seo }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { seo } = await loadTopic(args)
  return { seo }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return []
  const { seo } = loaderData
  const filters = topicFilters(new URLSearchParams(location.search))
  const page = filters.page > 1 ? ` – Trang ${filters.page}` : ''
  return seoMeta(matches, {
    title: `${seo.name} – Rao vặt${page}`,
    description:
      seo.description ??
      `Tin rao vặt ${seo.name.toLowerCase()} mới nhất trên toàn quốc. Đăng tin miễn phí, liên hệ trực tiếp với người bán.`,
    path: canonicalClassifiedsPath(filters, topicHref(seo.slug)),
    noIndex: Boolean(filters.q),
    jsonLd: [
      breadcrumbJsonLd(originFromMatches(matches), [
        { name: 'Trang chủ', path: '/' },
        { name: 'Rao vặt', path: CLASSIFIEDS_PATH },
        { name: seo.name, path: topicHref(seo.slug) },
      ]),
    ],
  })
}

export default function TopicPage({ params, loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const filters = useMemo(() => topicFilters(searchParams), [searchParams])
  const ads = useClassifiedAds(classifiedAdsParams(filters, params.slug))
  const topics = useClassifiedTopics()
  const provinces = useProvinces()
  const topic = topics.data?.data.find((item) => item.slug === params.slug) ?? null
  const { seo } = loaderData

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Rao vặt', to: CLASSIFIEDS_PATH },
          { name: seo.name },
        ]}
      />
      <ClassifiedsHeader
        title={seo.name}
        description={
          topic?.description ?? seo.description ?? `Tin rao vặt ${seo.name.toLowerCase()} mới nhất.`
        }
      />
      <div className="mt-5">
        <TopicNav topics={topics.data?.data ?? []} current={params.slug} />
      </div>
      <ClassifiedBrowser
        path={topicHref(params.slug)}
        filters={filters}
        result={ads.data}
        updating={ads.isPlaceholderData}
        failed={ads.isError}
        onRetry={() => void ads.refetch()}
        retrying={ads.isFetching}
        provinces={provinces.data?.data ?? []}
        searchPlaceholder={`Tìm trong ${seo.name}…`}
      />
    </div>
  )
}
