import { asc, eq, inArray, sql } from 'drizzle-orm'
import { likeLiteral } from '../../lib/like-pattern.ts'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import {
  brands,
  product_categories,
  product_images,
  product_slug_redirects,
  product_variants,
  products,
  stores,
} from '../catalog/index.ts'
import { order_items } from '../orders/index.ts'

// The product editor's reads: one product with its parts, and the checks a save makes.

export type ProductRow = typeof products.$inferSelect
export type VariantRow = typeof product_variants.$inferSelect
export type ImageRow = typeof product_images.$inferSelect

export interface EditorProduct {
  product: ProductRow
  category: { id: number; name: string }
  brand: { id: number; name: string } | null
  store: { id: number; name: string } | null
  variants: VariantRow[]
  images: ImageRow[]
  oldSlugs: string[]
}

/** The product row, locked for the rest of the transaction when `lock` (a save). */
export async function findProductRow(
  db: Db | Tx,
  id: number,
  lock = false,
): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

export async function findEditorProduct(db: Db | Tx, product: ProductRow): Promise<EditorProduct> {
  const [names, variants, images, redirects] = await Promise.all([
    db
      .select({
        category_name: product_categories.name,
        brand_name: brands.name,
        store_name: stores.name,
      })
      .from(product_categories)
      .leftJoin(brands, eq(brands.id, sql`${product.brand_id}::int`))
      .leftJoin(stores, eq(stores.id, sql`${product.store_id}::int`))
      .where(eq(product_categories.id, product.category_id)),
    findVariants(db, product.id),
    findImages(db, product.id),
    db
      .select({ slug: product_slug_redirects.slug })
      .from(product_slug_redirects)
      .where(eq(product_slug_redirects.product_id, product.id))
      .orderBy(asc(product_slug_redirects.created_at), asc(product_slug_redirects.slug)),
  ])
  const row = names[0]!
  return {
    product,
    category: { id: product.category_id, name: row.category_name },
    brand:
      product.brand_id !== null && row.brand_name !== null
        ? { id: product.brand_id, name: row.brand_name }
        : null,
    store:
      product.store_id !== null && row.store_name !== null
        ? { id: product.store_id, name: row.store_name }
        : null,
    variants,
    images,
    oldSlugs: redirects.map((redirect) => redirect.slug),
  }
}

export function findVariants(db: Db | Tx, productId: number) {
  return db
    .select()
    .from(product_variants)
    .where(eq(product_variants.product_id, productId))
    .orderBy(asc(product_variants.position), asc(product_variants.id))
}

export function findImages(db: Db | Tx, productId: number) {
  return db
    .select()
    .from(product_images)
    .where(eq(product_images.product_id, productId))
    .orderBy(asc(product_images.position), asc(product_images.id))
}

/** Which of the category, brand and store a save names are missing. */
export async function missingReferences(
  db: Db | Tx,
  ids: { category_id: number; brand_id: number | null; store_id: number | null },
) {
  const [row] = await db
    .select({
      category: sql<boolean>`exists (select 1 from ${product_categories} where ${product_categories.id} = ${ids.category_id})`,
      brand: sql<boolean>`${ids.brand_id}::int is null or exists (select 1 from ${brands} where ${brands.id} = ${ids.brand_id}::int)`,
      store: sql<boolean>`${ids.store_id}::int is null or exists (select 1 from ${stores} where ${stores.id} = ${ids.store_id}::int)`,
    })
    .from(sql`(select 1) as one`)
  return { category: !row!.category, brand: !row!.brand, store: !row!.store }
}

/** What a save would clash with: the product SKU, variant SKUs and slug other products hold. */
export interface SaveClashes {
  sku: boolean
  /** Lowercased. */
  variantSkus: Set<string>
  slug: boolean
}

/**
 * The references a save names that are missing and what it would clash with, in one statement
 * (SKUs in any case; `productId` null for a new product).
 */
export async function saveChecks(
  db: Db | Tx,
  input: {
    category_id: number
    brand_id: number | null
    store_id: number | null
    sku: string
    slug: string | null
    variants: Array<{ sku: string }>
  },
  productId: number | null,
) {
  const skus = input.variants.map((variant) => sql`${variant.sku.toLowerCase()}`)
  const lowered = skus.length > 0 ? sql`array[${sql.join(skus, sql`, `)}]` : sql`'{}'`
  const [row] = await selectRows<{
    category: boolean
    brand: boolean
    store: boolean
    sku_taken: boolean
    slug_taken: boolean
    variant_skus: string[] | null
  }>(
    db,
    sql`select
      exists (select 1 from product_categories where id = ${input.category_id}) as category,
      ${input.brand_id}::int is null
        or exists (select 1 from brands where id = ${input.brand_id}::int) as brand,
      ${input.store_id}::int is null
        or exists (select 1 from stores where id = ${input.store_id}::int) as store,
      exists (select 1 from products where lower(sku) = lower(${input.sku})
        and id is distinct from ${productId}::int) as sku_taken,
      ${input.slug}::varchar is not null and exists (select 1 from products
        where slug = ${input.slug}::varchar and id is distinct from ${productId}::int) as slug_taken,
      (select array_agg(lower(v.sku)) from product_variants v
        where lower(v.sku) = any(${lowered}::text[])
          and v.product_id is distinct from ${productId}::int) as variant_skus`,
  )
  const missing = { category: !row!.category, brand: !row!.brand, store: !row!.store }
  const clashes: SaveClashes = {
    sku: row!.sku_taken,
    variantSkus: new Set(row!.variant_skus ?? []),
    slug: row!.slug_taken,
  }
  return { missing, clashes }
}

/**
 * The first of `base`, `base-2`, `base-3`… that no product holds, now or as an old slug (so an
 * old link keeps leading to its product).
 */
export async function freeSlug(db: Db | Tx, base: string): Promise<string> {
  const pattern = `${likeLiteral(base)}-%`
  const [taken, redirected] = await Promise.all([
    db
      .select({ slug: products.slug })
      .from(products)
      .where(sql`${products.slug} = ${base} or ${products.slug} like ${pattern}`),
    db
      .select({ slug: product_slug_redirects.slug })
      .from(product_slug_redirects)
      .where(
        sql`${product_slug_redirects.slug} = ${base} or ${product_slug_redirects.slug} like ${pattern}`,
      ),
  ])
  const used = new Set([...taken, ...redirected].map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`
  }
}

/** The variants among `ids` that some order holds a line of (its history must not change). */
export async function variantsInOrders(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ id: order_items.variant_id })
    .from(order_items)
    .where(inArray(order_items.variant_id, ids))
  return new Set(rows.map((row) => row.id!))
}
