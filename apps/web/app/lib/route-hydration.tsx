import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { useMatches } from 'react-router'

import { dehydratedQueries } from './dehydrate-queries'

/**
 * Loaders return `{ dehydratedState }` (what they prefetched on the server, as JSON); this fills
 * the page's QueryClient with it, during SSR and before hydration alike, so both render the same
 * data.
 */
export function RouteHydration({ children }: { children: ReactNode }) {
  const matches = useMatches()
  const state = useMemo<DehydratedState>(() => {
    const queries = matches.flatMap((match) => {
      const data = match.loaderData
      if (typeof data !== 'object' || data === null || !('dehydratedState' in data)) return []
      return dehydratedQueries(data.dehydratedState)
    })
    return { queries, mutations: [] }
  }, [matches])
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>
}
