import { adminPaths, adminUrl, type TwoFactorStatus } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const twoFactorStatusQueryKey = [...adminQueryKey, 'two-factor'] as const

/** The signed-in staff member's two-step sign-in, and whether the shop requires it. */
export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<TwoFactorStatus>(adminUrl(adminPaths.myTwoFactor), { signal }),
  })
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions())
}
