import './locale.ts'

import { z } from 'zod'

import {
  ADMIN_CUSTOMER_STATUSES,
  adminCustomerMessages as m,
  CUSTOMER_LOCK_REASON_MAX,
} from './admin-customers.constants.ts'
import { queryInt, searchText } from './catalog-query.ts'
import { PAGE_MAX } from './catalog-query.constants.ts'
import { orderStatuses, paymentStatuses } from './orders.constants.ts'
import { paginationMeta } from './pagination.ts'

export * from './admin-customers.constants.ts'

const id = z.number().int()

export const adminCustomerParams = z.object({
  id: z.coerce
    .number({ error: m.notFound })
    .int({ error: m.notFound })
    .min(1, { error: m.notFound })
    .max(2_147_483_647, { error: m.notFound }),
})

/** `GET /admin/customers`: name, email or phone, ignoring diacritics and case; newest first. */
export const adminCustomersQuery = z.object({
  q: searchText.optional(),
  status: z.enum(ADMIN_CUSTOMER_STATUSES, { error: m.status }).default('all'),
  page: queryInt(m.page, 1, PAGE_MAX).default(1),
})
export type AdminCustomersQuery = z.output<typeof adminCustomersQuery>
export type AdminCustomersQueryInput = z.input<typeof adminCustomersQuery>

/** One account as the list shows it; the figures come from the stored rows. */
export const adminCustomer = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Null unless locked. */
  locked_at: z.string().nullable(),
  /** Holds a back-office role. */
  is_staff: z.boolean(),
  orders_count: z.number().int(),
  /** Đồng: orders neither cancelled nor refunded that are paid or completed. */
  lifetime_spend: z.number().int(),
})
export type AdminCustomer = z.infer<typeof adminCustomer>

export const adminCustomerPage = z.object({
  data: z.array(adminCustomer),
  meta: paginationMeta,
})
export type AdminCustomerPage = z.infer<typeof adminCustomerPage>

export const adminCustomerOrder = z.object({
  code: z.string(),
  placed_at: z.string(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  total: z.number().int(),
})
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrder>

export const adminCustomerAddress = z.object({
  id,
  recipient_name: z.string(),
  phone: z.string(),
  /** Street, ward, province. */
  line: z.string(),
  is_default: z.boolean(),
})

export const adminCustomerDetail = adminCustomer.extend({
  /** The latest orders, newest first. */
  orders: z.array(adminCustomerOrder),
  addresses: z.array(adminCustomerAddress),
  classified_ads_count: z.number().int(),
  reviews_count: z.number().int(),
  wishlist_count: z.number().int(),
})
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>

export const adminCustomerLockRequest = z.object({
  reason: z
    .string({ error: m.reason })
    .trim()
    .max(CUSTOMER_LOCK_REASON_MAX, { error: m.reason })
    .optional(),
})
export type AdminCustomerLockRequest = z.infer<typeof adminCustomerLockRequest>
