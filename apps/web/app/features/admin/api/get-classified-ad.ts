import { type AdminClassifiedAdDetail, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { classifiedsQueryKey } from './get-classified-ads'

/** The whole ad (sanitised body, every image, every report), for the detail view. */
export function classifiedAdQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...classifiedsQueryKey, 'ad', id],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminClassifiedAdDetail>(adminUrl(adminPaths.classifiedAd, { id }), {
        signal,
      }),
    retry: false,
  })
}

export function useClassifiedAd(id: number, enabled: boolean) {
  return useQuery({ ...classifiedAdQueryOptions(id), enabled })
}
