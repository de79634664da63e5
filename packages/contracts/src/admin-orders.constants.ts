// Plain values of the back-office order console, without zod: tabs, carriers, actions, limits and
// messages (ADR 037).

import type { Permission } from './admin.constants.ts'
import type { OrderStatus, PaymentStatus } from './orders.constants.ts'
import type { PaymentMethod } from './payments.constants.ts'

/** Rows a console page holds; the page size is fixed. */
export const ADMIN_ORDERS_PER_PAGE = 20
/**
 * Tab counts and list totals count up to this many orders, then stop: a count above it reads
 * "more than 10.000". The last page reachable is the one this cap fills.
 */
export const ADMIN_ORDER_COUNT_CAP = 10_000
export const ADMIN_ORDERS_PAGE_MAX = ADMIN_ORDER_COUNT_CAP / ADMIN_ORDERS_PER_PAGE
export const ADMIN_ORDER_SEARCH_MAX = 100
/** The console's filters besides the search, named in the address as in the API's query. */
export const ADMIN_ORDER_FILTERS = [
  'status',
  'payment_method',
  'payment_status',
  'shipping_method',
  'province_code',
  'from',
  'to',
  'voucher_code',
  'total_min',
  'total_max',
] as const
/** Orders one bulk request may act on. */
export const ORDER_BULK_MAX = 100
export const ORDER_NOTE_MAX = 1000
export const TRACKING_CODE_MAX = 50
/** The most an order's total can be (PostgreSQL bigint holds more; no order comes near). */
export const ORDER_TOTAL_MAX = 100_000_000_000

/** Which orders a tab holds: every listed condition must hold (an absent one does not filter). */
export interface OrderTabDefinition {
  label: string
  status?: readonly OrderStatus[]
  payment_method?: readonly PaymentMethod[]
  payment_status?: readonly PaymentStatus[]
}

/** The saved tabs of the console, in the order they are shown. */
export const orderTabs = {
  'cho-xac-nhan': { label: 'Chờ xác nhận', status: ['pending'] },
  'cho-kiem-tra-chuyen-khoan': {
    label: 'Chờ kiểm tra chuyển khoản',
    payment_method: ['bank_transfer'],
    payment_status: ['unpaid'],
    status: ['pending', 'confirmed', 'shipping', 'delivered', 'completed'],
  },
  'cho-lay-hang': { label: 'Chờ lấy hàng', status: ['confirmed'] },
  'dang-giao': { label: 'Đang giao', status: ['shipping'] },
  'cod-chua-thu': {
    label: 'COD chưa thu tiền',
    payment_method: ['cod'],
    payment_status: ['unpaid'],
    status: ['delivered', 'completed'],
  },
  'hoan-thanh': { label: 'Hoàn thành', status: ['completed'] },
  'da-huy': { label: 'Đã hủy', status: ['cancelled'] },
  'tat-ca': { label: 'Tất cả' },
} as const satisfies Record<string, OrderTabDefinition>
export type OrderTab = keyof typeof orderTabs
export const ORDER_TABS = Object.keys(orderTabs) as [OrderTab, ...OrderTab[]]

export const adminOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const
export type AdminOrderSort = (typeof adminOrderSorts)[number]

/**
 * The carriers an order is handed to. `tracking_url` is the carrier's public tracking page;
 * `{code}` stands for the tracking code where the page takes it in its address. Where we do not
 * know such an address for sure, the link goes to the carrier's site, where the code is typed in.
 */
export const carriers = {
  ghn: { name: 'GHN (Giao Hàng Nhanh)', tracking_url: 'https://donhang.ghn.vn/?order_code={code}' },
  ghtk: { name: 'GHTK (Giao Hàng Tiết Kiệm)', tracking_url: 'https://giaohangtietkiem.vn/' },
  viettel_post: { name: 'Viettel Post', tracking_url: 'https://viettelpost.com.vn/' },
  jt_express: { name: 'J&T Express', tracking_url: 'https://jtexpress.vn/' },
  spx_express: { name: 'SPX Express', tracking_url: 'https://spx.vn/' },
  vnpost: { name: 'VNPost (Bưu điện Việt Nam)', tracking_url: 'https://vnpost.vn/' },
  other: { name: 'Khác', tracking_url: null },
} as const satisfies Record<string, { name: string; tracking_url: string | null }>
export type Carrier = keyof typeof carriers
export const CARRIERS = Object.keys(carriers) as [Carrier, ...Carrier[]]

/** The public tracking link of a parcel, or null when the carrier has none. */
export function trackingUrl(carrier: Carrier, code: string): string | null {
  const template: string | null = carriers[carrier].tracking_url
  return template === null ? null : template.replace('{code}', encodeURIComponent(code))
}

