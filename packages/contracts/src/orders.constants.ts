// Plain values of the order contracts, without zod (see README.md).

export const orderStatuses = [
  'pending',
  'confirmed',
  'shipping',
  'delivered',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/**
 * The tabs of the customer's order history, in the order they are shown, each with the statuses it
 * holds. A refund is a payment status, not an order status: a refunded order stays in the tab of
 * its order status (a cancelled one under "Đã hủy", a delivered one under "Đã giao").
 */
export const customerOrderTabs = {
  'tat-ca': { label: 'Tất cả', statuses: orderStatuses },
  'cho-xac-nhan': { label: 'Chờ xác nhận', statuses: ['pending'] },
  'cho-lay-hang': { label: 'Chờ lấy hàng', statuses: ['confirmed'] },
  'dang-giao': { label: 'Đang giao', statuses: ['shipping'] },
  'da-giao': { label: 'Đã giao', statuses: ['delivered', 'completed'] },
  'da-huy': { label: 'Đã hủy', statuses: ['cancelled'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>
export type CustomerOrderTab = keyof typeof customerOrderTabs
export const CUSTOMER_ORDER_TABS = Object.keys(customerOrderTabs) as [
  CustomerOrderTab,
  ...CustomerOrderTab[],
]
/** The tab the address leaves out. */
export const DEFAULT_CUSTOMER_ORDER_TAB: CustomerOrderTab = 'tat-ca'

/** Orders whose items the customer may put back in the cart ("Mua lại"). */
export const reorderableStatuses: readonly OrderStatus[] = ['delivered', 'completed']

export const paymentStatuses = ['unpaid', 'paid', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

export const shippingMethods = ['standard', 'express'] as const
export type ShippingMethod = (typeof shippingMethods)[number]

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  shipping: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
}

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Chưa thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Thanh toán thất bại',
  refunded: 'Đã hoàn tiền',
}

export const shippingMethodLabels: Record<ShippingMethod, string> = {
  standard: 'Giao hàng tiêu chuẩn',
  express: 'Giao hàng nhanh',
}

/** The order state machine, enforced on the server; anything else answers 409. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipping', 'cancelled'],
  shipping: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
}

export const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid', 'failed'],
  failed: [],
  paid: ['refunded'],
  refunded: [],
}

export const orderMessages = {
  notFound: 'Không tìm thấy đơn hàng.',
  code: 'Mã đơn hàng không hợp lệ.',
  emptyCart: 'Giỏ hàng của bạn đang trống.',
  cartHasIssues:
    'Giỏ hàng có sản phẩm đã hết hàng, ngừng bán hoặc vượt số lượng còn lại. Vui lòng xem lại giỏ hàng.',
  outOfStock: (names: string[]) =>
    `Sản phẩm đã hết hàng hoặc không đủ số lượng: ${names.join(', ')}. Vui lòng xem lại giỏ hàng.`,
  // A flash sale's per-order limit, said by the cart (422 and a line's issue) and the checkout.
  // Here rather than in the cart's messages: only the server words them, and these constants stay
  // out of the scripts every shop page loads (apps/web/vite.config.ts).
  saleLimit: (max: number) => `Sản phẩm đang giảm giá chỉ được mua tối đa ${max} sản phẩm mỗi đơn.`,
  lineAboveSaleLimit: (max: number) =>
    `Sản phẩm đang giảm giá chỉ được mua tối đa ${max} sản phẩm mỗi đơn. Vui lòng giảm số lượng.`,
  aboveSaleLimit: (name: string, max: number) =>
    `Sản phẩm đang giảm giá chỉ được mua tối đa ${max} sản phẩm mỗi đơn: ${name}. Vui lòng giảm số lượng trong giỏ hàng.`,
  emailRequired: 'Vui lòng nhập email để nhận xác nhận đơn hàng.',
  idempotencyKey:
    'Thiếu hoặc sai khóa Idempotency-Key (8–100 ký tự chữ, số, dấu gạch ngang hoặc gạch dưới).',
  cancelOnlyPending: 'Chỉ hủy được đơn hàng đang chờ xác nhận.',
  reorderOnlyDelivered: 'Chỉ mua lại được đơn hàng đã giao.',
  illegalTransition: (from: string, to: string) =>
    `Không thể chuyển đơn hàng từ "${from}" sang "${to}".`,
  illegalPaymentTransition: (from: string, to: string) =>
    `Không thể chuyển trạng thái thanh toán từ "${from}" sang "${to}".`,
  cancelledByCustomer: 'Khách hàng hủy đơn.',
  cancelledByShop: 'Cửa hàng hủy đơn.',
  paidByVnpay: 'Đã thanh toán qua VNPay.',
  paymentExpired: 'Quá hạn thanh toán, đơn hàng tự động hủy.',
} as const
