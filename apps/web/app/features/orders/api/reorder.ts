import { apiPaths, fillPath, type ReorderResponse } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function reorder(api: ApiClient, code: string) {
  return api.post<ReorderResponse>(fillPath(apiPaths.orderReorder, { code }))
}

/** "Mua lại": a delivered order's lines go back in the cart, as far as stock allows. */
export function useReorder() {
  return useMutation({
    mutationFn: (code: string, { client }) => reorder(apiOf(client), code),
    // The cart page and the header's badge read the cart again.
    onSuccess: (_result, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: ['cart'] }),
  })
}
