import { slugify } from '@phiencho/vn'
import type { Db } from '../db/client.ts'
import {
  brands,
  product_categories,
  product_images,
  product_variants,
  products,
  provinces,
  stores,
} from '../db/schema.ts'

// Small catalogue factories for API tests: every call makes unique slugs and SKUs, overrides win.

let sequence = 0
const next = () => ++sequence

export async function createCategory(
  db: Db,
  overrides: Partial<typeof product_categories.$inferInsert> = {},
) {
  const n = next()
  const name = overrides.name ?? `Danh mục ${n}`
  const [row] = await db
    .insert(product_categories)
    .values({ name, slug: `${slugify(name)}-${n}`, position: n, ...overrides })
    .returning()
  return row!
}

export async function createBrand(db: Db, overrides: Partial<typeof brands.$inferInsert> = {}) {
  const n = next()
  const name = overrides.name ?? `Thương hiệu ${n}`
  const [row] = await db
    .insert(brands)
    .values({ name, slug: `${slugify(name)}-${n}`, position: n, ...overrides })
    .returning()
  return row!
}

/** Hà Nội unless told otherwise; creating it twice is harmless. */
export async function createProvince(
  db: Db,
  overrides: Partial<typeof provinces.$inferInsert> = {},
) {
  const values = {
    code: '01',
    name: 'Thành phố Hà Nội',
    type: 'Thành phố',
    region: 'north' as const,
    ...overrides,
  }
  await db.insert(provinces).values(values).onConflictDoNothing()
  return values
}

export async function createStore(db: Db, overrides: Partial<typeof stores.$inferInsert> = {}) {
  const n = next()
  const name = overrides.name ?? `Cửa hàng ${n}`
  const [row] = await db
    .insert(stores)
    .values({ name, slug: `${slugify(name)}-${n}`, status: 'active', ...overrides })
    .returning()
  return row!
}

export interface ProductOverrides extends Partial<typeof products.$inferInsert> {
  /** Number of pictures (default 1), or none. */
  images?: number
  variants?: Array<Partial<typeof product_variants.$inferInsert> & { name: string }>
}

/** A published product in stock; makes a category when none is given. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const { images = 1, variants = [], ...values } = overrides
  const n = next()
  const name = values.name ?? `Sản phẩm thử ${n}`
  const category_id = values.category_id ?? (await createCategory(db)).id
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${n}`,
      sku: `TEST-${String(n).padStart(6, '0')}`,
      price: 100_000,
      stock: 10,
      status: 'published',
      description: `<p>${name}</p>`,
      ...values,
      category_id,
    })
    .returning()
  const product = row!
  if (images > 0) {
    await db.insert(product_images).values(
      Array.from({ length: images }, (_, i) => ({
        product_id: product.id,
        path: `demo/products/test-${n}-${i + 1}.webp`,
        width: 720,
        height: 720,
        alt: i === 0 ? name : `${name} - ảnh ${i + 1}`,
        position: i,
        // Inserted last first: the API must sort by position, not by id.
      })).reverse(),
    )
  }
  if (variants.length > 0) {
    await db.insert(product_variants).values(
      variants.map((variant, i) => ({
        product_id: product.id,
        sku: `${product.sku}-${i + 1}`,
        price: product.price,
        stock: 5,
        position: i,
        ...variant,
      })),
    )
  }
  return product
}
