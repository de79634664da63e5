import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'
import { createTestDatabase } from '../../test/database.ts'

// The search keys the database keeps for the back office's product search (migration 0033),
// against the products themselves, after each kind of write.

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())

const COLUMNS = sql.raw(
  'id, status::text, search_name, sku, created_at, category_id, brand_id, store_id',
)

async function expectExact(step: string) {
  const db = handle.db
  const kept = await selectRows(db, sql`select ${COLUMNS} from product_search_keys order by id`)
  const products = await selectRows(
    db,
    sql`select id, status::text, search_name, lower(sku) as sku, created_at, category_id,
        brand_id, store_id
      from products order by id`,
  )
  expect(kept, step).toEqual(products)
}

/** The transaction that last wrote a product's keys. */
async function keysVersion(id: number): Promise<string> {
  const [row] = await selectRows<{ xmin: string }>(
    handle.db,
    sql`select xmin::text from product_search_keys where id = ${id}`,
  )
  return row!.xmin
}

describe('the product search keys', () => {
  it('follow inserts, renames, moves, status changes, deletes, a rollback and a truncate', async () => {
    const db = handle.db
    await expectExact('start')
    const category = (await createCategory(db)).id
    const made = []
    for (const status of ['draft', 'published', 'hidden'] as const) {
      made.push(await createProduct(db, { images: 0, category_id: category, status }))
    }
    await expectExact('inserted one by one')

    await db.execute(sql`insert into products (name, slug, sku, category_id, price, status)
      select 'Áo thun loạt ' || n, 'ao-thun-loat-' || n, 'AT-' || n, ${category}, 100000, 'draft'
      from generate_series(1, 25) as n`)
    await expectExact('inserted in one statement')

    await db
      .update(products)
      .set({ name: 'Nồi cơm điện Đỏ', sku: 'NCD-RED' })
      .where(eq(products.id, made[0]!.id))
    await db.execute(sql`update products set status = 'archived' where sku like 'AT-%'`)
    await expectExact('renamed and archived')

    const brand = await createBrand(db)
    const store = (await createStore(db)).id
    const other = (await createCategory(db)).id
    await db.update(products).set({ brand_id: brand.id }).where(eq(products.id, made[1]!.id))
    await db
      .update(products)
      .set({ store_id: store, category_id: other })
      .where(eq(products.id, made[2]!.id))
    await expectExact('moved to another category, brand and shop')
    // A brand's removal sets its products' brand to null (the foreign key's action).
    await db.execute(sql`delete from brands where id = ${brand.id}`)
    await expectExact('brand deleted')

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update products set name = 'Đổi tên', status = 'hidden'`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await expectExact('rolled back')

    await db.execute(sql`delete from cart_items`)
    await db.delete(products).where(
      inArray(
        products.id,
        made.slice(0, 2).map((product) => product.id),
      ),
    )
    await expectExact('deleted')

    await db.execute(sql`truncate products cascade`)
    await expectExact('truncated')
    expect(await selectRows(db, sql`select id from product_search_keys`)).toEqual([])
  })

  it('are not written by what a checkout changes: stock, sales and the update time', async () => {
    const db = handle.db
    const product = await createProduct(db, { images: 0, stock: 10 })
    const before = await keysVersion(product.id)
    await db.execute(
      sql`update products set stock = stock - 1, sold_count = sold_count + 1, updated_at = now()
        where id = ${product.id}`,
    )
    await db.execute(sql`update products set price = price + 1000 where id = ${product.id}`)
    expect(await keysVersion(product.id)).toBe(before)
    await expectExact('after a sale')
  })
})
