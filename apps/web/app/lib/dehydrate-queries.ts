import {
  dehydrate,
  type DehydratedState,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

interface Prefetchable {
  queryKey: QueryKey
}

/**
 * A loader's prefetched queries, dehydrated and written as JSON. React Router's stream would
 * otherwise walk the whole object graph value by value (a product page's cards, its description)
 * on every render, and the browser rebuild it the same way; as one string it is copied once and
 * the browser reads it with `JSON.parse`.
 */
export type DehydratedJson = string & { readonly __dehydrated: true }

/**
 * Loader helper: fetch these queries into the request's cache (failures stay out of it) and hand
 * back only them, dehydrated, for the page to hydrate from.
 */
export async function prefetchQueries(
  queryClient: QueryClient,
  queries: Prefetchable[],
): Promise<DehydratedJson> {
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
  const hashes = new Set(queries.map((query) => hashKey(query.queryKey)))
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      hashes.has(query.queryHash) && query.state.status === 'success',
  })
  return JSON.stringify(state) as DehydratedJson
}

/** The queries of a loader's `dehydratedState`; none when it holds something else. */
export function dehydratedQueries(value: unknown): DehydratedState['queries'] {
  if (typeof value !== 'string') return []
  const state = JSON.parse(value) as Partial<DehydratedState> | null
  return Array.isArray(state?.queries) ? state.queries : []
}
