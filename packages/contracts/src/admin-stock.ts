import './locale.ts'

import { z } from 'zod'

import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_NOTE_MAX,
  STOCK_QUANTITY_MAX,
  STOCK_REASONS,
  STOCK_SEARCH_MAX,
  stockMessages,
} from './admin-stock.constants.ts'
import { isoDay } from './calendar-day.ts'
import { PAGE_MAX, catalogQueryMessages } from './catalog-query.constants.ts'
import { queryInt } from './catalog-query.ts'
import { paginated } from './pagination.ts'

const INT_MAX = 2_147_483_647

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value || undefined)

export const stockProductParams = z.object({
  id: queryInt(stockMessages.productId, 1, INT_MAX),
})
export type StockProductParams = z.output<typeof stockProductParams>

/**
 * `POST /admin/products/:id/stock-adjustments`. `quantity` is the counted stock for `count`,
 * else the units received, returned (added) or damaged (taken out).
 */
export const stockAdjustmentRequest = z
  .object({
    /** Required for a product sold by variant, refused for one without. */
    variant_id: z
      .number({ error: stockMessages.variant })
      .int({ error: stockMessages.variant })
      .min(1, { error: stockMessages.variant })
      .max(INT_MAX, { error: stockMessages.variant })
      .nullish()
      .transform((value) => value ?? undefined),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, { error: stockMessages.reason }),
    quantity: z
      .number({ error: stockMessages.quantity })
      .int({ error: stockMessages.quantity })
      .min(0, { error: stockMessages.quantity })
      .max(STOCK_QUANTITY_MAX, { error: stockMessages.quantity }),
    note: optionalText(STOCK_NOTE_MAX, stockMessages.note).nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.reason !== 'count' && body.quantity < 1) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: stockMessages.quantity })
    }
  })
export type StockAdjustmentRequest = z.input<typeof stockAdjustmentRequest>
export type StockAdjustmentInput = z.output<typeof stockAdjustmentRequest>

/** One row of the ledger, with the names it points at as they are now. */
export const stockMovement = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** Null for a product without variants, or a variant deleted since (`sku` still names it). */
  variant_id: z.number().int().nullable(),
  variant_name: z.string().nullable(),
  sku: z.string(),
  reason: z.enum(STOCK_REASONS),
  /** The reason in Vietnamese (`stockReasonLabels`). */
  reason_label: z.string(),
  stock_before: z.number().int(),
  stock_after: z.number().int(),
  /** `stock_after - stock_before`. */
  change: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  order_id: z.number().int().nullable(),
  /** The order's code, for its link in the order console. */
  order_code: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
})
export type StockMovement = z.infer<typeof stockMovement>

export const stockAdjustmentResponse = z.object({
  movement: stockMovement,
  /** The product's stock after the adjustment (the sum of its variants' for a variant product). */
  product_stock: z.number().int(),
  /** The variant's stock after it, or null for a product without variants. */
  variant_stock: z.number().int().nullable(),
})
export type StockAdjustmentResponse = z.infer<typeof stockAdjustmentResponse>

/** `GET /admin/stock-ledger`: newest first; days are Vietnamese calendar days, inclusive. */
export const stockLedgerQuery = z
  .object({
    page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
    product_id: queryInt(stockMessages.productId, 1, INT_MAX).optional(),
    variant_id: queryInt(stockMessages.variant, 1, INT_MAX).optional(),
    /** A SKU, or words of the product's or variant's name (marks and case ignored). */
    q: optionalText(STOCK_SEARCH_MAX, stockMessages.search),
    reason: z.enum(STOCK_REASONS, { error: stockMessages.reasonFilter }).optional(),
    staff_id: queryInt(stockMessages.staffId, 1, INT_MAX).optional(),
    from: isoDay(stockMessages.date).optional(),
    to: isoDay(stockMessages.date).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: stockMessages.dateRange,
    path: ['to'],
  })
export type StockLedgerQuery = z.output<typeof stockLedgerQuery>

/** 50 a page; `meta.total` stops counting at `STOCK_LEDGER_COUNT_CAP` ("at least"). */
export const stockLedger = paginated(stockMovement)
export type StockLedger = z.infer<typeof stockLedger>

export const lowStockQuery = z.object({
  page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
})
export type LowStockQuery = z.output<typeof lowStockQuery>

/** A product without variants, or a variant, at or below its product's threshold. */
export const lowStockItem = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  variant_id: z.number().int().nullable(),
  variant_name: z.string().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  /** The product's own threshold, or the shop's (`LOW_STOCK_THRESHOLD`). */
  threshold: z.number().int(),
  status: z.string(),
})
export type LowStockItem = z.infer<typeof lowStockItem>

/** Lowest margin (stock − threshold) first, 50 a page. */
export const lowStockList = paginated(lowStockItem)
export type LowStockList = z.infer<typeof lowStockList>

export const stockItemsQuery = z.object({
  q: z
    .string({ error: stockMessages.lookup })
    .trim()
    .min(1, { error: stockMessages.lookup })
    .max(STOCK_SEARCH_MAX, { error: stockMessages.lookup }),
})
export type StockItemsQuery = z.output<typeof stockItemsQuery>

/** Something whose stock can be adjusted: a product without variants, or one variant. */
export const stockItem = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  variant_id: z.number().int().nullable(),
  variant_name: z.string().nullable(),
  sku: z.string(),
  stock: z.number().int(),
})
export type StockItem = z.infer<typeof stockItem>

export const stockItemList = z.object({ data: z.array(stockItem) })
export type StockItemList = z.infer<typeof stockItemList>
