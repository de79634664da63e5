import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
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

export async function productSkuTaken(db: Db | Tx, sku: string, exceptId: number | null) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId === null
        ? sql`lower(${products.sku}) = lower(${sku})`
        : and(sql`lower(${products.sku}) = lower(${sku})`, ne(products.id, exceptId)),
    )
    .limit(1)
  return rows.length > 0
}

/** The variant SKUs among `skus` that variants of other products hold. */
export async function variantSkusTaken(
  db: Db | Tx,
  skus: string[],
  productId: number | null,
): Promise<Set<string>> {
  if (skus.length === 0) return new Set()
  const lowered = skus.map((sku) => sku.toLowerCase())
  const rows = await db
    .select({ sku: product_variants.sku })
    .from(product_variants)
    .where(
      and(
        inArray(sql`lower(${product_variants.sku})`, lowered),
        productId === null ? undefined : ne(product_variants.product_id, productId),
      ),
    )
  return new Set(rows.map((row) => row.sku.toLowerCase()))
}

/** Whether another product holds the slug as its current one. */
export async function slugTaken(db: Db | Tx, slug: string, exceptId: number | null) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId === null
        ? eq(products.slug, slug)
        : and(eq(products.slug, slug), ne(products.id, exceptId)),
    )
    .limit(1)
  return rows.length > 0
}

/**
 * The first of `base`, `base-2`, `base-3`… that no product holds, now or as an old slug (so an
 * old link keeps leading to its product).
 */
export async function freeSlug(db: Db | Tx, base: string): Promise<string> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`
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
