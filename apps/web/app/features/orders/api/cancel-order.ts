import { apiPaths, fillPath, type OrderDetail } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { orderQueryOptions } from './get-order'

export function cancelOrder(api: ApiClient, code: string, reason?: string) {
  return api.post<OrderDetail>(fillPath(apiPaths.orderCancel, { code }), reason ? { reason } : {})
}

/** A customer cancels a pending order: its stock and voucher use come back. */
export function useCancelOrder(code: string) {
  return useMutation({
    mutationFn: (reason: string | undefined, { client }) =>
      cancelOrder(apiOf(client), code, reason),
    onSuccess: async (order, _reason, _context, { client }) => {
      client.setQueryData(orderQueryOptions({ code }).queryKey, order)
      await client.invalidateQueries({ queryKey: ['orders'] })
    },
  })
}
