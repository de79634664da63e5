import {
  adminPaths,
  adminUrl,
  type StockAdjustmentRequest,
  type StockAdjustmentResponse,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { stockQueryKey } from './get-stock-ledger'

/** Adjusts one product's (or variant's) stock; the ledger and the low-stock list are asked again. */
export function useAdjustStock() {
  return useMutation({
    mutationFn: (
      { productId, body }: { productId: number; body: StockAdjustmentRequest },
      { client },
    ) =>
      adminApiOf(client).post<StockAdjustmentResponse>(
        adminUrl(adminPaths.stockAdjustments, { id: productId }),
        body,
      ),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: stockQueryKey }),
  })
}
