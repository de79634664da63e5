import { apiPaths, type BrandList, PER_PAGE_MAX, type StoreList } from '@phiencho/contracts'
import { queryOptions } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export interface FilterOption {
  name: string
  slug: string
}

export interface FilterOptions {
  brands: FilterOption[]
  stores: FilterOption[]
}

const pick = ({ name, slug }: FilterOption): FilterOption => ({ name, slug })

/**
 * The brands and shops to filter by: the first (largest) page of each, in the shop's order; with a
 * category, only those selling in it (a keyboard page offers no shoe brands).
 */
export async function getFilterOptions(api: ApiClient, category?: string, signal?: AbortSignal) {
  const query = { per_page: PER_PAGE_MAX, category }
  const [brands, stores] = await Promise.all([
    api.get<BrandList>(apiPaths.brands, { query, signal }),
    api.get<StoreList>(apiPaths.stores, { query, signal }),
  ])
  return { brands: brands.data.map(pick), stores: stores.data.map(pick) } satisfies FilterOptions
}

export function filterOptionsQueryOptions(category?: string) {
  return queryOptions({
    queryKey: ['catalog', 'filter-options', category ?? null] as const,
    queryFn: ({ client, signal }) => getFilterOptions(apiOf(client), category, signal),
    staleTime: 5 * 60_000,
  })
}
