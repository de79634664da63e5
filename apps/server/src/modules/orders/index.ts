export { ordersRoutes as default } from './orders.routes.ts'
export { newOrderCode } from './order-code.ts'
export { orderConfirmationMail, type OrderUpdate, orderUpdateMail } from './order-mail.ts'
export { ordersAdminRoutes } from './orders.admin.routes.ts'
export { getConsoleOrder } from './admin-orders.service.ts'
export { actionRefusal, allowedActions, assertActionAllowed } from './order-actions.ts'
export { orderLookupLimit, orderViewer } from './order-viewer.ts'
export {
  GUEST_ORDER_LINK_DAYS,
  guestOrderToken,
  guestOrderTokenOpens,
  orderPageUrl,
} from './guest-order-link.ts'
export {
  buildOrderDetail,
  changeOrderStatus,
  changePaymentStatus,
  findOrderById,
  findOrderForViewer,
  findOrderIdByIdempotencyKey,
  findOrderItems,
  findOrderRowByCode,
  findSettledOrderIds,
  insertHistory,
  latestHistoryId,
  lockOrder,
  lockPendingOrdersSkipLocked,
  type NewOrder,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  setRefundAmount,
  setShipment,
  shipmentOf,
  toOrderDetail,
  type Viewer,
} from './orders.service.ts'
// The orders module keeps the payment attempts of an order: an order's detail shows when its
// payment is due, and the payments module (instructions, gateways) builds on top of it.
export {
  closePendingPayments,
  dueAtOf,
  findLatestPayment,
  findOverdueOrderIds,
  findPaymentByReference,
  insertPayment,
  type PaymentAttempt,
  type PaymentRow,
  settlePayment,
} from './payments.repository.ts'
export { order_items, order_state_counts, order_status_history, orders } from './orders.tables.ts'
