import { LOW_STOCK_THRESHOLD } from '@phiencho/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { stockStatus } from '../modules/catalog/index.ts'
import { createProduct } from '../test/catalog-factories.ts'
import { createTestDatabase } from '../test/database.ts'
import { settleChanges } from '../test/changes.ts'
import { createShopSettings } from '../test/shop-factories.ts'
import { type Db, type DbHandle, selectRows, transactionClosedBy } from './client.ts'
import { products } from './schema.ts'

const quiet = { warn: () => {} }

let handle: DbHandle
let db: Db
let heard: Array<string | null> = []
let stop: () => Promise<void>

beforeAll(async () => {
  handle = await createTestDatabase()
  db = handle.db
  stop = await handle.changes.listen((topic) => heard.push(topic), quiet)
})
afterAll(async () => {
  await stop?.()
  await handle?.close()
})

const run = (statement: string) => db.execute(sql.raw(statement))
const topics = () => heard.filter((topic) => !topic?.startsWith('fence-'))
/** What was heard so far: the writer's own commits, before its await resumes. */
const heardNow = topics
/**
 * Every notification sent so far has arrived: what was heard, then starts afresh. A commit is
 * heard once, also on PostgreSQL where the writer is told by its connection and by its listener.
 */
async function settled() {
  await settleChanges(handle)
  const told = topics()
  heard = []
  return told
}

describe('changes announced by the database', () => {
  beforeEach(async () => {
    await settled()
  })

  it('tells a committed write before the writer resumes, whoever wrote it and however', async () => {
    const product = await createProduct(db)
    expect(new Set(await settled())).toEqual(new Set(['catalog']))

    await run(`update products set price = price + 1000 where id = ${product.id}`)
    // No wait: the writing process hears its own commit before its await resumes.
    expect(heardNow()).toEqual(['catalog'])
    expect(await settled()).toEqual(['catalog'])

    await db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Tên mới' }).where(eq(products.id, product.id))
      await tx.update(products).set({ sale_price: 1000 }).where(eq(products.id, product.id))
      // Nothing before the COMMIT.
      expect(heardNow()).toEqual([])
    })
    expect(heardNow()).toEqual(['catalog'])
    await settled()

    await transactionClosedBy(db, async () => ({
      result: null,
      closing: [`update products set name = 'Tên khác' where id = ${product.id}`],
    }))
    expect(heardNow()).toEqual(['catalog'])
    await settled()

    // Two statements, two transactions.
    await createShopSettings(db, { site_name: 'Chợ Mới' })
    expect(heardNow()).toEqual(['settings', 'settings'])
    expect(await settled()).toEqual(['settings', 'settings'])
  })

  it('tells nothing of a transaction rolled back or a statement that failed', async () => {
    const product = await createProduct(db)
    await settled()
    await db
      .transaction(async (tx) => {
        await tx.update(products).set({ price: 5000 }).where(eq(products.id, product.id))
        throw new Error('thôi')
      })
      .catch(() => {})
    await run(`update products set price = -1 where id = ${product.id}`).catch(() => {})
    // The last statement fails after the first one's trigger ran.
    await transactionClosedBy(db, async () => ({
      result: null,
      closing: [`update products set price = 7000 where id = ${product.id}`, 'select 1 / 0'],
    })).catch(() => {})
    expect(heardNow()).toEqual([])
    expect(await settled()).toEqual([])
    const [row] = await db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row!.price).toBe(product.price)

    // A savepoint rolled back inside a committed transaction: the writer may forget (too much is
    // harmless), and its change stays undone.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.update(products).set({ price: 6000 }).where(eq(products.id, product.id))
          throw new Error('bỏ phần này')
        })
        .catch(() => {})
      await tx.execute(sql`select 1`)
    })
    expect([[], ['catalog']]).toContainEqual(await settled())
    const [after] = await db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, product.id))
    expect(after!.price).toBe(product.price)
  })

  it('ignores the counters a checkout writes, unless a card would read differently', async () => {
    const product = await createProduct(db, {
      stock: LOW_STOCK_THRESHOLD + 3,
      variants: [{ name: 'Đen', stock: LOW_STOCK_THRESHOLD + 3 }],
    })
    await settled()
    const take = async (quantity: number) => {
      await run(
        `update products set stock = stock - ${quantity}, sold_count = greatest(sold_count + ${quantity}, 0), updated_at = now() where id = ${product.id}`,
      )
      return settled()
    }
    // Still in stock: nothing to forget.
    expect(await take(1)).toEqual([])
    await run(`update products set view_count = view_count + 1 where id = ${product.id}`)
    expect(await settled()).toEqual([])
    // In stock → low → sold out, then back.
    expect(await take(2)).toEqual(['catalog'])
    expect(await take(1)).toEqual([])
    expect(await take(LOW_STOCK_THRESHOLD - 1)).toEqual(['catalog'])
    expect(await take(-10)).toEqual(['catalog'])

    await run(`update product_variants set stock = stock - 1 where product_id = ${product.id}`)
    expect(await settled()).toEqual([])
    await run(
      `update product_variants set stock = ${LOW_STOCK_THRESHOLD} where product_id = ${product.id}`,
    )
    expect(await settled()).toEqual(['catalog'])
  })

  it("bands stock exactly as a product card's stock status does", async () => {
    const stocks = Array.from({ length: LOW_STOCK_THRESHOLD + 4 }, (_, i) => i - 1)
    const rows = await selectRows<{ stock: number; band: number }>(
      db,
      sql`select s as stock, public.stock_band(s) as band
        from unnest(${`{${stocks.join(',')}}`}::int[]) as s`,
    )
    const bands = ['out_of_stock', 'low_stock', 'in_stock']
    for (const { stock, band } of rows)
      expect(bands[band], `stock ${stock}`).toBe(stockStatus(stock))
    expect(rows).toHaveLength(stocks.length)
  })
})

