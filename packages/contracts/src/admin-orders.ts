import './locale.ts'

import { z } from 'zod'

import { isoDay } from './calendar-day.ts'
import {
  ADMIN_ORDER_SEARCH_MAX,
  ADMIN_ORDERS_PAGE_MAX,
  adminOrderMessages,
  adminOrderSorts,
  CARRIERS,
  ORDER_ACTIONS,
  ORDER_BULK_MAX,
  ORDER_NOTE_MAX,
  ORDER_TABS,
  ORDER_TOTAL_MAX,
  orderNoteVisibilities,
  TRACKING_CODE_MAX,
} from './admin-orders.constants.ts'
import { queryInt } from './catalog-query.ts'
import { orderCode, orderDetail, shipment } from './orders.ts'
import { orderStatuses, paymentStatuses, shippingMethods } from './orders.constants.ts'
import { paginationMeta } from './pagination.ts'
import { paymentAttemptStatuses, paymentMethods } from './payments.constants.ts'

const day = isoDay(adminOrderMessages.date)

const total = queryInt(adminOrderMessages.total, 0, ORDER_TOTAL_MAX)

/**
 * `GET /admin/orders` and its CSV export: a tab, filters, search and sort. Every filter narrows
 * the tab counts too; the tab does not.
 */
export const adminOrderListQuery = z
  .object({
    tab: z.enum(ORDER_TABS, { error: adminOrderMessages.tab }).default('tat-ca'),
    status: z.enum(orderStatuses, { error: adminOrderMessages.status }).optional(),
    payment_method: z.enum(paymentMethods, { error: adminOrderMessages.paymentMethod }).optional(),
    payment_status: z.enum(paymentStatuses, { error: adminOrderMessages.paymentStatus }).optional(),
    shipping_method: z
      .enum(shippingMethods, { error: adminOrderMessages.shippingMethod })
      .optional(),
    province_code: z
      .string({ error: adminOrderMessages.province })
      .trim()
      .regex(/^\d{2}$/, { error: adminOrderMessages.province })
      .optional(),
    /** First day included, Vietnam time. */
    from: day.optional(),
    /** Last day included, Vietnam time. */
    to: day.optional(),
    voucher_code: z
      .string({ error: adminOrderMessages.voucher })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{1,32}$/, { error: adminOrderMessages.voucher })
      .optional(),
    total_min: total.optional(),
    total_max: total.optional(),
    /** Order code, phone, name or email; marks and case do not matter. */
    q: z
      .string({ error: adminOrderMessages.search })
      .trim()
      .max(ADMIN_ORDER_SEARCH_MAX, { error: adminOrderMessages.search })
      .optional(),
    sort: z.enum(adminOrderSorts, { error: adminOrderMessages.sort }).default('newest'),
    page: queryInt(adminOrderMessages.page, 1, ADMIN_ORDERS_PAGE_MAX).default(1),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: adminOrderMessages.dateRange })
    }
    if (
      query.total_min !== undefined &&
      query.total_max !== undefined &&
      query.total_min > query.total_max
    ) {
      ctx.addIssue({ code: 'custom', path: ['total_max'], message: adminOrderMessages.totalRange })
    }
  })
export type AdminOrderListQuery = z.output<typeof adminOrderListQuery>
/** The filters alone: what the tab counts and the export read. */
export type AdminOrderFilters = Omit<AdminOrderListQuery, 'page' | 'sort'>

export const adminOrderRow = z.object({
  code: z.string(),
  placed_at: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  province_name: z.string(),
  /** Units ordered. */
  item_count: z.number().int(),
  total: z.number().int(),
  payment_method: z.enum(paymentMethods),
  payment_status: z.enum(paymentStatuses),
  status: z.enum(orderStatuses),
  shipping_method: z.enum(shippingMethods),
  shipment: shipment.nullable(),
})
export type AdminOrderRow = z.infer<typeof adminOrderRow>

export const adminOrderList = z.object({
  data: z.array(adminOrderRow),
  /** `total` is the current tab's count. */
  meta: paginationMeta,
  /** Every tab's count under the current filters; a count above `count_cap` means "more than". */
  counts: z.record(z.enum(ORDER_TABS), z.number().int()),
  count_cap: z.number().int(),
})
export type AdminOrderList = z.infer<typeof adminOrderList>

export const adminPaymentAttempt = z.object({
  provider: z.enum(paymentMethods),
  amount: z.number().int(),
  status: z.enum(paymentAttemptStatuses),
  /** The transfer memo a bank transfer must carry (the order code). */
  memo: z.string().nullable(),
  /** Our transaction reference sent to VNPay (vnp_TxnRef). */
  reference: z.string().nullable(),
  /** VNPay's transaction number (vnp_TransactionNo). */
  provider_ref: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
})

