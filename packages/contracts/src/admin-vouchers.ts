import './locale.ts'

import { z } from 'zod'

import {
  ADMIN_VOUCHER_SEARCH_MAX,
  ADMIN_VOUCHERS_PAGE_MAX,
  adminVoucherMessages,
  VOUCHER_AMOUNT_MAX,
  VOUCHER_CATEGORIES_MAX,
  VOUCHER_CODE_MIN,
  VOUCHER_CODE_PATTERN,
  VOUCHER_DESCRIPTION_MAX,
  VOUCHER_STATUSES,
  VOUCHER_USES_MAX,
  voucherKinds,
} from './admin-vouchers.constants.ts'
import { VOUCHER_CODE_MAX } from './cart.constants.ts'
import { queryInt } from './catalog-query.ts'
import { orderStatuses } from './orders.constants.ts'
import { paginationMeta } from './pagination.ts'

const MAX_ID = 2_147_483_647

/** A voucher id in the path: anything else names no voucher (answered 422). */
export const voucherParams = z.object({
  id: z.coerce
    .number({ error: adminVoucherMessages.notFound })
    .int({ error: adminVoucherMessages.notFound })
    .min(1, { error: adminVoucherMessages.notFound })
    .max(MAX_ID, { error: adminVoucherMessages.notFound }),
})

/** `GET /admin/vouchers`: a status tab, a search of the code, a page of 20. */
export const adminVoucherListQuery = z.object({
  status: z.enum(VOUCHER_STATUSES, { error: adminVoucherMessages.status }).optional(),
  q: z
    .string({ error: adminVoucherMessages.search })
    .trim()
    .max(ADMIN_VOUCHER_SEARCH_MAX, { error: adminVoucherMessages.search })
    .optional(),
  page: queryInt(adminVoucherMessages.page, 1, ADMIN_VOUCHERS_PAGE_MAX).default(1),
})
export type AdminVoucherListQuery = z.output<typeof adminVoucherListQuery>

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })

const moment = (message: string) => z.iso.datetime({ offset: true, error: message })

/**
 * The whole voucher, as the form sends it on create and on edit (`PUT`). The value's range
 * depends on the kind, checked below so that the message names the right one.
 */
export const voucherRequest = z
  .object({
    code: z
      .string({ error: adminVoucherMessages.code })
      .trim()
      .toUpperCase()
      .min(VOUCHER_CODE_MIN, { error: adminVoucherMessages.code })
      .max(VOUCHER_CODE_MAX, { error: adminVoucherMessages.code })
      .regex(VOUCHER_CODE_PATTERN, { error: adminVoucherMessages.code }),
    description: z
      .string({ error: adminVoucherMessages.description })
      .trim()
      .max(VOUCHER_DESCRIPTION_MAX, { error: adminVoucherMessages.description })
      .nullable()
      .default(null)
      .transform((text) => text || null),
    kind: z.enum(voucherKinds, { error: adminVoucherMessages.kind }),
    value: z.number({ error: adminVoucherMessages.value }).int({
      error: adminVoucherMessages.value,
    }),
    max_discount: wholeNumber(adminVoucherMessages.maxDiscount, 1, VOUCHER_AMOUNT_MAX)
      .nullable()
      .default(null),
    min_order_total: wholeNumber(adminVoucherMessages.minOrderTotal, 0, VOUCHER_AMOUNT_MAX).default(
      0,
    ),
    starts_at: moment(adminVoucherMessages.startsAt),
    ends_at: moment(adminVoucherMessages.endsAt).nullable().default(null),
    usage_limit: wholeNumber(adminVoucherMessages.usageLimit, 1, VOUCHER_USES_MAX)
      .nullable()
      .default(null),
    per_customer_limit: wholeNumber(adminVoucherMessages.perCustomerLimit, 1, VOUCHER_USES_MAX)
      .nullable()
      .default(null),
    is_active: z.boolean({ error: adminVoucherMessages.isActive }).default(true),
    category_ids: z
      .array(wholeNumber(adminVoucherMessages.categoryIds, 1, MAX_ID), {
        error: adminVoucherMessages.categoryIds,
      })
      .max(VOUCHER_CATEGORIES_MAX, { error: adminVoucherMessages.categoryIds })
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((voucher, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (voucher.kind === 'percent' && (voucher.value < 1 || voucher.value > 100)) {
      issue('value', adminVoucherMessages.percentValue)
    }
    if (voucher.kind === 'fixed' && (voucher.value < 1 || voucher.value > VOUCHER_AMOUNT_MAX)) {
      issue('value', adminVoucherMessages.fixedValue)
    }
    if (voucher.kind === 'fixed' && voucher.max_discount !== null) {
      issue('max_discount', adminVoucherMessages.maxDiscountFixed)
    }
    if (voucher.ends_at && Date.parse(voucher.ends_at) <= Date.parse(voucher.starts_at)) {
      issue('ends_at', adminVoucherMessages.endsBeforeStart)
    }
  })
export type VoucherRequest = z.input<typeof voucherRequest>
export type VoucherInput = z.output<typeof voucherRequest>

export const voucherCategoryLink = z.object({ id: z.number().int(), name: z.string() })

export const adminVoucher = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(voucherKinds),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order_total: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  is_active: z.boolean(),
  status: z.enum(VOUCHER_STATUSES),
  /** Empty: every product. */
  categories: z.array(voucherCategoryLink),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminVoucher = z.infer<typeof adminVoucher>

export const adminVoucherList = z.object({
  data: z.array(adminVoucher),
  meta: paginationMeta,
  /** Every status's count under the current search; the status filter does not narrow them. */
  counts: z.record(z.enum(VOUCHER_STATUSES), z.number().int()),
})
export type AdminVoucherList = z.infer<typeof adminVoucherList>

export const voucherRedemptionsQuery = z.object({
  page: queryInt(adminVoucherMessages.page, 1, ADMIN_VOUCHERS_PAGE_MAX).default(1),
})

/** An order that used the voucher (a cancelled order gave its use back and is not listed). */
export const voucherRedemption = z.object({
  order_code: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  /** The discount the order got, in đồng. */
  amount: z.number().int(),
  order_total: z.number().int(),
  order_status: z.enum(orderStatuses),
  redeemed_at: z.string(),
})
export type VoucherRedemption = z.infer<typeof voucherRedemption>

export const voucherRedemptionList = z.object({
  data: z.array(voucherRedemption),
  meta: paginationMeta,
})
export type VoucherRedemptionList = z.infer<typeof voucherRedemptionList>

/** A category a voucher can be limited to, with its place in the tree for the picker. */
export const voucherCategoryOption = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  hidden: z.boolean(),
})
export type VoucherCategoryOption = z.infer<typeof voucherCategoryOption>

export const voucherCategoryOptions = z.object({ data: z.array(voucherCategoryOption) })
export type VoucherCategoryOptions = z.infer<typeof voucherCategoryOptions>
