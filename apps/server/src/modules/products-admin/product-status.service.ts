import {
  type AdminProductDetail,
  adminProductMessages as m,
  type ProductBulkAction,
  type ProductBulkRequest,
  type ProductBulkResult,
} from '@phiencho/contracts'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound, validationError } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { products } from '../catalog/index.ts'
import { toAdminProductDetail } from './admin-product-detail.ts'
import {
  findEditorProduct,
  findProductRow,
  missingReferences,
} from './product-editor.repository.ts'

// Archiving and the bulk actions: status or category changes, each raising the version (an
// editor open on the product then gets a 409) and leaving one audit row per product changed.

/** `DELETE /admin/products/{id}`: the product is archived, never deleted (orders keep it). */
export function archiveProduct(
  db: Db,
  audit: AuditContext,
  id: number,
): Promise<AdminProductDetail> {
  return db.transaction(async (tx) => {
    const product = await findProductRow(tx, id, true)
    if (!product) throw notFound(m.notFound)
    if (product.status !== 'archived') {
      await tx
        .update(products)
        .set({ status: 'archived', version: sql`${products.version} + 1` })
        .where(eq(products.id, id))
      await recordAudit(tx, audit, {
        action: 'product.archive',
        entityType: 'product',
        entityId: id,
        before: { status: product.status },
        after: { status: 'archived' },
      })
    }
    const row = await findProductRow(tx, id)
    return toAdminProductDetail(await findEditorProduct(tx, row!))
  })
}

const statusOf: Record<
  Exclude<ProductBulkAction, 'move_category'>,
  'published' | 'hidden' | 'archived'
> = {
  publish: 'published',
  hide: 'hidden',
  archive: 'archived',
}

/** `POST /admin/products/bulk`: every product in one transaction, or none. */
export function bulkUpdateProducts(
  db: Db,
  audit: AuditContext,
  request: ProductBulkRequest,
): Promise<ProductBulkResult> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(request.ids)].sort((a, b) => a - b)
    // Locked in id order, as every bulk does, so two bulks cannot wait on each other.
    const rows = await tx
      .select({ id: products.id, status: products.status, category_id: products.category_id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update')
    if (rows.length !== ids.length) throw validationError({ ids: [m.bulkUnknown] })
    if (request.action === 'move_category') {
      const { category } = await missingReferences(tx, {
        category_id: request.category_id!,
        brand_id: null,
        store_id: null,
      })
      if (category) throw validationError({ category_id: [m.categoryUnknown] })
    }
    const result: ProductBulkResult = { changed: [], unchanged: [] }
    for (const row of rows) {
      const field = request.action === 'move_category' ? 'category_id' : 'status'
      const value =
        request.action === 'move_category' ? request.category_id! : statusOf[request.action]
      if (row[field] === value) {
        result.unchanged.push(row.id)
        continue
      }
      await tx
        .update(products)
        .set({ [field]: value, version: sql`${products.version} + 1` })
        .where(eq(products.id, row.id))
      await recordAudit(tx, audit, {
        action: `product.bulk_${request.action}`,
        entityType: 'product',
        entityId: row.id,
        before: { [field]: row[field] },
        after: { [field]: value },
      })
      result.changed.push(row.id)
    }
    return result
  })
}
