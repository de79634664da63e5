import { apiPaths, type BrandList, PER_PAGE_MAX, type StoreList } from '@phiencho/contracts'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

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

/** What the page's address chose: the category scopes the options, the rest must stay visible. */
export interface ChosenFilters {
  category: string | null | undefined
  brands: readonly string[]
  store: string | null | undefined
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

/** A brand or shop was chosen beside a category, which may not sell it: its name is in the full lists. */
const needsFullLists = (chosen: ChosenFilters) =>
  Boolean(chosen.category && (chosen.brands.length || chosen.store))

/** The queries `useFilterOptions` reads, for a loader to fetch before rendering. */
export function filterOptionsQueries(chosen: ChosenFilters) {
  const scoped = filterOptionsQueryOptions(chosen.category ?? undefined)
  return needsFullLists(chosen) ? [scoped, filterOptionsQueryOptions()] : [scoped]
}

function withChosenFirst(
  offered: FilterOption[],
  chosen: readonly string[],
  all: FilterOption[] | undefined,
): FilterOption[] {
  const missing = chosen.filter((slug) => !offered.some((option) => option.slug === slug))
  if (!missing.length) return offered
  const named = missing.map(
    (slug) => all?.find((option) => option.slug === slug) ?? { name: slug, slug },
  )
  return [...named, ...offered]
}

/**
 * The category's options, with whatever the address chose that the category lacks put first, so
 * that the form shows every filter in force and each can be unset (`?brand=bitis` on the keyboard
 * page narrows it to nothing; the Biti's box must be there, ticked).
 */
export function offeredOptions(
  scoped: FilterOptions,
  all: FilterOptions | undefined,
  chosen: ChosenFilters,
): FilterOptions {
  return {
    brands: withChosenFirst(scoped.brands, chosen.brands, all?.brands),
    stores: withChosenFirst(scoped.stores, chosen.store ? [chosen.store] : [], all?.stores),
  }
}

export function useFilterOptions(chosen: ChosenFilters): FilterOptions | undefined {
  const scoped = useQuery(filterOptionsQueryOptions(chosen.category ?? undefined))
  const all = useQuery({ ...filterOptionsQueryOptions(), enabled: needsFullLists(chosen) })
  const { category, brands, store } = chosen
  return useMemo(
    () => scoped.data && offeredOptions(scoped.data, all.data, { category, brands, store }),
    [scoped.data, all.data, category, brands, store],
  )
}

/** What `useFilterOptions` gives, read from the cache a loader filled (undefined if it failed). */
export function cachedFilterOptions(
  queryClient: QueryClient,
  chosen: ChosenFilters,
): FilterOptions | undefined {
  const [scoped, all] = filterOptionsQueries(chosen)
  const offered = scoped && queryClient.getQueryData(scoped.queryKey)
  return offered && offeredOptions(offered, all && queryClient.getQueryData(all.queryKey), chosen)
}
