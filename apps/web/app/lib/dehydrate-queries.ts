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
 * On the server, each state a loader just wrote, by its JSON: the render of the same request takes
 * it back instead of parsing the JSON again (a product page's is about 8 kB). Some are never
 * rendered (a `.data` request, a HEAD, an error), so entries leave after a few seconds and past a
 * bound, oldest first; a state not found is parsed, as in the browser.
 */
const writtenStates = new Map<string, { state: DehydratedState; at: number }>()
const WRITTEN_STATES_KEPT = 100
const WRITTEN_STATE_MS = 5_000

function keepWritten(json: string, state: DehydratedState) {
  const now = Date.now()
  for (const [key, entry] of writtenStates) {
    if (writtenStates.size < WRITTEN_STATES_KEPT && now - entry.at < WRITTEN_STATE_MS) break
    writtenStates.delete(key)
  }
  writtenStates.set(json, { state, at: now })
}

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
  const json = JSON.stringify(state) as DehydratedJson
  if (typeof window === 'undefined') keepWritten(json, state)
  return json
}

/** The queries of a loader's `dehydratedState`; none when it holds something else. */
export function dehydratedQueries(value: unknown): DehydratedState['queries'] {
  if (typeof value !== 'string') return []
  const written = writtenStates.get(value)
  if (written) {
    writtenStates.delete(value)
    return written.state.queries
  }
  const state = JSON.parse(value) as Partial<DehydratedState> | null
  return Array.isArray(state?.queries) ? state.queries : []
}
