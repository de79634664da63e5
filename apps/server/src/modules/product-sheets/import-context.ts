import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { brands, product_categories, product_variants, products, stores } from '../../db/schema.ts'
import type { ProductOptionTypes } from '../../db/schema.ts'

// What an import compares its rows with, read once for the whole file.

export interface StoredVariant {
  id: number
  product_id: number
  sku: string
  name: string
  options: Record<string, string>
  price: number
  planned_sale_price: number | null
  barcode: string | null
  stock: number
  position: number
}

export interface StoredProduct {
  id: number
  sku: string
  name: string
  slug: string
  category_id: number
  brand_id: number | null
  store_id: number | null
  status: 'draft' | 'published' | 'hidden' | 'archived'
  price: number
  planned_sale_price: number | null
  sale_starts_at: Date | null
  sale_ends_at: Date | null
  short_description: string | null
  stock: number
  version: number
  option_types: ProductOptionTypes
  variants: StoredVariant[]
}

export interface ImportContext {
  categoryBySlug: Map<string, number>
  categorySlugById: Map<number, string>
  brandBySlug: Map<string, number>
  brandSlugById: Map<number, string>
  storeBySlug: Map<string, number>
  storeSlugById: Map<number, string>
  productBySku: Map<string, StoredProduct>
  /** The product each variant SKU of the file (or a new variant's) belongs to. */
  variantOwner: Map<string, number>
  /** The product holding each slug the file names or would generate. */
  slugOwner: Map<string, number>
}

const variantColumns = {
  id: product_variants.id,
  product_id: product_variants.product_id,
  sku: product_variants.sku,
  name: product_variants.name,
  options: product_variants.options,
  price: product_variants.price,
  planned_sale_price: product_variants.planned_sale_price,
  barcode: product_variants.barcode,
  stock: product_variants.stock,
  position: product_variants.position,
}

export async function loadImportContext(
  db: Db | Tx,
  wanted: { productSkus: string[]; variantSkus: string[]; slugs: string[] },
): Promise<ImportContext> {
  const [categoryRows, brandRows, storeRows, productRows, variantRows, slugRows] =
    await Promise.all([
      db
        .select({ id: product_categories.id, slug: product_categories.slug })
        .from(product_categories),
      db.select({ id: brands.id, slug: brands.slug }).from(brands),
      db.select({ id: stores.id, slug: stores.slug }).from(stores),
      db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          slug: products.slug,
          category_id: products.category_id,
          brand_id: products.brand_id,
          store_id: products.store_id,
          status: products.status,
          price: products.price,
          planned_sale_price: products.planned_sale_price,
          sale_starts_at: products.sale_starts_at,
          sale_ends_at: products.sale_ends_at,
          short_description: products.short_description,
          stock: products.stock,
          version: products.version,
          option_types: products.option_types,
        })
        .from(products)
        .where(inArray(products.sku, wanted.productSkus)),
      db
        .select({ ...variantColumns, product_sku: products.sku })
        .from(product_variants)
        .innerJoin(products, eq(products.id, product_variants.product_id))
        .where(
          sql`${products.sku} = any(${sql.param(wanted.productSkus)}::text[]) or ${product_variants.sku} = any(${sql.param(wanted.variantSkus)}::text[])`,
        )
        .orderBy(product_variants.product_id, product_variants.position, product_variants.id),
      db
        .select({ slug: products.slug, id: products.id })
        .from(products)
        .where(inArray(products.slug, wanted.slugs)),
    ])
  const productBySku = new Map<string, StoredProduct>(
    productRows.map((row) => [row.sku, { ...row, variants: [] }]),
  )
  const variantOwner = new Map<string, number>()
  for (const { product_sku, ...variant } of variantRows) {
    variantOwner.set(variant.sku, variant.product_id)
    productBySku.get(product_sku)?.variants.push(variant)
  }
  return {
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row.id])),
    categorySlugById: new Map(categoryRows.map((row) => [row.id, row.slug])),
    brandBySlug: new Map(brandRows.map((row) => [row.slug, row.id])),
    brandSlugById: new Map(brandRows.map((row) => [row.id, row.slug])),
    storeBySlug: new Map(storeRows.map((row) => [row.slug, row.id])),
    storeSlugById: new Map(storeRows.map((row) => [row.id, row.slug])),
    productBySku,
    variantOwner,
    slugOwner: new Map(slugRows.map((row) => [row.slug, row.id])),
  }
}

/** Locks the products an import changes, in id order (the checkout's order: ADR 019). */
export async function lockProducts(tx: Tx, ids: number[]) {
  if (ids.length === 0) return
  await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids)))
    .orderBy(products.id)
    .for('update')
}
