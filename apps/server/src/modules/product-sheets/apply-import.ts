import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { product_variants, products } from '../../db/schema.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { moveProductSlug } from '../catalog/index.ts'
import { lockProducts } from './import-context.ts'
import type { ProductFields, ProductPlan, VariantPlan } from './plan-import.ts'

export interface AppliedCounts {
  created: number
  updated: number
  unchanged: number
  variants_created: number
  variants_updated: number
}

/** Counts of what a plan does, applied or not. */
export function countPlan(plans: readonly ProductPlan[]): AppliedCounts {
  const counts = { created: 0, updated: 0, unchanged: 0, variants_created: 0, variants_updated: 0 }
  for (const plan of plans) {
    counts[
      plan.action === 'create' ? 'created' : plan.action === 'update' ? 'updated' : 'unchanged'
    ]++
    for (const variant of plan.variants) {
      if (!variant.existing) counts.variants_created++
      else if (Object.keys(variant.set).length > 0 || variant.stock !== undefined) {
        counts.variants_updated++
      }
    }
  }
  return counts
}

/** A variant as its audit row shows it. */
const variantState = (variant: VariantPlan, side: 'before' | 'after') => {
  const stored = variant.existing
  if (side === 'before') {
    if (!stored) return null
    const keys = [...Object.keys(variant.set), ...(variant.stock !== undefined ? ['stock'] : [])]
    return Object.fromEntries(keys.map((key) => [key, stored[key as keyof typeof stored]]))
  }
  return { ...variant.set, ...(variant.stock !== undefined ? { stock: variant.stock } : {}) }
}

/**
 * Writes an import's changes, in the caller's transaction (all or nothing): products locked in id
 * order first, stock changes named as an import of `note` in the ledger, one audit row per
 * created or changed product. A product sold by variant gets the sum of its variants' stock.
 */
export async function applyImport(
  tx: Tx,
  plans: readonly ProductPlan[],
  audit: AuditContext,
  note: string,
): Promise<void> {
  await tx.execute(
    sql`select set_config('phiencho.stock_reason', 'import', true),
      set_config('phiencho.stock_staff_id', ${String(audit.actorId)}, true),
      set_config('phiencho.stock_note', ${note.slice(0, 500)}, true)`,
  )
  await lockProducts(
    tx,
    plans.filter((plan) => plan.action === 'update').map((plan) => plan.existing!.id),
  )
  for (const plan of plans) {
    if (plan.action === 'create') await createProduct(tx, plan, audit)
    else if (plan.action === 'update') await updateProduct(tx, plan, audit)
  }
}

async function createProduct(tx: Tx, plan: ProductPlan, audit: AuditContext) {
  const fields = plan.set as ProductFields
  const variantStock = plan.variants.reduce((sum, variant) => sum + (variant.stock ?? 0), 0)
  const [row] = await tx
    .insert(products)
    .values({
      ...fields,
      sku: plan.sku,
      option_types: plan.optionTypes ?? [],
      stock: plan.variants.length > 0 ? variantStock : (plan.stock ?? 0),
    })
    .returning({ id: products.id })
  const id = row!.id
  if (plan.variants.length > 0) {
    await tx.insert(product_variants).values(
      plan.variants.map((variant, position) => ({
        product_id: id,
        sku: variant.sku,
        name: variant.set.name!,
        options: variant.set.options!,
        price: variant.set.price!,
        planned_sale_price: variant.set.planned_sale_price ?? null,
        barcode: variant.set.barcode ?? null,
        stock: variant.stock ?? 0,
        position,
      })),
    )
  }
  await recordAudit(tx, audit, {
    action: 'product.import',
    entityType: 'product',
    entityId: id,
    before: null,
    after: {
      sku: plan.sku,
      ...fields,
      stock: plan.variants.length > 0 ? variantStock : (plan.stock ?? 0),
      variants: plan.variants.map((variant) => ({
        sku: variant.sku,
        ...variantState(variant, 'after'),
      })),
    },
  })
}

async function updateProduct(tx: Tx, plan: ProductPlan, audit: AuditContext) {
  const stored = plan.existing!
  const id = stored.id
  const before: Record<string, unknown> = {}
  const after: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(plan.set)) {
    before[key] = stored[key as keyof ProductFields]
    after[key] = value
  }
  if (plan.optionTypes) {
    before.option_types = stored.option_types
    after.option_types = plan.optionTypes
  }
  await tx
    .update(products)
    .set({
      ...plan.set,
      ...(plan.optionTypes ? { option_types: plan.optionTypes } : {}),
      version: sql`${products.version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(products.id, id))
  if (plan.set.slug !== undefined && plan.set.slug !== stored.slug) {
    await moveProductSlug(tx, id, stored.slug, plan.set.slug)
  }

  let position = Math.max(-1, ...stored.variants.map((variant) => variant.position))
  const changedVariants = plan.variants.filter(
    (variant) =>
      !variant.existing || Object.keys(variant.set).length > 0 || variant.stock !== undefined,
  )
  for (const variant of changedVariants) {
    if (variant.existing) {
      await tx
        .update(product_variants)
        .set({ ...variant.set, ...(variant.stock !== undefined ? { stock: variant.stock } : {}) })
        .where(eq(product_variants.id, variant.existing.id))
    } else {
      await tx.insert(product_variants).values({
        product_id: id,
        sku: variant.sku,
        name: variant.set.name!,
        options: variant.set.options!,
        price: variant.set.price!,
        planned_sale_price: variant.set.planned_sale_price ?? null,
        barcode: variant.set.barcode ?? null,
        stock: variant.stock ?? 0,
        position: ++position,
      })
    }
  }
  if (changedVariants.length > 0) {
    before.variants = changedVariants.map((variant) => ({
      sku: variant.sku,
      ...variantState(variant, 'before'),
    }))
    after.variants = changedVariants.map((variant) => ({
      sku: variant.sku,
      ...variantState(variant, 'after'),
    }))
  }
  const hasVariants = stored.variants.length > 0 || plan.variants.length > 0
  if (
    hasVariants &&
    changedVariants.some((variant) => variant.stock !== undefined || !variant.existing)
  ) {
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(v.stock), 0)::int from ${product_variants} v where v.product_id = ${id})`,
      })
      .where(eq(products.id, id))
  } else if (!hasVariants && plan.stock !== undefined) {
    before.stock = stored.stock
    after.stock = plan.stock
    await tx.update(products).set({ stock: plan.stock }).where(eq(products.id, id))
  }
  await recordAudit(tx, audit, {
    action: 'product.import',
    entityType: 'product',
    entityId: id,
    before,
    after,
  })
}
