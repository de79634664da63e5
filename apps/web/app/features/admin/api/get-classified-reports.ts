import { type AdminClassifiedReportPage, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { classifiedsQueryKey } from './get-classified-ads'

/** One page of the reports inbox: ads with their reports of one status, and each status's count. */
export function classifiedReportsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...classifiedsQueryKey, 'reports', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminClassifiedReportPage>(adminUrl(adminPaths.classifiedReports), {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useClassifiedReports(query: Record<string, string>) {
  return useQuery(classifiedReportsQueryOptions(query))
}
