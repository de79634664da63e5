import type { QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'

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
  withKnownTopic,
} from '../../features/classifieds/classified-filters'
import { ClassifiedBrowser } from '../../features/classifieds/components/classified-browser'
import { ClassifiedsHeader } from '../../features/classifieds/components/classifieds-header'
import { TopicNav } from '../../features/classifieds/components/topic-nav'
import { CLASSIFIEDS_PATH } from '../../features/classifieds/links'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import { breadcrumbJsonLd, originFromMatches, seoMeta } from '../../lib/seo'
import type { Route } from './+types/classifieds-list'

/** The topics come first: a `topic` that is none of them is dropped before the ads are asked. */
async function pageQueries(queryClient: QueryClient, url: URL) {
  const [topics] = await Promise.all([
    queryClient.fetchQuery(classifiedTopicsQueryOptions()).catch(() => undefined),
    queryClient.prefetchQuery(provincesQueryOptions()),
  ])
  const filters = withKnownTopic(parseClassifiedFilters(url.searchParams), topics?.data)
  const ads = classifiedAdsQueryOptions(classifiedAdsParams(filters))
  await queryClient.prefetchQuery(ads)
  return {
    topic: filters.topic,
    queries: [ads, classifiedTopicsQueryOptions(), provincesQueryOptions()],
  }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const { topic, queries } = await pageQueries(queryClient, url)
  return { dehydratedState: await prefetchQueries(queryClient, queries), topic }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const { topic } = await pageQueries(context.get(queryClientContext), url)
  return { topic }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  // The loader knows whether the topic exists: only a real one is the canonical page.
  const filters = {
    ...parseClassifiedFilters(new URLSearchParams(location.search)),
    topic: loaderData?.topic ?? null,
  }
  const page = filters.page > 1 ? ` – Trang ${filters.page}` : ''
  const title = filters.q ? `Rao vặt “${filters.q}”` : 'Rao vặt'
  return seoMeta(matches, {
    title: `${title}${page}`,
    description:
      'Mua bán, cho thuê, tuyển dụng trên toàn quốc: nhà đất, xe cộ, đồ điện tử, đồ gia dụng, thú cưng… Đăng tin miễn phí, liên hệ trực tiếp với người bán.',
    path: canonicalClassifiedsPath(filters, CLASSIFIEDS_PATH),
    // Search results are not pages of their own for a search engine.
    noIndex: Boolean(filters.q),
    jsonLd: [
      breadcrumbJsonLd(originFromMatches(matches), [
        { name: 'Trang chủ', path: '/' },
        { name: 'Rao vặt', path: CLASSIFIEDS_PATH },
      ]),
    ],
  })
}

export default function ClassifiedsListPage() {
  const [params] = useSearchParams()
  const topics = useClassifiedTopics()
  const filters = useMemo(
    () => withKnownTopic(parseClassifiedFilters(params), topics.data?.data),
    [params, topics.data],
  )
  const ads = useClassifiedAds(classifiedAdsParams(filters))
  const provinces = useProvinces()

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb items={[{ name: 'Trang chủ', to: '/' }, { name: 'Rao vặt' }]} />
      <ClassifiedsHeader
        title="Rao vặt"
        description="Mua bán, cho thuê, tuyển dụng khắp cả nước. Liên hệ trực tiếp với người đăng, không qua trung gian."
      />
      <div className="mt-5">
        <TopicNav topics={topics.data?.data ?? []} />
      </div>
      <ClassifiedBrowser
        path={CLASSIFIEDS_PATH}
        filters={filters}
        result={ads.data}
        updating={ads.isPlaceholderData}
        failed={ads.isError}
        onRetry={() => void ads.refetch()}
        retrying={ads.isFetching}
        topics={topics.data?.data ?? []}
        provinces={provinces.data?.data ?? []}
      />
    </div>
  )
}
