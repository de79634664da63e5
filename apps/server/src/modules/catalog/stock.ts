import { and, eq, gte, sql } from 'drizzle-orm'
import { type Db, preparedStatement, type Tx } from '../../db/client.ts'
import { product_variants, products } from './catalog.tables.ts'
import { type ImageRow, selectRows, visibleProduct } from './product-sql.ts'

// What the cart and checkout may know of a product: current price, stock and a snapshot for the
// order. Stock only changes here, by conditional updates, so that it never goes below zero.

export interface PurchasableRef {
  productId: number
  variantId: number | null
}

export interface Purchasable {
  productId: number
  /** The requested variant when it belongs to the product, else null. */
  variantId: number | null
  slug: string
  name: string
  variantName: string | null
  sku: string
  image: ImageRow | null
  price: number
  salePrice: number | null
  /** What one unit costs now. */
  unitPrice: number
  stock: number
  /** Published and not sold by a closed shop. */
  visible: boolean
  /** The product is sold by variant: a line without a (valid) variant cannot be bought. */
  hasVariants: boolean
}

export const refKey = (ref: PurchasableRef) => `${ref.productId}:${ref.variantId ?? ''}`

interface Row {
  product_id: number
  requested_variant_id: number | null
  variant_id: number | null
  slug: string
  name: string
  variant_name: string | null
  sku: string
  price: number
  sale_price: number | null
  stock: number
  visible: boolean
  has_variants: boolean
  image: ImageRow | null
}

// The arrays sit in sub-selects so that the planner sizes them alike whatever they hold: then
// PostgreSQL settles on one generic plan for the prepared statement instead of planning anew
// for each call (planning cost more than running it).
const purchasableRows = preparedStatement<
  Row,
  { product_ids: number[]; variant_ids: Array<number | null> }
>(
  'find_purchasables',
  (
    value,
  ) => sql`select p.id as product_id, r.variant_id as requested_variant_id, v.id as variant_id,
    p.slug, p.name, v.name as variant_name, coalesce(v.sku, p.sku) as sku,
    coalesce(v.price, p.price) as price,
    case when v.id is null then p.sale_price else v.sale_price end as sale_price,
    coalesce(v.stock, p.stock) as stock,
    (${visibleProduct}) as visible,
    exists (select 1 from product_variants pv where pv.product_id = p.id) as has_variants,
    (select json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'alt', i.alt)
       from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
  from unnest((select ${value('product_ids')}::int[]), (select ${value('variant_ids')}::int[]))
    as r (product_id, variant_id)
  join products p on p.id = r.product_id
  left join product_variants v on v.id = r.variant_id and v.product_id = p.id`,
)

/** Current price, stock and snapshot fields for each ref that names an existing product. */
export async function findPurchasables(
  db: Db | Tx,
  refs: PurchasableRef[],
): Promise<Map<string, Purchasable>> {
  const found = new Map<string, Purchasable>()
  if (refs.length === 0) return found
  const rows = await purchasableRows(db, {
    product_ids: refs.map((ref) => ref.productId),
    variant_ids: refs.map((ref) => ref.variantId),
  })
  for (const row of rows) {
    found.set(refKey({ productId: row.product_id, variantId: row.requested_variant_id }), {
      productId: row.product_id,
      variantId: row.variant_id,
      slug: row.slug,
      name: row.name,
      variantName: row.variant_name,
      sku: row.sku,
      image: row.image,
      price: row.price,
      salePrice: row.sale_price,
      unitPrice: row.sale_price ?? row.price,
      stock: row.stock,
      visible: row.visible,
      hasVariants: row.has_variants,
    })
  }
  return found
}

/** A line is buyable when the product is on sale and, for products with variants, a variant is chosen. */
export function isBuyable(item: Purchasable | undefined, requestedVariant: number | null) {
  if (!item?.visible) return false
  if (item.hasVariants) return requestedVariant !== null && item.variantId === requestedVariant
  return requestedVariant === null
}

export interface StockLine extends PurchasableRef {
  quantity: number
}

