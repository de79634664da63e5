import type { QueryKey } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import {
  categoriesQueryOptions,
  useCategories,
  withoutCategoryTree,
} from '../../features/catalog/api/get-categories'
import type { FilterOptions } from '../../features/catalog/api/get-filter-options'
import {
  cachedFilterOptions,
  filterOptionsQueries,
  useFilterOptions,
} from '../../features/catalog/offered-filter-options'
import { productsQueryOptions, useProducts } from '../../features/catalog/api/get-products'
import { ProductBrowser } from '../../features/catalog/components/product-browser'
import {
  canonicalListSearch,
  parseProductFilters,
  type ProductFilters,
  productListParams,
} from '../../features/catalog/product-filters'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import { breadcrumbJsonLd, originFromMatches, seoMeta } from '../../lib/seo'
import type { Route } from './+types/product-list'

const PATH = '/san-pham'

function pageQueries(filters: ProductFilters): { queryKey: QueryKey }[] {
  return [
    productsQueryOptions(productListParams(filters)),
    categoriesQueryOptions(),
    // Scoped to the chosen category, as on its own page.
    ...filterOptionsQueries(filters),
  ]
}

/** Narrowed to one brand, the list is that brand's page (the famous brands link here). */
function singleBrand(filters: ProductFilters, options: FilterOptions | undefined) {
  if (filters.brands.length !== 1) return undefined
  return options?.brands.find((option) => option.slug === filters.brands[0])
}

/** The heading and the title: "Sản phẩm Biti's" for one brand's list. */
const listHeading = (brand: string | null | undefined) =>
  brand ? `Sản phẩm ${brand}` : 'Tất cả sản phẩm'

/** Fetches the page's queries; names the one brand it is narrowed to, for the title. */
async function loadPage(context: Route.LoaderArgs['context'], url: URL) {
  const queryClient = context.get(queryClientContext)
  const filters = parseProductFilters(url.searchParams)
  const queries = pageQueries(filters)
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
  const brand = singleBrand(filters, cachedFilterOptions(queryClient, filters))
  return { queryClient, queries, brand: brand?.name ?? null }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { queryClient, queries, brand } = await loadPage(context, url)
  return {
    dehydratedState: await prefetchQueries(queryClient, withoutCategoryTree(queries)),
    brand,
  }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const { brand } = await loadPage(context, url)
  return { brand }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const origin = originFromMatches(matches)
  const filters = parseProductFilters(new URLSearchParams(location.search))
  const page = filters.page > 1 ? ` – Trang ${filters.page}` : ''
  const brand = loaderData?.brand
  const path = `${PATH}${canonicalListSearch(filters)}`
  return seoMeta(matches, {
    title: `${listHeading(brand)}${page}`,
    description: brand
      ? `Sản phẩm ${brand} chính hãng tại Phiên Chợ: so sánh giá giữa các cửa hàng, lọc theo danh mục và khoảng giá, giao hàng toàn quốc.`
      : 'Mua sắm hàng nghìn sản phẩm chính hãng: điện thoại, thời trang, gia dụng, thực phẩm… Lọc theo danh mục, thương hiệu, cửa hàng và khoảng giá, giao hàng toàn quốc.',
    path,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: 'Trang chủ', path: '/' },
        { name: 'Sản phẩm', path: PATH },
        ...(brand ? [{ name: brand, path }] : []),
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

  const brand = singleBrand(filters, options)
  const heading = listHeading(brand?.name)

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
