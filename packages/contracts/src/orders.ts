import './locale.ts'

import { z } from 'zod'

import { cart } from './cart.ts'
import { paginationQuery } from './catalog-query.ts'
import {
  CUSTOMER_ORDER_TABS,
  orderMessages,
  orderStatuses,
  paymentStatuses,
  shippingMethods,
} from './orders.constants.ts'
import { CARRIERS } from './admin-orders.constants.ts'
import { paginated } from './pagination.ts'
import { paymentMethods } from './payments.constants.ts'

const ORDER_CODE = /^PC\d{12}$/

export const orderCode = z
  .string({ error: orderMessages.code })
  .trim()
  .toUpperCase()
  .regex(ORDER_CODE, { error: orderMessages.code })

export const orderCodeParams = z.object({ code: orderCode })

/**
 * `GET /orders/{code}`: the owner reads it logged in; a guest order is read with the phone number
 * given at checkout (`?phone=0912345678`) or the signed token of the link in its mails (`?token=`).
 */
export const orderAccessQuery = z.object({
  phone: z.string().max(30).optional(),
  token: z.string().max(200).optional(),
})
export type OrderAccessQuery = z.infer<typeof orderAccessQuery>

export const orderListQuery = z.object({
  ...paginationQuery,
  status: z.enum(orderStatuses, { error: 'Trạng thái đơn hàng không hợp lệ.' }).optional(),
  /** A tab of the order history (`customerOrderTabs`): the statuses it holds. */
  tab: z.enum(CUSTOMER_ORDER_TABS, { error: 'Nhóm đơn hàng không hợp lệ.' }).optional(),
})
export type OrderListQuery = z.input<typeof orderListQuery>

/** The body may be left out. */
export const cancelOrderRequest = z
  .object({
    reason: z
      .string({ error: 'Lý do hủy không hợp lệ.' })
      .trim()
      .max(255, { error: 'Lý do hủy không được dài quá 255 ký tự.' })
      .optional(),
  })
  .nullish()

const note = z.string().trim().max(500, { error: 'Ghi chú không được dài quá 500 ký tự.' })

/** Admin: move an order along the state machine. */
export const orderStatusChangeRequest = z.object({
  status: z.enum(orderStatuses, { error: 'Trạng thái đơn hàng không hợp lệ.' }),
  note: note.optional(),
})
export type OrderStatusChangeRequest = z.input<typeof orderStatusChangeRequest>

/** Admin: record a payment (a bank transfer checked by hand, COD collected, a refund). */
export const paymentStatusChangeRequest = z.object({
  payment_status: z.enum(paymentStatuses, { error: 'Trạng thái thanh toán không hợp lệ.' }),
  note: note.optional(),
})
export type PaymentStatusChangeRequest = z.input<typeof paymentStatusChangeRequest>

export const orderItem = z.object({
  /** Null when the product was deleted since. */
  product_id: z.number().int().nullable(),
  /** The product's current slug, for a link; null when it is gone. */
  product_slug: z.string().nullable(),
  variant_id: z.number().int().nullable(),
  // Snapshot at order time.
  name: z.string(),
  variant_name: z.string().nullable(),
  sku: z.string(),
  image: z.string().nullable(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
})
export type OrderItem = z.infer<typeof orderItem>

export const orderHistoryEntry = z.object({
  /** Null for the first entry (order placed). */
  from_status: z.enum(orderStatuses).nullable(),
  to_status: z.enum(orderStatuses),
  note: z.string().nullable(),
  at: z.string(),
})

/** The parcel handed to a carrier. */
export const shipment = z.object({
  carrier: z.enum(CARRIERS),
  carrier_name: z.string(),
  tracking_code: z.string(),
  /** The carrier's public tracking page; null for "Khác". */
  tracking_url: z.string().nullable(),
})
export type Shipment = z.infer<typeof shipment>

/** A note the shop wrote for the customer to read. */
export const customerOrderNote = z.object({ body: z.string(), at: z.string() })

export const orderDetail = z.object({
  code: z.string(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.enum(paymentMethods),
  shipping_method: z.enum(shippingMethods),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  address: z.object({
    province_code: z.string(),
    province_name: z.string(),
    ward_code: z.string(),
    ward_name: z.string(),
    street: z.string(),
    /** `12 Lý Thường Kiệt, Phường Hoàn Kiếm, Thành phố Hà Nội` */
    full: z.string(),
  }),
  note: z.string().nullable(),
  items: z.array(orderItem),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping_fee: z.number().int(),
  /** subtotal − discount + shipping_fee. */
  total: z.number().int(),
  voucher_code: z.string().nullable(),
  /** Oldest first: the status timeline. */
  history: z.array(orderHistoryEntry),
  placed_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The customer may cancel it now (pending orders only). */
  can_cancel: z.boolean(),
  /** The customer may put its items back in the cart ("Mua lại": delivered or completed). */
  can_reorder: z.boolean(),
  /** An online payment not made by then cancels the order; null when nothing is due. */
  payment_due_at: z.string().nullable(),
  /** The carrier and tracking code once the order is handed over; null before. */
  shipment: shipment.nullable(),
  /** Notes the shop wrote for the customer, oldest first. */
  shop_notes: z.array(customerOrderNote),
})
export type OrderDetail = z.infer<typeof orderDetail>

export const orderSummary = z.object({
  code: z.string(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.enum(paymentMethods),
  total: z.number().int(),
  /** Units ordered. */
  item_count: z.number().int(),
  /** The first few lines, for the list. */
  items_preview: z.array(
    z.object({ name: z.string(), image: z.string().nullable(), quantity: z.number().int() }),
  ),
  placed_at: z.string(),
  can_cancel: z.boolean(),
  can_reorder: z.boolean(),
})
export type OrderSummary = z.infer<typeof orderSummary>

/** A page of the customer's orders, with how many orders each tab holds (all of them, not the page). */
export const orderPage = paginated(orderSummary).extend({
  counts: z.record(z.enum(CUSTOMER_ORDER_TABS), z.number().int()),
})
export type OrderPage = z.infer<typeof orderPage>

const reorderLine = z.object({ name: z.string(), variant_name: z.string().nullable() })

/** `POST /orders/{code}/reorder`: what went back into the cart and what could not. */
export const reorderResponse = z.object({
  /** Lines added; `quantity` is below `ordered` when stock or a limit left less room. */
  added: z.array(reorderLine.extend({ quantity: z.number().int(), ordered: z.number().int() })),
  /** Lines left out, each with the reason (no longer sold, sold out, the cart's limits). */
  skipped: z.array(reorderLine.extend({ reason: z.string() })),
  cart,
})
export type ReorderResponse = z.infer<typeof reorderResponse>