/** Lines grouped by product, products in id order: every transaction locks rows in one order. */
function byProduct(lines: StockLine[]) {
  const groups = new Map<number, StockLine[]>()
  for (const line of lines) {
    const group = groups.get(line.productId) ?? []
    group.push(line)
    groups.set(line.productId, group)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, group]) => ({
      productId,
      total: group.reduce((sum, line) => sum + line.quantity, 0),
      variants: group
        .filter((line) => line.variantId !== null)
        .sort((a, b) => a.variantId! - b.variantId!),
    }))
}

/** A product's stock around a change, so that listeners can tell whether its card changed. */
export interface StockLevel {
  productId: number
  before: number
  after: number
}

// The hot statement of every checkout: prepared, so PostgreSQL plans it once per connection.
const takeProductStock = preparedStatement<{ stock: number }, { id: number; quantity: number }>(
  'take_product_stock',
  (value) => sql`update products set stock = stock - ${value('quantity')}::int,
      sold_count = sold_count + ${value('quantity')}::int, updated_at = now()
    where id = ${value('id')}::int and stock >= ${value('quantity')}::int
    returning stock`,
)

/**
 * Takes the quantities out of stock inside the caller's transaction. Each decrement is conditional
 * (`stock >= quantity`), so concurrent buyers queue on the product row and the later ones find too
 * little; the refs that could not be served come back and the caller rolls back.
 */
export async function takeStock(
  tx: Tx,
  lines: StockLine[],
): Promise<{ short: PurchasableRef[]; levels: StockLevel[] }> {
  const failed: PurchasableRef[] = []
  const levels: StockLevel[] = []
  for (const group of byProduct(lines)) {
    if (group.variants.length === 0) {
      const taken = await takeProductStock(tx, { id: group.productId, quantity: group.total })
      if (taken[0]) {
        levels.push({
          productId: group.productId,
          before: taken[0].stock + group.total,
          after: taken[0].stock,
        })
      } else failed.push({ productId: group.productId, variantId: null })
      continue
    }
    // The product row first (it is the lock every buyer of this product takes), then its
    // variants; the product's stock is the sum of its variants' and stays at least zero.
    const [product] = await tx
      .update(products)
      .set({
        stock: sql`greatest(${products.stock} - ${group.total}, 0)`,
        sold_count: sql`${products.sold_count} + ${group.total}`,
      })
      .where(eq(products.id, group.productId))
      .returning({ stock: products.stock })
    if (product) {
      levels.push({
        productId: group.productId,
        before: product.stock + group.total,
        after: product.stock,
      })
    }
    for (const line of group.variants) {
      const taken = await tx
        .update(product_variants)
        .set({ stock: sql`${product_variants.stock} - ${line.quantity}` })
        .where(
          and(
            eq(product_variants.id, line.variantId!),
            eq(product_variants.product_id, group.productId),
            gte(product_variants.stock, line.quantity),
          ),
        )
        .returning({ id: product_variants.id })
      if (taken.length === 0) failed.push({ productId: group.productId, variantId: line.variantId })
    }
  }
  return { short: failed, levels }
}

/** Puts cancelled quantities back (same lock order as takeStock). Deleted products are skipped. */
export async function returnStock(tx: Tx, lines: StockLine[]): Promise<StockLevel[]> {
  const levels: StockLevel[] = []
  for (const group of byProduct(lines)) {
    const [product] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${group.total}`,
        sold_count: sql`greatest(${products.sold_count} - ${group.total}, 0)`,
      })
      .where(eq(products.id, group.productId))
      .returning({ stock: products.stock })
    if (product) {
      levels.push({
        productId: group.productId,
        before: product.stock - group.total,
        after: product.stock,
      })
    }
    for (const line of group.variants) {
      await tx
        .update(product_variants)
        .set({ stock: sql`${product_variants.stock} + ${line.quantity}` })
        .where(eq(product_variants.id, line.variantId!))
    }
  }
  return levels
}

/** Current slugs of products still on sale, for links from past orders. */
export async function visibleProductSlugs(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await selectRows<{ id: number; slug: string }>(
    db,
    sql`select p.id, p.slug from products p
      where p.id in (${sql.join(
        [...new Set(ids)].map((id) => sql`${id}`),
        sql`, `,
      )}) and ${visibleProduct}`,
  )
  return new Map(rows.map((row) => [row.id, row.slug]))
}
