import { type AdminPartnerPage, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const partnersQueryKey = [...adminQueryKey, 'partner-applications'] as const

/** One page of a tab of partner applications, with every tab's count under the search. */
export function partnersQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...partnersQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminPartnerPage>(adminUrl(adminPaths.partnerApplications), {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function usePartnerApplications(query: Record<string, string>) {
  return useQuery(partnersQueryOptions(query))
}

/** Read after every decision, failed ones included (a 409: someone else decided first). */
export function refreshPartners(client: QueryClient) {
  return client.invalidateQueries({ queryKey: partnersQueryKey })
}
