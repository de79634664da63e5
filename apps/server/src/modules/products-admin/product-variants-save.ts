import {
  adminProductMessages,
  combinationKey,
  type ProductOptionType,
  type ProductVariantInput,
} from '@phiencho/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import { preparedStatement, type Tx } from '../../db/client.ts'
import { HttpError } from '../../lib/errors.ts'
import { product_variants, products } from '../catalog/index.ts'
import { type VariantRow, variantsInOrders } from './product-editor.repository.ts'

// A save's variants against the stored ones: kept by id, or by the same combination of options
// (their stock untouched), added at stock 0, or deleted.

export interface VariantPlan {
  /** Per input variant, the stored variant it keeps, or null for a new one. */
  matches: Array<VariantRow | null>
  removed: VariantRow[]
}

export function planVariants(
  input: ProductVariantInput[],
  types: ProductOptionType[],
  current: VariantRow[],
  errors: Record<string, string[]>,
): VariantPlan {
  const byId = new Map(current.map((variant) => [variant.id, variant]))
  const byKey = new Map(current.map((variant) => [combinationKey(types, variant.options), variant]))
  const used = new Set<number>()
  const matches = input.map((variant, i) => {
    let match: VariantRow | undefined
    if (variant.id !== undefined) {
      match = byId.get(variant.id)
      if (!match || used.has(match.id)) {
        errors[`variants.${i}.id`] = [adminProductMessages.variantUnknown]
        return null
      }
    } else {
      match = byKey.get(combinationKey(types, variant.options))
      if (match && (used.has(match.id) || input.some((other) => other.id === match!.id))) {
        match = undefined
      }
    }
    if (!match) return null
    used.add(match.id)
    return match
  })
  return { matches, removed: current.filter((variant) => !used.has(variant.id)) }
}

/** `Đen / XL`: the values in the order of the option types. */
export const variantName = (types: ProductOptionType[], options: Record<string, string>) =>
  types
    .map((type) => options[type.name] ?? '')
    .join(' / ')
    .slice(0, 150)

/** Names the stock ledger's rows of this transaction's next stock writes (ADR 045). */
async function ledgerNote(tx: Tx, staffId: number, note: string) {
  await tx.execute(sql`select set_config('phiencho.stock_reason', 'other', true),
    set_config('phiencho.stock_staff_id', ${String(staffId)}, true),
    set_config('phiencho.stock_note', ${note}, true)`)
}

export const LEDGER_NOTES = {
  variantRemoved: 'Xóa phân loại khỏi sản phẩm',
  soldByVariant: 'Chuyển sang bán theo phân loại',
} as const

/**
 * Refuses (409) to delete a variant an order holds: the order's line points at it, and a
 * cancellation gives its stock back to it.
 */
export async function assertRemovable(tx: Tx, removed: VariantRow[]): Promise<void> {
  const ordered = await variantsInOrders(
    tx,
    removed.map((variant) => variant.id),
  )
  const first = removed.find((variant) => ordered.has(variant.id))
  if (first) throw new HttpError(409, adminProductMessages.variantInOrders(first.name))
}

/**
 * Writes the plan. Stock is never set here but in two cases, each leaving a ledger row with its
 * note: a deleted variant's stock goes to 0 before it goes (the product's own stock, the sum of
 * its variants', follows, with no row of its own), and a product that starts selling by variant
 * sets its own stock to 0, its new variants starting at 0.
 */
