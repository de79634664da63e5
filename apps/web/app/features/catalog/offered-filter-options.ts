import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import {
  type FilterOption,
  type FilterOptions,
  filterOptionsQueryOptions,
} from './api/get-filter-options'

// Kept out of api/get-filter-options, which is in every page's first load (the `shell` chunk):
// only the pages with a filter form need this.

/** What the page's address chose: the category scopes the options, the rest must stay visible. */
export interface ChosenFilters {
  category: string | null | undefined
  brands: readonly string[]
  store: string | null | undefined
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
