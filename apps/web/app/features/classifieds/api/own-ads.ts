import {
  apiPaths,
  type ClassifiedStatus,
  classifiedStatuses,
  type OwnClassifiedAdList,
} from '@phiencho/contracts'
import {
  hashKey,
  keepPreviousData,
  type Query,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useQuery,
} from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { prefetchQueries } from '../../../lib/dehydrate-queries'
import { readPageNumber } from '../../../lib/page-number'
import { apiOf } from '../../../lib/query-client'

export const OWN_ADS_PER_PAGE = 10

export interface OwnAdsInput {
  page: number
  status?: ClassifiedStatus | undefined
}

/** Every query about the customer's own ads starts with this key: mutations invalidate it. */
export const ownAdsKey = (userId: number) => ['classifieds', 'own', userId] as const

export function getOwnAds(api: ApiClient, input: OwnAdsInput, signal?: AbortSignal) {
  return api.get<OwnClassifiedAdList>(apiPaths.ownClassifiedAds, {
    signal,
    query: { page: input.page, per_page: OWN_ADS_PER_PAGE, status: input.status },
  })
}

/** The customer's ads whatever their status, newest first, optionally of one status. */
export function ownAdsQueryOptions(userId: number, input: OwnAdsInput) {
  return queryOptions({
    queryKey: [...ownAdsKey(userId), 'list', input.page, input.status ?? null] as const,
    queryFn: ({ client, signal }) => getOwnAds(apiOf(client), input, signal),
  })
}

export function useOwnAds(userId: number, input: OwnAdsInput) {
  return useQuery({ ...ownAdsQueryOptions(userId, input), placeholderData: keepPreviousData })
}

/** `?status=` of the list: one of the contract's statuses, else every ad. */
export function readStatusFilter(params: URLSearchParams): ClassifiedStatus | undefined {
  const raw = params.get('status')
  return (classifiedStatuses as readonly string[]).includes(raw ?? '')
    ? (raw as ClassifiedStatus)
    : undefined
}

/** Loader helper: the page and status the address asks for. */
export function prefetchOwnAds(queryClient: QueryClient, userId: number, url: URL) {
  const input = {
    page: readPageNumber(url.searchParams),
    status: readStatusFilter(url.searchParams),
  }
  return prefetchQueries(queryClient, [ownAdsQueryOptions(userId, input)])
}

/**
 * After a change to one of the customer's ads: the lists on screen (theirs) are read again at
 * once; every other classifieds copy (public lists, topics and their counts, ad pages) is only
 * marked stale and read when next shown. `keep`, the copy the answer has just stored, stays.
 */
export async function refreshAfterOwnAdChange(client: QueryClient, keep?: QueryKey) {
  const kept = keep ? hashKey(keep) : null
  const predicate = (query: Query) => query.queryHash !== kept
  await client.invalidateQueries({ queryKey: ['classifieds'], refetchType: 'none', predicate })
  await client.refetchQueries({ queryKey: ['classifieds', 'own'], type: 'active', predicate })
}
