import { type AdminClassifiedPage, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/** The queue, an ad's detail and the reports inbox: every moderation reads them all again. */
export const classifiedsQueryKey = [...adminQueryKey, 'classifieds'] as const

/** One page of a moderation tab, with every tab's count under the search and topic. */
export function classifiedAdsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...classifiedsQueryKey, 'ads', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminClassifiedPage>(adminUrl(adminPaths.classifiedAds), {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useClassifiedAds(query: Record<string, string>) {
  return useQuery(classifiedAdsQueryOptions(query))
}

/**
 * Read after every moderation, failed ones included: a 409 means someone else moved the ad
 * first, so the lists, counts and the open detail are read again either way.
 */
export function refreshClassifieds(client: QueryClient) {
  return client.invalidateQueries({ queryKey: classifiedsQueryKey })
}
