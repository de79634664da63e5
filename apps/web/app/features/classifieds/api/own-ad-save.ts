import {
  apiPaths,
  type ClassifiedAdInput,
  fillPath,
  type OwnClassifiedAdDetail,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { ownAdQueryOptions } from './own-ad'

export function saveOwnAd(api: ApiClient, body: ClassifiedAdInput, id?: number) {
  return id === undefined
    ? api.post<OwnClassifiedAdDetail>(apiPaths.ownClassifiedAds, body)
    : api.put<OwnClassifiedAdDetail>(fillPath(apiPaths.ownClassifiedAd, { id }), body)
}

/**
 * Posts a new ad, or replaces the ad `id`. Every classifieds list is read again afterwards: the
 * customer's own and the public ones the ad now appears in.
 */
export function useSaveOwnAd(userId: number, id?: number) {
  return useMutation({
    mutationFn: (body: ClassifiedAdInput, { client }) => saveOwnAd(apiOf(client), body, id),
    onSuccess: async (saved, _body, _context, { client }) => {
      client.setQueryData(ownAdQueryOptions(userId, saved.id).queryKey, saved)
      await client.invalidateQueries({ queryKey: ['classifieds'] })
    },
  })
}