export async function saveVariants(
  tx: Tx,
  context: {
    productId: number
    productStock: number
    staffId: number
    types: ProductOptionType[]
    imageIds: Map<string, number>
  },
  input: ProductVariantInput[],
  plan: VariantPlan,
): Promise<void> {
  const { productId, types } = context
  const hadVariants = plan.matches.some((match) => match !== null) || plan.removed.length > 0
  const stocked = plan.removed.filter((variant) => variant.stock !== 0)
  if (stocked.length > 0) {
    await ledgerNote(tx, context.staffId, LEDGER_NOTES.variantRemoved)
    await tx
      .update(product_variants)
      .set({ stock: 0 })
      .where(
        inArray(
          product_variants.id,
          stocked.map((variant) => variant.id),
        ),
      )
    // While the variants are still there, so that the product's change leaves no row.
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(v.stock), 0)::int from product_variants v where v.product_id = ${productId})`,
      })
      .where(eq(products.id, productId))
  }
  if (!hadVariants && input.length > 0 && context.productStock !== 0) {
    await ledgerNote(tx, context.staffId, LEDGER_NOTES.soldByVariant)
    await tx.update(products).set({ stock: 0 }).where(eq(products.id, productId))
  }
  if (plan.removed.length > 0) {
    await tx.delete(product_variants).where(
      inArray(
        product_variants.id,
        plan.removed.map((variant) => variant.id),
      ),
    )
  }
  // SKUs moving between kept variants (a swap) would meet on the unique index halfway: those that
  // change step aside first.
  const moving = plan.matches.filter(
    (match, i): match is VariantRow => match !== null && match.sku !== input[i]!.sku,
  )
  for (const match of moving) {
    await tx
      .update(product_variants)
      .set({ sku: `~${match.id}` })
      .where(eq(product_variants.id, match.id))
  }
  const changed: Array<{ id: number; values: VariantValues }> = []
  for (const [position, variant] of input.entries()) {
    const values: VariantValues = {
      sku: variant.sku,
      name: variantName(types, variant.options),
      options: Object.fromEntries(types.map((type) => [type.name, variant.options[type.name]!])),
      price: variant.price,
      planned_sale_price: variant.planned_sale_price,
      barcode: variant.barcode,
      image_id:
        variant.image_id ??
        (variant.image_path !== null ? (context.imageIds.get(variant.image_path) ?? null) : null),
      position,
    }
    const match = plan.matches[position]
    if (!match) {
      await tx.insert(product_variants).values({ ...values, product_id: productId })
    } else if (!sameVariant(match, values)) {
      changed.push({ id: match.id, values })
    }
  }
  await updateVariants(tx, changed)
}

type VariantValues = Pick<
  VariantRow,
  'sku' | 'name' | 'options' | 'price' | 'planned_sale_price' | 'barcode' | 'image_id' | 'position'
>

const sameVariant = (stored: VariantRow, values: VariantValues) =>
  stored.sku === values.sku &&
  stored.name === values.name &&
  JSON.stringify(stored.options) === JSON.stringify(values.options) &&
  stored.price === values.price &&
  stored.planned_sale_price === values.planned_sale_price &&
  stored.barcode === values.barcode &&
  stored.image_id === values.image_id &&
  stored.position === values.position

// The changed variants in one statement, the same for any number of them (one array per field),
// so it is prepared once per connection: a save of a product's prices writes them all.
const updateVariantsStatement = preparedStatement<
  never,
  {
    ids: number[]
    skus: string[]
    names: string[]
    options: string[]
    prices: number[]
    planned_sale_prices: Array<number | null>
    barcodes: Array<string | null>
    image_ids: Array<number | null>
    positions: number[]
  }
>(
  'product_variants_update',
  (value) => sql`update product_variants as v set
      sku = x.sku, name = x.name, options = x.options, price = x.price,
      planned_sale_price = x.planned_sale_price, barcode = x.barcode, image_id = x.image_id,
      position = x.position, updated_at = now()
    from unnest(${value('ids')}::int[], ${value('skus')}::varchar[], ${value('names')}::varchar[],
      ${value('options')}::jsonb[], ${value('prices')}::int[], ${value('planned_sale_prices')}::int[],
      ${value('barcodes')}::varchar[], ${value('image_ids')}::int[], ${value('positions')}::int[])
      as x(id, sku, name, options, price, planned_sale_price, barcode, image_id, position)
    where v.id = x.id`,
)

async function updateVariants(tx: Tx, changed: Array<{ id: number; values: VariantValues }>) {
  if (changed.length === 0) return
  await updateVariantsStatement(tx, {
    ids: changed.map(({ id }) => id),
    skus: changed.map(({ values }) => values.sku),
    names: changed.map(({ values }) => values.name),
    options: changed.map(({ values }) => JSON.stringify(values.options)),
    prices: changed.map(({ values }) => values.price),
    planned_sale_prices: changed.map(({ values }) => values.planned_sale_price),
    barcodes: changed.map(({ values }) => values.barcode),
    image_ids: changed.map(({ values }) => values.image_id),
    positions: changed.map(({ values }) => values.position),
  })
}
