import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, users } from '../modules/users/index.ts'
import { createTestDatabase } from '../test/database.ts'
import {
  type Db,
  type DbHandle,
  type Tx,
  PreparedQueries,
  PreparedShapes,
  preparedStatement,
  selectRows,
} from './client.ts'

// On PostgreSQL the kept statements skip drizzle's execution and map their rows themselves; on
// PGlite they go through drizzle. Both must answer exactly what drizzle answers.
describe('kept statements (PreparedQueries, PreparedShapes, preparedStatement)', () => {
  let handle: DbHandle
  let db: Db
  let userId: number
  beforeAll(async () => {
    handle = await createTestDatabase()
    db = handle.db
    const user = await createUser(db, {
      name: 'Nguyễn Thị Kept',
      email: 'kept@example.vn',
      phone: null,
      password: 'PhienCho@2026',
    })
    userId = user.id
  })
  afterAll(() => handle?.close())

  // Columns of several types, a left join that finds nothing, expressions with and without a
  // decoder, an aliased one, a timestamp written by PostgreSQL.
  const nobody = alias(users, 'nobody')
  const selection = () => {
    const tokens = db
      .$with('tokens')
      .as(db.select({ user_id: users.id, n: sql<number>`count(*) over ()`.as('n') }).from(users))
    return db
      .with(tokens)
      .select({
        id: users.id,
        name: users.name,
        created_at: users.created_at,
        disabled_at: users.disabled_at,
        nobody_id: nobody.id,
        nobody_disabled_at: nobody.disabled_at,
        doubled: sql<number>`${users.id} * 2`.mapWith(Number),
        big: sql<string>`${users.id}::bigint`,
        written: sql<string>`${users.created_at}`,
        label: sql<string>`upper(${users.name})`.as('label'),
        n: tokens.n,
      })
      .from(users)
      .innerJoin(tokens, eq(tokens.user_id, users.id))
      .leftJoin(nobody, eq(nobody.id, sql`${users.id} + 1000000`))
      .where(eq(users.id, sql.placeholder('id')))
  }

  it('answers the rows drizzle answers, mapped by each field', async () => {
    const statements = new PreparedQueries<Awaited<ReturnType<typeof selection>>>('test_kept')
    const byDrizzle = await selection().execute({ id: userId })
    expect(byDrizzle).toHaveLength(1)
    const kept = await statements.execute(db, 'one', selection, { id: userId })
    expect(kept).toEqual(byDrizzle)
    expect(kept[0]!.created_at).toBeInstanceOf(Date)
    expect(kept[0]!.doubled).toBe(userId * 2)
    expect(kept[0]!.nobody_id).toBeNull()
    // Again on the kept statement, with another value bound.
    expect(await statements.execute(db, 'one', selection, { id: userId + 1000 })).toEqual([])
    expect(await statements.execute(db, 'one', selection, { id: userId })).toEqual(byDrizzle)
  })

  it('runs a raw statement as drizzle does, timestamps as PostgreSQL wrote them', async () => {
    const byDrizzle = await selectRows<{ created_at: unknown }>(
      db,
      sql`select id, name, created_at, disabled_at from users where id = ${userId}`,
    )
    const statement = preparedStatement<Record<string, unknown>, { id: number }>(
      'test_kept_raw',
      (value) => sql`select id, name, created_at, disabled_at from users where id = ${value('id')}`,
    )
    expect(await statement(db, { id: userId })).toEqual(byDrizzle)
    const shapes = new PreparedShapes('test_kept_shapes', { planned: 'each-call' })
    const rows = await shapes.select(
      db,
      'by-id',
      () => sql`select id, name, created_at from users where id = ${sql.placeholder('id')}`,
      { id: userId },
    )
    expect(rows).toEqual([
      { id: userId, name: 'Nguyễn Thị Kept', created_at: byDrizzle[0]!.created_at },
    ])
  })

  it('runs on the transaction it is given, and fails with the statement named', async () => {
    const statement = preparedStatement<{ name: string }, { id: number }>(
      'test_kept_tx',
      (value) => sql`select name from users where id = ${value('id')}`,
    )
    const inTransaction = await db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Trong giao dịch' }).where(eq(users.id, userId))
      const rows = await statement(tx, { id: userId })
      await tx.update(users).set({ name: 'Nguyễn Thị Kept' }).where(eq(users.id, userId))
      return rows
    })
    // The change is seen only by the transaction's own connection.
    expect(inTransaction).toEqual([{ name: 'Trong giao dịch' }])

    // A query-builder statement kept outside a transaction runs on the next one's connection.
    const queries = new PreparedQueries<Array<{ name: string; created_at: Date }>>('test_kept_q_tx')
    const named = (handle: Db | Tx) =>
      handle
        .select({ name: users.name, created_at: users.created_at })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .for('update')
    const [outside] = await queries.execute(db, 'by-id', () => named(db), { id: userId })
    const seenInside = await db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Giao dịch ba' }).where(eq(users.id, userId))
      return queries.execute(tx, 'by-id', () => named(tx), { id: userId })
    })
    expect(seenInside).toEqual([{ name: 'Giao dịch ba', created_at: outside!.created_at }])
    expect(seenInside[0]!.created_at).toBeInstanceOf(Date)
    await db.update(users).set({ name: 'Nguyễn Thị Kept' }).where(eq(users.id, userId))

    const failing = preparedStatement<{ q: number }, { d: number }>(
      'test_kept_fails',
      (value) => sql`select 1 / ${value('d')}::int as q`,
    )
    await expect(failing(db, { d: 0 })).rejects.toThrow(/Failed query: select 1 \/ \$1::int/)
    expect(await failing(db, { d: 1 })).toEqual([{ q: 1 }])
  })
})
