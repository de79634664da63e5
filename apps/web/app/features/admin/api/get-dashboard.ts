import { adminPaths, adminUrl, type Dashboard } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import type { DashboardRangeQuery } from '../dashboard/dashboard-range'
import { adminQueryKey } from './get-admin-me'

export const dashboardQueryKey = [...adminQueryKey, 'dashboard'] as const

export function dashboardQueryOptions(range: DashboardRangeQuery) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, range],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<Dashboard>(adminUrl(adminPaths.dashboard), {
        query: { ...range },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** The figures of a range; disabled (no request) when the address holds no valid range. */
export function useDashboard(range: DashboardRangeQuery | null) {
  return useQuery({
    ...dashboardQueryOptions(range ?? { range: '7d' }),
    enabled: range !== null,
  })
}
