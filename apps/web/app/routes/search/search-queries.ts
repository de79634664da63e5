import type { QueryClient } from '@tanstack/react-query'

import { categoriesQueryOptions } from '../../features/catalog/api/get-categories'
import {
  type ProductListParams,
  productsQueryOptions,
} from '../../features/catalog/api/get-products'
import { searchFacetsQueryOptions } from '../../features/search/api/get-search-facets'
import { searchResultsQueryOptions } from '../../features/search/api/get-search-results'
import {
  searchApiQuery,
  type SearchUrlState,
  searchSummaryQuery,
} from '../../features/search/search-url'

/** Best sellers, shown when there is nothing (yet) to show for a search. */
export const POPULAR_PRODUCTS: ProductListParams = { page: 1, per_page: 10, sort: 'best_selling' }

interface Prefetchable {
  queryKey: readonly unknown[]
}

/** Categories and best sellers: where to go on when a search found nothing, or none was asked. */
async function prefetchFallback(queryClient: QueryClient): Promise<Prefetchable[]> {
  const categories = categoriesQueryOptions()
  const popular = productsQueryOptions(POPULAR_PRODUCTS)
  await Promise.all([queryClient.prefetchQuery(categories), queryClient.prefetchQuery(popular)])
  return [categories, popular]
}

/**
 * The queries the search page renders from, fetched into the cache for its loaders: the open
 * tab's results, the plain search that counts all three tabs, the brands and shops among the
 * results (the filter choices) and, when
 * nothing was found, the fallback lists.
 */
export async function searchPageQueries(
  queryClient: QueryClient,
  state: SearchUrlState,
): Promise<Prefetchable[]> {
  if (!state.q) return prefetchFallback(queryClient)
  const main = searchResultsQueryOptions(searchApiQuery(state))
  const summary = searchResultsQueryOptions(searchSummaryQuery(state.q))
  const queries: Prefetchable[] = [main, summary]
  const loading = [queryClient.prefetchQuery(main), queryClient.prefetchQuery(summary)]
  if (state.type === 'products') {
    const categories = categoriesQueryOptions()
    const facets = searchFacetsQueryOptions(state.q, state.filters)
    queries.push(categories, facets)
    loading.push(queryClient.prefetchQuery(categories), queryClient.prefetchQuery(facets))
  }
  await Promise.all(loading)
  const found = queryClient.getQueryData(summary.queryKey)
  if (found && foundNothing(found)) queries.push(...(await prefetchFallback(queryClient)))
  return queries
}

interface Counted {
  meta: { total: number }
}

export function foundNothing(result: {
  products: Counted | null
  stores: Counted | null
  brands: Counted | null
}): boolean {
  return [result.products, result.stores, result.brands].every(
    (section) => (section?.meta.total ?? 0) === 0,
  )
}