export const orderNoteVisibilities = ['private', 'customer'] as const
export type OrderNoteVisibility = (typeof orderNoteVisibilities)[number]

/**
 * What staff do to an order, each with the permission it needs and the audit action it writes.
 * `to` is the status it moves the order to; payment actions name the payment change instead.
 */
export const orderActions = {
  confirm: { label: 'Xác nhận đơn', permission: 'order:write', to: 'confirmed' },
  hand_over: { label: 'Giao cho đơn vị vận chuyển', permission: 'order:write', to: 'shipping' },
  deliver: { label: 'Đã giao hàng', permission: 'order:write', to: 'delivered' },
  complete: { label: 'Hoàn thành', permission: 'order:write', to: 'completed' },
  cancel: { label: 'Hủy đơn', permission: 'order:cancel', to: 'cancelled' },
  transfer_received: {
    label: 'Đã nhận chuyển khoản',
    permission: 'order:payment',
    payment: ['bank_transfer', 'unpaid', 'paid'],
  },
  cod_collected: {
    label: 'Đã thu tiền COD',
    permission: 'order:payment',
    payment: ['cod', 'unpaid', 'paid'],
  },
  refund: {
    label: 'Ghi nhận hoàn tiền',
    permission: 'order:payment',
    payment: [null, 'paid', 'refunded'],
  },
} as const satisfies Record<
  string,
  { label: string; permission: Permission } & (
    { to: OrderStatus } | { payment: readonly [PaymentMethod | null, PaymentStatus, PaymentStatus] }
  )
>
export type OrderAction = keyof typeof orderActions
export const ORDER_ACTIONS = Object.keys(orderActions) as [OrderAction, ...OrderAction[]]
/** The actions a bulk request may run. */
export const bulkOrderActions = ['confirm', 'hand_over'] as const satisfies readonly OrderAction[]
export type BulkOrderAction = (typeof bulkOrderActions)[number]

/** Who made a timeline entry, when it was not a staff member named by the entry. */
export const CUSTOMER_ACTOR = 'Khách hàng'
export const SYSTEM_ACTOR = 'Hệ thống'

export const adminOrderMessages = {
  tab: 'Tab đơn hàng không hợp lệ.',
  status: 'Trạng thái đơn hàng không hợp lệ.',
  paymentMethod: 'Phương thức thanh toán không hợp lệ.',
  paymentStatus: 'Trạng thái thanh toán không hợp lệ.',
  shippingMethod: 'Phương thức vận chuyển không hợp lệ.',
  province: 'Mã tỉnh/thành không hợp lệ.',
  date: 'Ngày phải có dạng YYYY-MM-DD.',
  dateRange: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.',
  voucher: 'Mã giảm giá không hợp lệ.',
  total: 'Tổng tiền phải là số nguyên không âm.',
  totalRange: 'Tổng tiền tối thiểu phải nhỏ hơn hoặc bằng tổng tiền tối đa.',
  search: `Từ khóa tìm kiếm tối đa ${ADMIN_ORDER_SEARCH_MAX} ký tự.`,
  sort: 'Cách sắp xếp không hợp lệ.',
  page: `Trang phải là số nguyên từ 1 đến ${ADMIN_ORDERS_PAGE_MAX}.`,
  note: `Ghi chú không được để trống và tối đa ${ORDER_NOTE_MAX} ký tự.`,
  visibility: 'Vui lòng chọn ghi chú nội bộ hoặc ghi chú cho khách.',
  carrier: 'Vui lòng chọn đơn vị vận chuyển trong danh sách.',
  trackingCode: `Vui lòng nhập mã vận đơn (tối đa ${TRACKING_CODE_MAX} ký tự, chữ, số, dấu gạch).`,
  cancelReason: 'Vui lòng nhập lý do hủy (tối đa 255 ký tự).',
  refundAmount: 'Số tiền hoàn phải là số nguyên dương.',
  refundTooLarge: 'Số tiền hoàn không được lớn hơn số tiền đã thanh toán.',
  actionNote: 'Ghi chú không được dài quá 500 ký tự.',
  bulkCodes: `Vui lòng chọn từ 1 đến ${ORDER_BULK_MAX} đơn hàng.`,
  bulkAction: 'Thao tác hàng loạt chỉ gồm xác nhận đơn và giao cho đơn vị vận chuyển.',
  notThisPaymentMethod: 'Đơn hàng này không dùng phương thức thanh toán đó.',
  confirmedByPhone: 'Đã gọi xác nhận.',
} as const