/**
 * Every table is either announced or known not to be shown by any kept answer, and every column
 * of a table whose updates are filtered by column either announces or is known not to: a new
 * table or column fails here until someone decides (migration 0018).
 */
describe('what the triggers cover', () => {
  // Read by no kept answer or page (back office, orders, carts, accounts), or kept from an
  // announced table by triggers (product_listing_counts from products).
  const notShown = [
    'addresses',
    'audit_log',
    'back_office_security',
    'cart_items',
    'carts',
    'classified_poster_blocks',
    'classified_reports',
    'mail_outbox',
    'media',
    'order_days',
    'order_figure_changes',
    'order_items',
    'order_notes',
    'order_state_counts',
    'order_status_history',
    'orders',
    'partner_applications',
    'password_reset_tokens',
    'payments',
    'personal_access_tokens',
    'product_listing_counts',
    'product_sales',
    'product_sales_changes',
    'product_search_keys',
    'product_status_counts',
    'review_helpful_votes',
    'review_reports',
    'roles',
    'staff_invitations',
    'staff_recovery_codes',
    'staff_sign_in_challenges',
    'staff_two_factor',
    'stock_movements',
    'user_day_signups',
    'user_roles',
    'voucher_categories',
    'voucher_redemptions',
    'vouchers',
    'wishlist_items',
  ]
  // Columns whose updates announce nothing: counters and times written on hot paths, and what
  // no kept answer shows of a user.
  const unannounced: Record<string, string[]> = {
    products: ['sold_count', 'view_count', 'updated_at', 'low_stock_threshold', 'version'],
    product_variants: ['updated_at'],
    product_reviews: ['helpful_count', 'updated_at'],
    // The review note is the back office's: no public answer shows it.
    articles: ['view_count', 'review_note', 'first_published_at'],
    // Set with `status` (which announces) whenever it changes.
    classified_ads: ['view_count', 'hidden_by_moderator'],
    users: [
      'id',
      'email',
      'phone',
      'password_hash',
      'email_verified_at',
      'avatar',
      'disabled_at',
      'sessions_valid_after',
      'last_login_at',
      'updated_at',
    ],
  }

  interface TriggerRow {
    table_name: string
    tgtype: number
    columns: string[] | null
  }

  /** The triggers that call announce_change, with the columns an UPDATE OF names (null: any). */
  const announcingTriggers = () =>
    selectRows<TriggerRow>(
      db,
      sql`select c.relname as table_name, t.tgtype::int as tgtype,
          (select array_agg(a.attname::text order by a.attnum)
             from unnest(t.tgattr::int2[]) as k(attnum)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'announce_change' and not t.tgisinternal`,
    )

  it('announces every table a kept answer shows, on every kind of write', async () => {
    const tables = await selectRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
    const triggers = await announcingTriggers()
    const announced = new Set(triggers.map((row) => row.table_name))
    const undecided = tables
      .map((table) => table.name)
      .filter((name) => !announced.has(name) && !notShown.includes(name))
    expect(undecided, 'tables neither announced nor known not to be shown').toEqual([])

    // tgtype bits: 4 insert, 8 delete, 16 update, 32 truncate.
    for (const table of announced) {
      if (table === 'users') continue
      const kinds = triggers
        .filter((row) => row.table_name === table)
        .reduce((bits, row) => bits | row.tgtype, 0)
      expect(kinds & (4 | 8 | 16 | 32), table).toBe(4 | 8 | 16 | 32)
    }
  })

  it('makes every column of a table filtered by column take a side', async () => {
    // tgtype bit 16: update.
    const triggers = (await announcingTriggers()).filter((row) => (row.tgtype & 16) !== 0)
    const everyColumn = new Set(
      triggers.filter((row) => row.columns === null).map((row) => row.table_name),
    )
    const filtered = [...new Set(triggers.map((row) => row.table_name))].filter(
      (table) => !everyColumn.has(table),
    )
    expect(filtered.sort()).toEqual(Object.keys(unannounced).sort())
    for (const table of filtered) {
      const columns = await selectRows<{ name: string }>(
        db,
        sql`select attname as name from pg_attribute
          where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped
            and attgenerated = ''`,
      )
      const announcing = new Set(
        triggers.filter((row) => row.table_name === table).flatMap((row) => row.columns ?? []),
      )
      const undecided = columns
        .map((column) => column.name)
        .filter((name) => !announcing.has(name) && !unannounced[table]!.includes(name))
      expect(undecided, `${table}: columns neither announced nor known not to be`).toEqual([])
      const both = unannounced[table]!.filter((name) => announcing.has(name))
      expect(both, `${table}: columns both announced and not`).toEqual([])
    }
  })
})
