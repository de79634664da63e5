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
import { refreshAfterOwnAdChange } from './own-ads'

export function saveOwnAd(api: ApiClient, body: ClassifiedAdInput, id?: number) {
  return id === undefined
    ? api.post<OwnClassifiedAdDetail>(apiPaths.ownClassifiedAds, body)
    : api.put<OwnClassifiedAdDetail>(fillPath(apiPaths.ownClassifiedAd, { id }), body)
}

/**
 * Posts a new ad, or replaces the ad `id`; the customer's lists are read again, the public ones
 * when next shown.
 */
export function useSaveOwnAd(userId: number, id?: number) {
  return useMutation({
    mutationFn: (body: ClassifiedAdInput, { client }) => saveOwnAd(apiOf(client), body, id),
    onSuccess: async (saved, _body, _context, { client }) => {
      const { queryKey } = ownAdQueryOptions(userId, saved.id)
      client.setQueryData(queryKey, saved)
      await refreshAfterOwnAdChange(client, queryKey)
    },
  })
}
