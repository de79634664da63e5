import {
  type AdminOrderDetail,
  adminPaths,
  adminUrl,
  type BulkOrderRequest,
  type BulkOrderResult,
  type HandOverRequest,
  type OrderAction,
  type OrderNoteRequest,
  type RefundRequest,
  type StaffCancelRequest,
  type StaffOrderNote,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { ordersQueryKey } from './get-orders'

const actionPaths: Record<OrderAction, string> = {
  confirm: adminPaths.orderConfirm,
  hand_over: adminPaths.orderHandOver,
  deliver: adminPaths.orderDeliver,
  complete: adminPaths.orderComplete,
  cancel: adminPaths.orderCancel,
  transfer_received: adminPaths.orderTransferReceived,
  cod_collected: adminPaths.orderCodCollected,
  refund: adminPaths.orderRefund,
}

/** The body each action takes. */
export type OrderActionInput =
  | { action: 'confirm' | 'deliver' | 'complete' | 'transfer_received' | 'cod_collected' }
  | { action: 'hand_over'; body: HandOverRequest }
  | { action: 'cancel'; body: StaffCancelRequest }
  | { action: 'refund'; body: RefundRequest }

/** An order changed: its detail, the lists and the tab counts are asked again. */
function refreshOrders(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ordersQueryKey })
}

export function useOrderAction(code: string) {
  return useMutation({
    mutationFn: (input: OrderActionInput, { client }) =>
      adminApiOf(client).post<AdminOrderDetail>(
        adminUrl(actionPaths[input.action], { code }),
        'body' in input ? input.body : {},
      ),
    onSuccess: (_data, _input, _result, { client }) => refreshOrders(client),
  })
}

export function useAddOrderNote(code: string) {
  return useMutation({
    mutationFn: (body: OrderNoteRequest, { client }) =>
      adminApiOf(client).post<StaffOrderNote>(adminUrl(adminPaths.orderNotes, { code }), body),
    onSuccess: (_data, _body, _result, { client }) => refreshOrders(client),
  })
}

export function useBulkOrders() {
  return useMutation({
    mutationFn: (body: BulkOrderRequest, { client }) =>
      adminApiOf(client).post<BulkOrderResult>(adminUrl(adminPaths.ordersBulk), body),
    onSuccess: (_data, _body, _result, { client }) => refreshOrders(client),
  })
}
