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

// The counts the database keeps by product status (migration 0024) against a count of the rows,
// after each kind of write: the back office's product list reads them instead of counting.

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())

async function keptAndCounted() {
  const db = handle.db
  const kept = await selectRows<Record<string, unknown>>(
    db,
    sql`select status::text, category_id, brand_id, store_id, products as n
      from product_status_counts where products <> 0 order by 1, 2, 3, 4`,
  )
  const counted = await selectRows<Record<string, unknown>>(
    db,
    sql`select status::text, category_id, coalesce(brand_id, 0) as brand_id,
        coalesce(store_id, 0) as store_id, count(*)::int as n
      from products group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  )
  return { kept, counted }
}

async function expectExact(step: string) {
  const { kept, counted } = await keptAndCounted()
  expect(kept, step).toEqual(counted)
}

describe('the product status counts', () => {
  it('follow inserts, moves, status changes, deletes, a rollback and a truncate', async () => {
    const db = handle.db
    await expectExact('start')
    const category = (await createCategory(db)).id
    const made = []
    for (const status of ['draft', 'published', 'published', 'hidden'] as const) {
      made.push(await createProduct(db, { images: 0, category_id: category, status }))
    }
    await expectExact('inserted one by one')

    await db.execute(sql`insert into products (name, slug, sku, category_id, price, status)
      select 'Hàng loạt ' || n, 'hang-loat-' || n, 'HL-' || n, ${category}, 100000, 'draft'
      from generate_series(1, 25) as n`)
    await expectExact('inserted in one statement')

    await db.update(products).set({ status: 'published' }).where(eq(products.id, made[0]!.id))
    await db.execute(sql`update products set status = 'archived' where sku like 'HL-%'`)
    await db.execute(sql`update products set stock = stock + 1`)
    await expectExact('status and stock changed')

    const brand = (await createBrand(db)).id
    const store = (await createStore(db)).id
    const other = (await createCategory(db)).id
    await db.update(products).set({ brand_id: brand }).where(eq(products.id, made[1]!.id))
    await db
      .update(products)
      .set({ store_id: store, category_id: other })
      .where(eq(products.id, made[2]!.id))
    await db.update(products).set({ brand_id: null }).where(eq(products.id, made[1]!.id))
    await expectExact('moved to another category, brand and shop')

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update products set status = 'hidden'`)
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
    const { kept } = await keptAndCounted()
    expect(kept).toEqual([])
  })
})
