import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { type DbHandle, selectRows } from './client.ts'

describe('query times (the database metrics)', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(() => handle?.close())

  it('tells each statement once, pool queries and transactions alike, while someone listens', async () => {
    const times: number[] = []
    const stop = handle.onQuery((seconds) => times.push(seconds))
    await selectRows(handle.db, sql`select 1`)
    // node-postgres's pool runs it on a client of its own: counted by the pool, not twice.
    expect(times).toHaveLength(1)
    await handle.db.transaction(async (tx) => {
      await selectRows(tx, sql`select 1`)
      await selectRows(tx, sql`select 2`)
    })
    // On PostgreSQL the transaction's BEGIN and COMMIT are statements of the client as well.
    expect(times).toHaveLength(handle.kind === 'postgres' ? 5 : 3)
    expect(times.every((seconds) => seconds >= 0 && seconds < 60)).toBe(true)
    stop()
    await selectRows(handle.db, sql`select 1`)
    expect(times).toHaveLength(handle.kind === 'postgres' ? 5 : 3)
  })

  it('tells a failed statement too', async () => {
    const times: number[] = []
    const stop = handle.onQuery((seconds) => times.push(seconds))
    await expect(selectRows(handle.db, sql`select * from no_such_table`)).rejects.toThrow()
    stop()
    expect(times).toHaveLength(1)
  })
})
