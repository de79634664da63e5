import { eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { likeLiteral } from '../../lib/like-pattern.ts'
import { rowsFromJson } from '../../db/column-rows.ts'
import { type Db, PreparedQueries, preparedStatement, type Tx } from '../../db/client.ts'
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

// The product editor's reads: one product with its parts, and the checks a save makes. A save
// runs each of them (some twice), so their statements are built once and prepared (PreparedQueries).

// The search columns are the database's own (generated) and no business of the editor.
const {
  search_vector: _vector,
  search_name: _searchName,
  ...editorColumns
} = getTableColumns(products)

export type ProductRow = Omit<typeof products.$inferSelect, 'search_vector' | 'search_name'>
export type VariantRow = typeof product_variants.$inferSelect
export type ImageRow = typeof product_images.$inferSelect

/** The product's columns the editor reads, for an update's `returning`. */
export const productEditorColumns = editorColumns

export interface EditorProduct {
  product: ProductRow
  category: { id: number; name: string }
  brand: { id: number; name: string } | null
  store: { id: number; name: string } | null
  variants: VariantRow[]
  images: ImageRow[]
  oldSlugs: string[]
}

const productStatements = new PreparedQueries<ProductRow[]>('product_editor_row')

/**
 * A product's parts in one statement (a save reads them before and after): the names of its
 * category, brand and shop, its variants and pictures in their order, and its old slugs.
 */
const partsStatement = preparedStatement<
  {
    category_name: string
    brand_name: string | null
    store_name: string | null
    variants: unknown
    images: unknown
    old_slugs: string[]
  },
  { product_id: number; category_id: number; brand_id: number | null; store_id: number | null }
>(
  'product_editor_parts',
  (value) => sql`select
    (select name from product_categories where id = ${value('category_id')}::int) as category_name,
    (select name from brands where id = ${value('brand_id')}::int) as brand_name,
    (select name from stores where id = ${value('store_id')}::int) as store_name,
    (select coalesce(json_agg(v order by v.position, v.id), '[]') from product_variants v
      where v.product_id = ${value('product_id')}::int) as variants,
    (select coalesce(json_agg(i order by i.position, i.id), '[]') from product_images i
      where i.product_id = ${value('product_id')}::int) as images,
    (select coalesce(array_agg(r.slug order by r.created_at, r.slug), '{}') from product_slug_redirects r
      where r.product_id = ${value('product_id')}::int) as old_slugs`,
)

/** The product row, locked for the rest of the transaction when `lock` (a save). */
export async function findProductRow(
  db: Db | Tx,
  id: number,
  lock = false,
): Promise<ProductRow | undefined> {
  const [row] = await productStatements.execute(
    db,
    lock ? 'locked' : 'read',
    () => {
      const query = db
        .select(editorColumns)
        .from(products)
        .where(eq(products.id, sql.placeholder('id')))
      return lock ? query.for('update') : query
    },
    { id },
  )
  return row
}

export async function findEditorProduct(db: Db | Tx, product: ProductRow): Promise<EditorProduct> {
  const [row] = await partsStatement(db, {
    product_id: product.id,
    category_id: product.category_id,
    brand_id: product.brand_id,
    store_id: product.store_id,
  })
  return {
    product,
    category: { id: product.category_id, name: row!.category_name },
    brand:
      product.brand_id !== null && row!.brand_name !== null
        ? { id: product.brand_id, name: row!.brand_name }
        : null,
    store:
      product.store_id !== null && row!.store_name !== null
        ? { id: product.store_id, name: row!.store_name }
        : null,
    variants: rowsFromJson(product_variants, row!.variants),
    images: rowsFromJson(product_images, row!.images),
    oldSlugs: row!.old_slugs,
  }
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

interface SaveCheckValues extends Record<string, unknown> {
  category_id: number
  brand_id: number | null
  store_id: number | null
  sku: string
  slug: string | null
  product_id: number | null
  /** The variants' SKUs, lowercased. */
  skus: string[]
}

const saveCheckStatement = preparedStatement<
  {
    category: boolean
    brand: boolean
    store: boolean
    sku_taken: boolean
    slug_taken: boolean
    variant_skus: string[] | null
  },
  SaveCheckValues
>(
  'product_save_checks',
  (value) => sql`select
      exists (select 1 from product_categories where id = ${value('category_id')}::int) as category,
      ${value('brand_id')}::int is null
        or exists (select 1 from brands where id = ${value('brand_id')}::int) as brand,
      ${value('store_id')}::int is null
        or exists (select 1 from stores where id = ${value('store_id')}::int) as store,
      exists (select 1 from products where lower(sku) = lower(${value('sku')}::varchar)
        and id is distinct from ${value('product_id')}::int) as sku_taken,
      ${value('slug')}::varchar is not null and exists (select 1 from products
        where slug = ${value('slug')}::varchar
          and id is distinct from ${value('product_id')}::int) as slug_taken,
      (select array_agg(lower(v.sku)) from product_variants v
        where lower(v.sku) = any(${value('skus')}::text[])
          and v.product_id is distinct from ${value('product_id')}::int) as variant_skus`,
)

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
  const [row] = await saveCheckStatement(db, {
    category_id: input.category_id,
    brand_id: input.brand_id,
    store_id: input.store_id,
    sku: input.sku,
    slug: input.slug,
    product_id: productId,
    skus: input.variants.map((variant) => variant.sku.toLowerCase()),
  })
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
