import { type AddressList, apiPaths } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getAddresses(api: ApiClient, signal?: AbortSignal) {
  return api.get<AddressList>(apiPaths.addresses, { signal })
}

/** The customer's address book, default first; keyed by user like every personal query. */
export function addressesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['addresses', userId] as const,
    queryFn: ({ client, signal }) => getAddresses(apiOf(client), signal),
  })
}

export function useAddresses(userId: number | null) {
  return useQuery({ ...addressesQueryOptions(userId ?? 0), enabled: userId !== null })
}
