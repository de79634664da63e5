import type { QueryKey } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { categoriesQueryOptions, useCategories } from '../../features/catalog/api/get-categories'
import {
  filterOptionsQueries,
  useFilterOptions,
} from '../../features/catalog/api/get-filter-options'
import { productsQueryOptions, useProducts } from '../../features/catalog/api/get-products'
import { ProductBrowser } from '../../features/catalog/components/product-browser'
import {
  canonicalListSearch,
  parseProductFilters,
  productListParams,
} from '../../features/catalog/product-filters'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import { breadcrumbJsonLd, originFromMatches, seoMeta } from '../../lib/seo'
import type { Route } from './+types/product-list'

const PATH = '/san-pham'

function pageQueries(url: URL): { queryKey: QueryKey }[] {
  const filters = parseProductFilters(url.searchParams)
  return [
    productsQueryOptions(productListParams(filters)),
    categoriesQueryOptions(),
    // Scoped to the chosen category, as on its own page.
    ...filterOptionsQueries(filters),
  ]
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return { dehydratedState: await prefetchQueries(queryClient, pageQueries(url)) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  await Promise.all(pageQueries(url).map((query) => queryClient.prefetchQuery(query)))
  return null
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const origin = originFromMatches(matches)
  const filters = parseProductFilters(new URLSearchParams(location.search))
  const page = filters.page > 1 ? ` – Trang ${filters.page}` : ''
  return seoMeta(matches, {
    title: `Tất cả sản phẩm${page}`,
    description:
      'Mua sắm hàng nghìn sản phẩm chính hãng: điện thoại, thời trang, gia dụng, thực phẩm… Lọc theo danh mục, thương hiệu, cửa hàng và khoảng giá, giao hàng toàn quốc.',
    path: `${PATH}${canonicalListSearch(filters)}`,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: 'Trang chủ', path: '/' },
        { name: 'Sản phẩm', path: PATH },
      ]),
    ],
  })
}

export default function ProductListPage() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const filters = useMemo(() => parseProductFilters(params), [params])
  const products = useProducts(productListParams(filters))
  const categories = useCategories()
  const options = useFilterOptions(filters)

  const brand =
    filters.brands.length === 1
      ? options?.brands.find((option) => option.slug === filters.brands[0])
      : undefined
  const heading = brand ? `Sản phẩm ${brand.name}` : 'Tất cả sản phẩm'

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          { name: 'Sản phẩm', to: brand ? PATH : undefined },
          ...(brand ? [{ name: brand.name }] : []),
        ]}
      />
      <h1 className="mt-3 text-2xl font-bold text-ink-900 sm:text-3xl">{heading}</h1>
      <ProductBrowser
        path={pathname}
        filters={filters}
        result={products.data}
        updating={products.isPlaceholderData}
        failed={products.isError}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
        categories={categories.data?.data ?? []}
        options={options}
      />
    </div>
  )
}
