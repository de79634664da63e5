import { eq, type SQL, sql } from 'drizzle-orm'
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
  /** The product's category: a voucher limited to categories counts the line by it. */
  categoryId: number
  image: ImageRow | null
  price: number
  /** The sale price in force now, decided against the sale window itself. */
  salePrice: number | null
  /** What one unit costs now. */
  unitPrice: number
  /** Units of the product (all its variants) one order may hold, while a flash sale says so. */
  saleMaxPerOrder: number | null
  stock: number
  /** Published and not sold by a closed shop. */
  visible: boolean
  /** The product is sold by variant: a line without a (valid) variant cannot be bought. */
  hasVariants: boolean
}

export const refKey = (ref: PurchasableRef) => `${ref.productId}:${ref.variantId ?? ''}`

/** A purchasable as `purchasableColumns` read it. */
export interface PurchasableRow {
  product_id: number
  requested_variant_id: number | null
  variant_id: number | null
  slug: string
  name: string
  variant_name: string | null
  sku: string
  category_id: number
  price: number
  sale_price: number | null
  sale_max_per_order: number | null
  stock: number
  visible: boolean
  has_variants: boolean
  image: ImageRow | null
}

// The sale price in force is decided here against the window at now(), not read from
// `sale_price`: that column switches only when the sweep next runs (up to a minute late), and
// what a shopper pays must never be a sale price outside its window (ADR 045).
const saleWindowOpen = sql`public.sale_window_open(p.sale_starts_at, p.sale_ends_at)`

/**
 * The columns of a purchasable, on products `p` and variants `v` (the requested variant when it
 * belongs to the product). `requestedVariant` names the variant id the caller asked for.
 */
export function purchasableColumns(requestedVariant: SQL) {
  return sql`p.id as product_id, ${requestedVariant} as requested_variant_id, v.id as variant_id,
    p.slug, p.name, v.name as variant_name, coalesce(v.sku, p.sku) as sku,
    p.category_id, coalesce(v.price, p.price) as price,
    case when ${saleWindowOpen}
      then case when v.id is null then p.planned_sale_price else v.planned_sale_price end
    end as sale_price,
    case when p.sale_max_per_order is not null and ${saleWindowOpen}
      and (p.planned_sale_price is not null or exists (select 1 from product_variants sv
        where sv.product_id = p.id and sv.planned_sale_price is not null))
      then p.sale_max_per_order
    end as sale_max_per_order,
    coalesce(v.stock, p.stock) as stock,
    (${visibleProduct}) as visible,
    exists (select 1 from product_variants pv where pv.product_id = p.id) as has_variants,
    (select json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'alt', i.alt)
       from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image`
}

/** Adds a row of `purchasableColumns` to the map `findPurchasables` answers. */
export function addPurchasable(found: Map<string, Purchasable>, row: PurchasableRow) {
  found.set(refKey({ productId: row.product_id, variantId: row.requested_variant_id }), {
    productId: row.product_id,
    variantId: row.variant_id,
    slug: row.slug,
    name: row.name,
    variantName: row.variant_name,
    sku: row.sku,
    categoryId: row.category_id,
    image: row.image,
    price: row.price,
    salePrice: row.sale_price,
    unitPrice: row.sale_price ?? row.price,
    saleMaxPerOrder: row.sale_max_per_order,
    stock: row.stock,
    visible: row.visible,
    hasVariants: row.has_variants,
  })
}

// The arrays sit in sub-selects so that the planner sizes them alike whatever they hold: then
// PostgreSQL settles on one generic plan for the prepared statement instead of planning anew
// for each call (planning cost more than running it).
const purchasableRows = preparedStatement<
  PurchasableRow,
  { product_ids: number[]; variant_ids: Array<number | null> }
>(
  'find_purchasables',
  (value) => sql`select ${purchasableColumns(sql`r.variant_id`)}
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
  for (const row of rows) addPurchasable(found, row)
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

/** A whole number as SQL text, for statements that travel without bound parameters. */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a whole number: ${value}`)
  return String(value)
}

/** The statements that take an order's quantities out of stock. */
export interface StockTaking {
  /** One statement per product row, then per variant row; products in id order. */
  statements: string[]
}

/**
 * Takes the quantities out of stock as the last statements of the checkout's transaction, sent with
 * its COMMIT in one message (`transactionClosedBy`, docs/decisions/019-stock-taken-with-the-commit.md),
 * so they carry their values as literals (whole numbers only). A quantity above the stock does not
 * skip the row: it makes the row's `stock >= 0` check fail, which stops the message before the
 * COMMIT, and the transaction is rolled back (`isStockShortage` tells that error). Concurrent buyers
 * queue on the product row and the later ones find too little. The order's lines, inserted
 * earlier in the same transaction, hold their product and variant rows by foreign key, so every
 * statement finds its row.
 */
export function stockTaking(lines: StockLine[]): StockTaking {
  const statements: string[] = []
  for (const group of byProduct(lines)) {
    const total = sqlInteger(group.total)
    const id = sqlInteger(group.productId)
    // A product sold by variant keeps the sum of its variants' stock, at least zero: its own row
    // is the lock every buyer of the product takes, its variants' rows hold the check.
    const stock = group.variants.length === 0 ? `stock - ${total}` : `greatest(stock - ${total}, 0)`
    statements.push(
      `update products set stock = ${stock}, sold_count = sold_count + ${total}, updated_at = now() where id = ${id}`,
    )
    for (const line of group.variants) {
      statements.push(
        `update product_variants set stock = stock - ${sqlInteger(line.quantity)}, updated_at = now() where id = ${sqlInteger(line.variantId!)} and product_id = ${id}`,
      )
    }
  }
  return { statements }
}

const stockChecks = new Set(['products_stock_non_negative', 'product_variants_stock_non_negative'])

/** Whether an error (or the error it wraps) is a stock row refusing to go below zero. */
export function isStockShortage(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown }
    if (code === '23514' && typeof constraint === 'string' && stockChecks.has(constraint))
      return true
  }
  return false
}

/** Puts cancelled quantities back (same lock order as `stockTaking`). Deleted products are skipped. */
export async function returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const group of byProduct(lines)) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${group.total}`,
        sold_count: sql`greatest(${products.sold_count} - ${group.total}, 0)`,
      })
      .where(eq(products.id, group.productId))
    for (const line of group.variants) {
      await tx
        .update(product_variants)
        .set({ stock: sql`${product_variants.stock} + ${line.quantity}` })
        .where(eq(product_variants.id, line.variantId!))
    }
  }
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
