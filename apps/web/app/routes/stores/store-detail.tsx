import { PER_PAGE_DEFAULT, type StoreDetail } from '@phiencho/contracts'
import { useParams, useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { LoadFailed } from '../../components/ui/load-failed'
import {
  type ProductListParams,
  productsQueryOptions,
  useProducts,
} from '../../features/catalog/api/get-products'
import { Pagination } from '../../components/ui/pagination'
import { ProductGrid } from '../../features/catalog/components/product-grid'
import { storeQueryOptions, useStore } from '../../features/stores/api/get-store'
import { StoreProfile } from '../../features/stores/components/store-profile'
import { ensureStoreExists } from '../../features/stores/load-store'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import { breadcrumbJsonLd, originFromMatches, seoMeta } from '../../lib/seo'
import type { Route } from './+types/store-detail'

/** A shop's products, best sellers first. */
function storeProductParams(slug: string, page: number): ProductListParams {
  return { store: slug, page, per_page: PER_PAGE_DEFAULT, sort: 'best_selling' }
}

/** What `meta` needs of the shop (the page itself reads it from the query cache). */
function seoOf(store: StoreDetail | undefined) {
  return store
    ? { name: store.name, description: store.description, image: store.banner ?? store.logo }
    : null
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const products = productsQueryOptions(
    storeProductParams(params.slug, readPageNumber(url.searchParams)),
  )
  await Promise.all([
    ensureStoreExists(queryClient, params.slug, url.pathname),
    queryClient.prefetchQuery(products),
  ])
  const store = storeQueryOptions(params.slug)
  return {
    dehydratedState: await prefetchQueries(queryClient, [store, products]),
    seo: seoOf(queryClient.getQueryData(store.queryKey)),
  }
}

export async function clientLoader({ context, params, url }: Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const products = productsQueryOptions(
    storeProductParams(params.slug, readPageNumber(url.searchParams)),
  )
  await Promise.all([
    ensureStoreExists(queryClient, params.slug, url.pathname),
    queryClient.prefetchQuery(products),
  ])
  return { seo: seoOf(queryClient.getQueryData(storeQueryOptions(params.slug).queryKey)) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const seo = loaderData?.seo
  const page = readPageNumber(new URLSearchParams(location.search))
  const path = `/cua-hang/${params.slug}${page > 1 ? `?page=${page}` : ''}`
  if (!seo)
    return seoMeta(matches, {
      title: 'Cửa hàng',
      description: 'Thông tin và sản phẩm của cửa hàng.',
      path,
    })
  return seoMeta(matches, {
    title: page > 1 ? `${seo.name} – Trang ${page}` : seo.name,
    description:
      seo.description ?? `Sản phẩm của ${seo.name}: xem giá, đặt mua và giao hàng tận nơi.`,
    path,
    image: seo.image,
    jsonLd: [
      breadcrumbJsonLd(originFromMatches(matches), [
        { name: 'Trang chủ', path: '/' },
        { name: 'Cửa hàng', path: '/cua-hang' },
        { name: seo.name, path: `/cua-hang/${params.slug}` },
      ]),
    ],
  })
}

export default function StoreDetailPage() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const page = readPageNumber(params)
  const store = useStore(slug)

  return (
    <div className="page-container space-y-6 py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Cửa hàng', to: '/cua-hang' },
          { name: store.data?.name ?? 'Cửa hàng' },
        ]}
      />
      {store.data ? (
        <StoreProfile store={store.data} />
      ) : store.isError ? (
        <LoadFailed
          message="Không tải được thông tin cửa hàng."
          onRetry={() => void store.refetch()}
          retrying={store.isFetching}
        />
      ) : (
        <p className="text-ink-600">Đang tải cửa hàng…</p>
      )}
      <StoreProducts slug={slug} page={page} />
    </div>
  )
}

function StoreProducts({ slug, page }: { slug: string; page: number }) {
  const products = useProducts(storeProductParams(slug, page))
  return (
    <section aria-labelledby="store-products">
      <h2 id="store-products" className="text-xl font-bold text-ink-900">
        Sản phẩm của cửa hàng
        {products.data ? (
          <span className="ml-2 text-base font-normal text-ink-600">
            ({products.data.meta.total})
          </span>
        ) : null}
      </h2>
      <div className="mt-4">
        {products.isPending ? (
          <p className="text-ink-600">Đang tải sản phẩm…</p>
        ) : products.isError ? (
          <LoadFailed
            message="Không tải được sản phẩm của cửa hàng."
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        ) : products.data.data.length ? (
          <>
            <ProductGrid products={products.data.data} priorityCount={2} />
            <Pagination
              currentPage={products.data.meta.current_page}
              lastPage={products.data.meta.last_page}
              className="mt-8"
            />
          </>
        ) : (
          <p className="card p-6 text-center text-ink-700">
            {page > 1 ? 'Trang này không có sản phẩm nào.' : 'Cửa hàng chưa có sản phẩm nào.'}
          </p>
        )}
      </div>
    </section>
  )
}
