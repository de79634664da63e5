import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { type DbHandle, selectRows, transactionClosedBy, withGenericPlans } from './client.ts'

describe('withGenericPlans and the opening statements of transactionClosedBy', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(() => handle?.close())

  const planMode = async (db: Parameters<typeof selectRows>[0]) =>
    (
      await selectRows<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`)
    )[0]!.mode

  it('runs its work under generic plans, and leaves the connections as they were', async () => {
    const inside = await withGenericPlans(handle.db, (tx) => planMode(tx))
    expect(inside).toBe('force_generic_plan')
    // Every connection the pool might hand out next answers the default again.
    const after = await Promise.all(Array.from({ length: 4 }, () => planMode(handle.db)))
    expect(after).toEqual(['auto', 'auto', 'auto', 'auto'])
  })

  it('rolls back and hands the error on when its work fails, and the pool goes on', async () => {
    await expect(
      withGenericPlans(handle.db, async (tx) => {
        await selectRows(tx, sql`select 1`)
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    await expect(
      withGenericPlans(handle.db, (tx) => selectRows(tx, sql`select 1/0`)),
    ).rejects.toThrow(/select 1\/0/)
    expect(await planMode(handle.db)).toBe('auto')
  })

  it('ends the transaction when an opening statement fails after BEGIN', async () => {
    await expect(
      transactionClosedBy(handle.db, async () => ({ result: 1 }), {
        opening: ['set local plan_cache_mode = force_generic_plan', 'select 1/0'],
      }),
    ).rejects.toThrow()
    // A connection left in that aborted transaction would refuse every statement.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => selectRows<{ one: number }>(handle.db, sql`select 1 as one`)),
    )
    expect(answers.flat().map((row) => row.one)).toEqual([1, 1, 1, 1])
    expect(await planMode(handle.db)).toBe('auto')
  })
})
