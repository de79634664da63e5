import { classifiedsMessages } from '@phiencho/contracts'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { RichText } from '../../components/ui/rich-text'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { ProductGallery } from '../../features/catalog/components/product-gallery'
import { notFoundOr } from '../../features/catalog/not-found'
import { adMeta, adSeo } from '../../features/classifieds/ad-seo'
import {
  classifiedAdQueryOptions,
  useClassifiedAd,
} from '../../features/classifieds/api/get-classified-ad'
import { AdGrid } from '../../features/classifieds/components/ad-grid'
import { AdOverview } from '../../features/classifieds/components/ad-overview'
import { OwnAdStatusNotice } from '../../features/classifieds/components/own-ad-status-notice'
import { SafetyTips } from '../../features/classifieds/components/safety-tips'
import { SellerBox } from '../../features/classifieds/components/seller-box'
import { CLASSIFIEDS_PATH, topicHref } from '../../features/classifieds/links'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/ad-detail'

async function loadAd({ context, params, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const ad = await queryClient
    .fetchQuery(classifiedAdQueryOptions(params.slug))
    .catch((error: unknown) => {
      throw notFoundOr(error, { message: classifiedsMessages.adNotFound, path: url.pathname })
    })
  return { queryClient, ad }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, ad } = await loadAd(args)
  const dehydratedState = await prefetchQueries(queryClient, [
    classifiedAdQueryOptions(args.params.slug),
  ])
  return { dehydratedState, seo: adSeo(ad) }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { ad } = await loadAd(args)
  return { seo: adSeo(ad) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? adMeta(matches, loaderData.seo) : []

export default function AdDetailPage({ params }: Route.ComponentProps) {
  const { data: ad } = useClassifiedAd(params.slug)
  const user = useCurrentUser()
  if (!ad) return null

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Rao vặt', to: CLASSIFIEDS_PATH },
          { name: ad.topic.name, to: topicHref(ad.topic.slug) },
          { name: ad.title },
        ]}
      />
      <OwnAdStatusNotice ad={ad} />

      <article className="mt-4">
        <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
          <ProductGallery key={ad.slug} images={ad.images} name={ad.title} label="Ảnh tin rao" />
          <div className="min-w-0 space-y-5">
            <AdOverview ad={ad} />
            <SellerBox ad={ad} signedIn={user !== null} />
          </div>
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <section aria-labelledby="ad-body-title" className="card p-4 sm:p-6">
            <h2 id="ad-body-title" className="text-lg font-bold text-ink-900">
              Mô tả chi tiết
            </h2>
            <RichText html={ad.body} className="mt-3 break-words" />
          </section>
          <SafetyTips />
        </div>
      </article>

      {ad.seller_other_ads.length ? (
        <section aria-labelledby="seller-other-ads" className="mt-10">
          <h2 id="seller-other-ads" className="text-xl font-bold text-ink-900">
            Tin khác của người bán
          </h2>
          <AdGrid ads={ad.seller_other_ads} className="mt-4" />
        </section>
      ) : null}
    </div>
  )
}
