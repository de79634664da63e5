import {
  PRODUCT_SHEET_CHANGES_LISTED_MAX,
  PRODUCT_SHEET_ERRORS_LISTED_MAX,
  type ProductImportResult,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import type { AuditContext } from '../audit/index.ts'
import { applyImport, countPlan } from './apply-import.ts'
import { loadImportContext } from './import-context.ts'
import { type ImportPermissions, planImport } from './plan-import.ts'
import { readProductSheet } from './read-sheet.ts'
import { slugify } from '@phiencho/vn'

export interface ImportOptions {
  dryRun: boolean
  permissions: ImportPermissions
  audit: AuditContext
  /** The file's name, kept as the ledger note of its stock changes. */
  fileName: string
}

/**
 * Reads a product sheet and says what importing it changes; unless a dry run, and only when no
 * row has an error, writes it all in one transaction. The comparison is made again inside the
 * transaction, on the rows as they are then, so a change made meanwhile is neither lost nor
 * overwritten blindly.
 */
export async function importProductSheet(
  db: Db,
  file: Buffer,
  options: ImportOptions,
): Promise<ProductImportResult> {
  const sheet = await readProductSheet(file)
  const wanted = {
    productSkus: [...new Set(sheet.rows.map((row) => row.cells.product_sku ?? ''))],
    variantSkus: [...new Set(sheet.rows.map((row) => row.cells.variant_sku ?? ''))].filter(Boolean),
    slugs: [
      ...new Set(
        sheet.rows.flatMap((row) => {
          const { slug = '', name = '', product_sku = '' } = row.cells
          return [slug, slugify(name), slugify(`${name}-${product_sku}`)].filter(Boolean)
        }),
      ),
    ],
  }
  const plan = async (tx: Db) =>
    planImport(sheet, await loadImportContext(tx, wanted), options.permissions)

  const result = (
    planned: Awaited<ReturnType<typeof plan>>,
    applied: boolean,
  ): ProductImportResult => ({
    dry_run: options.dryRun,
    applied,
    rows: sheet.rows.length,
    counts: countPlan(planned.products),
    errors: planned.errors.slice(0, PRODUCT_SHEET_ERRORS_LISTED_MAX),
    errors_not_listed: Math.max(0, planned.errors.length - PRODUCT_SHEET_ERRORS_LISTED_MAX),
    changes: planned.products
      .filter((product) => product.action !== 'unchanged')
      .slice(0, PRODUCT_SHEET_CHANGES_LISTED_MAX)
      .map((product) => product.change),
  })

  if (options.dryRun) return result(await plan(db), false)
  return db.transaction(async (tx) => {
    const planned = await plan(tx)
    if (planned.errors.length > 0) return result(planned, false)
    await applyImport(tx, planned.products, options.audit, `Nhập từ tệp ${options.fileName}`)
    return result(planned, true)
  })
}
