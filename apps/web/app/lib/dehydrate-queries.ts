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
 * Loader helper: fetch these queries into the request's cache (failures stay out of it) and hand
 * back only them, dehydrated, for the page to hydrate from.
 */
export async function prefetchQueries(
  queryClient: QueryClient,
  queries: Prefetchable[],
): Promise<DehydratedState> {
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
  const hashes = new Set(queries.map((query) => hashKey(query.queryKey)))
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      hashes.has(query.queryHash) && query.state.status === 'success',
  })
}

export function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as DehydratedState).queries) &&
    Array.isArray((value as DehydratedState).mutations)
  )
}
