import { apiPaths, type CategoryTree } from '@phiencho/contracts'
import { hashKey, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getCategories(api: ApiClient, signal?: AbortSignal) {
  return api.get<CategoryTree>(apiPaths.categories, { signal })
}

/** The whole category tree (top level with their subcategories); it changes rarely. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'] as const,
    queryFn: ({ client, signal }) => getCategories(apiOf(client), signal),
    staleTime: 5 * 60_000,
  })
}

const TREE_HASH = hashKey(categoriesQueryOptions().queryKey)

/**
 * A page's queries less the category tree, for the state its server loader sends: the default
 * layout's loader sends the tree with every page under it (the header's menus), and a page that
 * sent it again would have the browser read it twice. The page's render still finds it in the
 * request's cache.
 */
export function withoutCategoryTree<Q extends { queryKey: QueryKey }>(queries: Q[]): Q[] {
  return queries.filter((query) => hashKey(query.queryKey) !== TREE_HASH)
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
