import { apiPaths, fillPath } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { refreshAfterOwnAdChange } from './own-ads'

export function deleteOwnAd(api: ApiClient, id: number) {
  return api.delete<null>(fillPath(apiPaths.ownClassifiedAd, { id }))
}

/** Deletes an ad for good; it leaves the owner's list and the public pages. */
export function useDeleteOwnAd() {
  return useMutation({
    mutationFn: (id: number, { client }) => deleteOwnAd(apiOf(client), id),
    onSuccess: (_none, _variables, _context, { client }) => refreshAfterOwnAdChange(client),
  })
}
