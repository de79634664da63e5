import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { type DbHandle, selectRows } from './client.ts'
import { sql } from 'drizzle-orm'

// Searches read a GIN index's pending list whole: the indexes of tables searched far more often
// than written take their entries at once; those of products and orders, written by every
// checkout, keep the list.
describe('GIN search indexes', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(() => handle?.close())

  it('keep no pending list on the product search keys, classifieds and news, and keep it on products and orders', async () => {
    const rows = await selectRows<{ table: string; index: string; options: string[] | null }>(
      handle.db,
      sql`select t.relname as table, c.relname as index, c.reloptions as options
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relnamespace = 'public'::regnamespace
        order by c.relname`,
    )
    const pending = (row: (typeof rows)[number]) => !(row.options ?? []).includes('fastupdate=off')
    expect(rows.filter(pending).map((row) => row.index)).toEqual([
      'orders_contact_phone_trgm_idx',
      'orders_search_trgm_idx',
      'products_search_name_trgm_idx',
      'products_search_vector_idx',
      'products_sku_trgm_idx',
    ])
    expect(new Set(rows.map((row) => row.table))).toEqual(
      new Set(['articles', 'classified_ads', 'orders', 'product_search_keys', 'products']),
    )
  })
})
