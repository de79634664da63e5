import {
  type AdminCustomerDetail,
  type AdminCustomerPage,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const customersQueryKey = [...adminQueryKey, 'customers'] as const

/** One page of the accounts under the search and status. */
export function customersQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminCustomerPage>(adminUrl(adminPaths.customers), { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useCustomers(query: Record<string, string>) {
  return useQuery(customersQueryOptions(query))
}

/** One account with its latest orders, addresses and figures. */
export function customerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'detail', id],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminCustomerDetail>(adminUrl(adminPaths.customer, { id }), {
        signal,
      }),
    retry: false,
  })
}

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id))
}

export function refreshCustomers(client: QueryClient) {
  return client.invalidateQueries({ queryKey: customersQueryKey })
}
