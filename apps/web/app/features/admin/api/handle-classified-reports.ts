import {
  type AdminClassifiedAdDetail,
  type AdminClassifiedReportsHandleRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshClassifieds } from './get-classified-ads'

/** Closes every open report of an ad, resolved (perhaps hiding it) or dismissed. */
export function useHandleClassifiedReports() {
  return useMutation({
    mutationFn: (
      { id, body }: { id: number; body: AdminClassifiedReportsHandleRequest },
      { client },
    ) =>
      adminApiOf(client).post<AdminClassifiedAdDetail>(
        adminUrl(adminPaths.classifiedAdReportsHandle, { id }),
        body,
      ),
    onSettled: (_ad, _error, _vars, _result, { client }) => refreshClassifieds(client),
  })
}
