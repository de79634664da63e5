import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../test/catalog-factories.ts'
import { createTestDatabase } from '../test/database.ts'
import { type Db, type DbHandle, selectRows } from './client.ts'
import { rowsFromJson } from './column-rows.ts'
import { product_images, product_variants } from './schema.ts'

// Rows sent as JSON must decode to exactly what drizzle's own select answers, on PGlite and on
// PostgreSQL: numbers, null, jsonb objects, timestamps as dates.
describe('rowsFromJson', () => {
  let handle: DbHandle
  let db: Db
  beforeAll(async () => {
    handle = await createTestDatabase()
    db = handle.db
  })
  afterAll(() => handle?.close())

  it('decodes a json_agg of whole rows as drizzle decodes the table', async () => {
    const product = await createProduct(db, {
      images: 2,
      variants: [
        { name: 'Đen / XL', options: { 'Màu sắc': 'Đen', 'Kích cỡ': 'XL' }, barcode: '893' },
        { name: 'Trắng / M', options: { 'Màu sắc': 'Trắng', 'Kích cỡ': 'M' }, stock: 0 },
      ],
    })
    const [row] = await selectRows<{ variants: unknown; images: unknown }>(
      db,
      sql`select
        (select json_agg(v order by v.position) from product_variants v
          where v.product_id = ${product.id}) as variants,
        (select json_agg(i order by i.position) from product_images i
          where i.product_id = ${product.id}) as images`,
    )
    const variants = rowsFromJson(product_variants, row!.variants)
    const images = rowsFromJson(product_images, row!.images)

    expect(variants).toEqual(
      await db
        .select()
        .from(product_variants)
        .where(eq(product_variants.product_id, product.id))
        .orderBy(asc(product_variants.position)),
    )
    expect(images).toEqual(
      await db
        .select()
        .from(product_images)
        .where(eq(product_images.product_id, product.id))
        .orderBy(asc(product_images.position)),
    )
    expect(variants[0]!.created_at).toBeInstanceOf(Date)
    expect(variants[0]!.options).toEqual({ 'Màu sắc': 'Đen', 'Kích cỡ': 'XL' })
    expect(variants[1]!.barcode).toBeNull()
  })

  it('refuses what is not rows of the table', () => {
    expect(() => rowsFromJson(product_images, null)).toThrow(/array/)
    expect(() => rowsFromJson(product_images, [{ id: 1 }])).toThrow(/no column/)
  })
})
