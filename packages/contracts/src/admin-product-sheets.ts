import './locale.ts'

import { z } from 'zod'

import {
  PRODUCT_SHEET_ACTIONS,
  PRODUCT_SHEET_FORMATS,
  productSheetMessages,
} from './admin-product-sheets.constants.ts'

/**
 * `GET /admin/products/export`: the sheet's format, and the product list's filters
 * (`adminProductListQuery`: q, category_id, brand_id, store, status, stock, on_sale, price_min,
 * price_max), which the route reads from the same query.
 */
export const productSheetFormatQuery = z
  .object({
    format: z.enum(PRODUCT_SHEET_FORMATS, { error: productSheetMessages.format }).default('csv'),
  })
  .loose()

/** `POST /admin/products/import?dry_run=`: a dry run (the default) writes nothing. */
export const productImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'], { error: productSheetMessages.dryRun })
    .default('true')
    .transform((value) => value === 'true'),
})

export const productSheetError = z.object({
  row: z.number().int().describe('The row in the file, the header being row 1.'),
  column: z.string().nullable().describe('The column header, or null for the whole row.'),
  message: z.string(),
})
export type ProductSheetError = z.infer<typeof productSheetError>

export const productSheetChange = z.object({
  product_sku: z.string(),
  name: z.string(),
  action: z.enum(PRODUCT_SHEET_ACTIONS),
  /** Each changed field (column header or variant SKU and column) with its old and new value. */
  fields: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
})
export type ProductSheetChange = z.infer<typeof productSheetChange>

export const productImportResult = z.object({
  dry_run: z.boolean(),
  /** Whether the changes were written (never on a dry run, never with an error). */
  applied: z.boolean(),
  rows: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    variants_created: z.number().int(),
    variants_updated: z.number().int(),
  }),
  errors: z.array(productSheetError),
  /** Errors beyond those listed. */
  errors_not_listed: z.number().int(),
  changes: z.array(productSheetChange).describe('Created and updated products, the first 500.'),
})
export type ProductImportResult = z.infer<typeof productImportResult>
