import { catalogMessages } from '@phiencho/contracts'
import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { categoryQueryOptions, useCategory } from '../../features/catalog/api/get-category'
import {
  filterOptionsQueries,
  useFilterOptions,
} from '../../features/catalog/offered-filter-options'
import { productsQueryOptions, useProducts } from '../../features/catalog/api/get-products'
import { CategoryHeader } from '../../features/catalog/components/category-header'
import { ProductBrowser } from '../../features/catalog/components/product-browser'
import { categoryHref } from '../../features/catalog/links'
import { notFoundOr } from '../../features/catalog/not-found'
import {
  canonicalListSearch,
  parseProductFilters,
  productListParams,
} from '../../features/catalog/product-filters'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { queryClientContext } from '../../lib/query-client'
import { categoryMeta, categorySeo } from '../../features/catalog/category-seo'
import type { Route } from './+types/category'

async function loadCategory({ context, params, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const filters = parseProductFilters(url.searchParams)
  const products = productsQueryOptions(productListParams(filters, params.slug))
  const options = filterOptionsQueries({ ...filters, category: params.slug })
  const [category] = await Promise.all([
    queryClient.fetchQuery(categoryQueryOptions(params.slug)).catch((error: unknown) => {
      throw notFoundOr(error, { message: catalogMessages.categoryNotFound, path: url.pathname })
    }),
    queryClient.prefetchQuery(products),
    ...options.map((query) => queryClient.prefetchQuery(query)),
  ])
  return { queryClient, category, products, options }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, category, products, options } = await loadCategory(args)
  const dehydratedState = await prefetchQueries(queryClient, [
    categoryQueryOptions(args.params.slug),
    products,
    ...options,
  ])
  return { dehydratedState, seo: categorySeo(category) }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { category } = await loadCategory(args)
  return { seo: categorySeo(category) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return []
  const filters = parseProductFilters(new URLSearchParams(location.search))
  return categoryMeta(matches, loaderData.seo, canonicalListSearch({ ...filters, category: null }))
}

export default function CategoryPage({ params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  // The category is the one in the path; a `category` in the query string means nothing here.
  const filters = useMemo(
    () => ({ ...parseProductFilters(searchParams), category: null }),
    [searchParams],
  )
  const { data: category } = useCategory(params.slug)
  const products = useProducts(productListParams(filters, params.slug))
  const options = useFilterOptions({ ...filters, category: params.slug })
  if (!category) return null

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          ...category.breadcrumb.map((crumb, index) => ({
            name: crumb.name,
            to: index < category.breadcrumb.length - 1 ? categoryHref(crumb.slug) : undefined,
          })),
        ]}
      />
      <CategoryHeader category={category} />
      <ProductBrowser
        path={pathname}
        filters={filters}
        result={products.data}
        updating={products.isPlaceholderData}
        failed={products.isError}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
        options={options}
      />
    </div>
  )
}
