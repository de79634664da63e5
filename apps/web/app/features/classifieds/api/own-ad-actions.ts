import { apiPaths, fillPath, type OwnClassifiedAd } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { refreshAfterOwnAdChange } from './own-ads'

/** What the owner can do to an ad from the list; each answers the ad as it now is. */
export type OwnAdAction = 'hide' | 'show' | 'renew'

const PATHS: Record<OwnAdAction, string> = {
  hide: apiPaths.ownClassifiedAdHide,
  show: apiPaths.ownClassifiedAdShow,
  renew: apiPaths.ownClassifiedAdRenew,
}

export function changeOwnAd(api: ApiClient, id: number, action: OwnAdAction) {
  return api.post<OwnClassifiedAd>(fillPath(PATHS[action], { id }))
}

/** Hides, shows or renews (30 more days) an ad; the lists, own and public, are read again. */
export function useChangeOwnAd(id: number) {
  return useMutation({
    mutationFn: (action: OwnAdAction, { client }) => changeOwnAd(apiOf(client), id, action),
    onSuccess: (_ad, _action, _context, { client }) => refreshAfterOwnAdChange(client),
  })
}
