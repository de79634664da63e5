import { apiPaths, fillPath, type OwnClassifiedAdDetail } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { ownAdsKey } from './own-ads'

export function getOwnAd(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.get<OwnClassifiedAdDetail>(fillPath(apiPaths.ownClassifiedAd, { id }), { signal })
}

/** One of the customer's ads with everything the edit form needs; another's answers 404. */
export function ownAdQueryOptions(userId: number, id: number) {
  return queryOptions({
    queryKey: [...ownAdsKey(userId), 'detail', id] as const,
    queryFn: ({ client, signal }) => getOwnAd(apiOf(client), id, signal),
  })
}

export function useOwnAd(userId: number, id: number) {
  return useQuery(ownAdQueryOptions(userId, id))
}
