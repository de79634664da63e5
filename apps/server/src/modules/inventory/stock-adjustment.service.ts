import {
  type StockAdjustmentInput,
  type StockAdjustmentResponse,
  stockMessages,
} from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { latestMovement } from './stock-ledger.repository.ts'
import { labelStockChanges } from './stock-labels.ts'

const STOCK_MAX = 2_147_483_647

interface LockedProduct {
  id: number
  sku: string
  stock: number
  has_variants: boolean
}

/**
 * The product row first, then the variant's: the order every checkout locks them in (ADR 019).
 * `for no key update` is the lock an update of the stock takes; it leaves the key-share locks of
 * order lines being written alone.
 */
async function lockProduct(tx: Tx, id: number): Promise<LockedProduct | undefined> {
  const [row] = await selectRows<LockedProduct>(
    tx,
    sql`select p.id, p.sku, p.stock,
        exists (select 1 from product_variants v where v.product_id = p.id) as has_variants
      from products p where p.id = ${id} for no key update of p`,
  )
  return row
}

async function lockVariant(tx: Tx, productId: number, variantId: number) {
  const [row] = await selectRows<{ id: number; stock: number }>(
    tx,
    sql`select id, stock from product_variants
      where id = ${variantId} and product_id = ${productId} for no key update`,
  )
  return row
}

/** The stock a reason leaves from `current`; 422 when it would go below zero. */
function stockAfter(current: number, input: StockAdjustmentInput): number {
  const next =
    input.reason === 'count'
      ? input.quantity
      : input.reason === 'damage'
        ? current - input.quantity
        : current + input.quantity
  if (next < 0) throw fieldError('quantity', stockMessages.notEnough(current))
  if (next > STOCK_MAX) throw fieldError('quantity', stockMessages.tooMuch)
  return next
}

/**
 * Changes a product's or a variant's stock with its reason, in one transaction: the ledger row
 * its trigger writes names the reason, the staff member and the note, and the audit row keeps the
 * stocks before and after. A variant product's own stock stays the sum of its variants'.
 */
export async function adjustStock(
  db: Db,
  productId: number,
  input: StockAdjustmentInput,
  audit: AuditContext,
): Promise<StockAdjustmentResponse> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId)
    if (!product) throw notFound(stockMessages.productNotFound)
    if (product.has_variants && input.variant_id === undefined) {
      throw fieldError('variant_id', stockMessages.variantRequired)
    }
    if (!product.has_variants && input.variant_id !== undefined) {
      throw fieldError('variant_id', stockMessages.variantRefused)
    }
    const variant =
      input.variant_id === undefined ? null : await lockVariant(tx, productId, input.variant_id)
    if (input.variant_id !== undefined && !variant) {
      throw fieldError('variant_id', stockMessages.variantNotFound)
    }
    const before = variant ? variant.stock : product.stock
    const after = stockAfter(before, input)
    await labelStockChanges(tx, {
      reason: input.reason,
      staffId: audit.actorId,
      note: input.note ?? null,
    })

    let productStock = product.stock
    if (after === before) {
      // A count that finds the stock as it was changes no row, so no trigger writes its line:
      // the ledger still keeps that the stock was counted.
      await tx.execute(sql`insert into stock_movements
          (product_id, variant_id, sku, reason, stock_before, stock_after, staff_id, note)
        select ${productId}, ${variant?.id ?? null}::int, coalesce(v.sku, p.sku), ${input.reason},
          ${before}, ${after}, ${audit.actorId}, ${input.note ?? null}
        from products p left join product_variants v on v.id = ${variant?.id ?? null}::int
        where p.id = ${productId}`)
    } else if (variant) {
      await tx.execute(sql`update product_variants set stock = ${after}, updated_at = now()
        where id = ${variant.id}`)
      const [sum] = await selectRows<{ stock: number }>(
        tx,
        sql`update products set updated_at = now(), stock = greatest((select coalesce(sum(v.stock), 0)
            from product_variants v where v.product_id = ${productId}), 0)::int
          where id = ${productId} returning stock`,
      )
      productStock = sum!.stock
    } else {
      await tx.execute(sql`update products set stock = ${after}, updated_at = now()
        where id = ${productId}`)
      productStock = after
    }

    const movement = (await latestMovement(tx, productId, variant?.id ?? null))!
    // Only what changed is kept of each side; what names the change goes with the after side.
    await recordAudit(tx, audit, {
      action: 'stock.adjust',
      entityType: 'product',
      entityId: productId,
      before: variant ? { variant_stock: before, stock: product.stock } : { stock: before },
      after: {
        ...(variant
          ? { variant_id: variant.id, variant_stock: after, stock: productStock }
          : { stock: after }),
        sku: movement.sku,
        reason: input.reason,
        quantity: input.quantity,
        ...(input.note ? { note: input.note } : {}),
        movement_id: movement.id,
      },
    })
    return {
      movement,
      product_stock: productStock,
      variant_stock: variant ? after : null,
    }
  })
}