export const timelineEntry = z.object({
  from_status: z.enum(orderStatuses).nullable(),
  to_status: z.enum(orderStatuses),
  /** A staff member's name, "Khách hàng" or "Hệ thống". */
  actor: z.string(),
  note: z.string().nullable(),
  at: z.string(),
})

export const staffOrderNote = z.object({
  id: z.number().int(),
  visibility: z.enum(orderNoteVisibilities),
  body: z.string(),
  author: z.string().nullable(),
  at: z.string(),
})
export type StaffOrderNote = z.infer<typeof staffOrderNote>

export const adminOrderDetail = orderDetail.extend({
  customer: z.object({
    /** Null for a guest order. */
    user_id: z.number().int().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    is_guest: z.boolean(),
  }),
  payments: z.array(adminPaymentAttempt),
  timeline: z.array(timelineEntry),
  staff_notes: z.array(staffOrderNote),
  refund_amount: z.number().int().nullable(),
  /** What this caller may do to the order now, so the page shows only those. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>

export const orderNoteRequest = z.object({
  visibility: z.enum(orderNoteVisibilities, { error: adminOrderMessages.visibility }),
  body: z
    .string({ error: adminOrderMessages.note })
    .trim()
    .min(1, { error: adminOrderMessages.note })
    .max(ORDER_NOTE_MAX, { error: adminOrderMessages.note }),
})
export type OrderNoteRequest = z.output<typeof orderNoteRequest>

const actionNote = z
  .string({ error: adminOrderMessages.actionNote })
  .trim()
  .max(500, { error: adminOrderMessages.actionNote })

const carrier = z.enum(CARRIERS, { error: adminOrderMessages.carrier })
const trackingCode = z
  .string({ error: adminOrderMessages.trackingCode })
  .trim()
  .min(1, { error: adminOrderMessages.trackingCode })
  .max(TRACKING_CODE_MAX, { error: adminOrderMessages.trackingCode })
  .regex(/^[A-Za-z0-9._-]+$/, { error: adminOrderMessages.trackingCode })

/** Confirm, delivered, completed, transfer received, COD collected: a note may go with it. */
export const orderActionRequest = z.object({ note: actionNote.optional() }).nullish()
export type OrderActionRequest = z.output<typeof orderActionRequest>

export const handOverRequest = z.object({
  carrier,
  tracking_code: trackingCode,
  note: actionNote.optional(),
})
export type HandOverRequest = z.output<typeof handOverRequest>

export const staffCancelRequest = z.object({
  reason: z
    .string({ error: adminOrderMessages.cancelReason })
    .trim()
    .min(1, { error: adminOrderMessages.cancelReason })
    .max(255, { error: adminOrderMessages.cancelReason }),
})
export type StaffCancelRequest = z.output<typeof staffCancelRequest>

export const refundRequest = z.object({
  amount: z
    .number({ error: adminOrderMessages.refundAmount })
    .int({ error: adminOrderMessages.refundAmount })
    .min(1, { error: adminOrderMessages.refundAmount })
    .max(ORDER_TOTAL_MAX, { error: adminOrderMessages.refundTooLarge }),
  note: actionNote.optional(),
})
export type RefundRequest = z.output<typeof refundRequest>

const bulkCodes = z
  .array(orderCode, { error: adminOrderMessages.bulkCodes })
  .min(1, { error: adminOrderMessages.bulkCodes })
  .max(ORDER_BULK_MAX, { error: adminOrderMessages.bulkCodes })
  .transform((codes) => [...new Set(codes)])

export const bulkOrderRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm'), codes: bulkCodes }),
    z.object({
      action: z.literal('hand_over'),
      carrier,
      /** One tracking code per order. */
      orders: z
        .array(z.object({ code: orderCode, tracking_code: trackingCode }), {
          error: adminOrderMessages.bulkCodes,
        })
        .min(1, { error: adminOrderMessages.bulkCodes })
        .max(ORDER_BULK_MAX, { error: adminOrderMessages.bulkCodes }),
    }),
  ],
  { error: adminOrderMessages.bulkAction },
)
export type BulkOrderRequest = z.output<typeof bulkOrderRequest>

export const bulkOrderResult = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      ok: z.boolean(),
      /** Why the order was left as it was; null when done. */
      message: z.string().nullable(),
    }),
  ),
})
export type BulkOrderResult = z.infer<typeof bulkOrderResult>
