export { ordersRoutes as default } from './orders.routes.ts'
export { newOrderCode } from './order-code.ts'
export { orderConfirmationMail } from './order-mail.ts'
export { orderLookupLimit, orderViewer } from './order-viewer.ts'
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
  lockOrder,
  lockPendingOrdersSkipLocked,
  type NewOrder,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
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
export { order_items, order_status_history, orders } from './orders.tables.ts'
