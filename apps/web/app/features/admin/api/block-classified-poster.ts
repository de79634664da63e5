import {
  type AdminClassifiedBlockRequest,
  type AdminClassifiedPoster,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshClassifieds } from './get-classified-ads'

/** Stops a poster from posting, editing or renewing ads, with the reason they are shown. */
export function useBlockClassifiedPoster() {
  return useMutation({
    mutationFn: (
      { userId, body }: { userId: number; body: AdminClassifiedBlockRequest },
      { client },
    ) =>
      adminApiOf(client).post<AdminClassifiedPoster>(
        adminUrl(adminPaths.classifiedPosterBlock, { user_id: userId }),
        body,
      ),
    onSettled: (_poster, _error, _vars, _result, { client }) => refreshClassifieds(client),
  })
}

export function useUnblockClassifiedPoster() {
  return useMutation({
    mutationFn: (userId: number, { client }) =>
      adminApiOf(client).post<AdminClassifiedPoster>(
        adminUrl(adminPaths.classifiedPosterUnblock, { user_id: userId }),
      ),
    onSettled: (_poster, _error, _id, _result, { client }) => refreshClassifieds(client),
  })
}
