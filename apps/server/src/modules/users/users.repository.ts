import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from './users.tables.ts'

export type UserRow = typeof users.$inferSelect

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) })
}

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` })
}

export async function insertUser(
  db: Db,
  values: { name: string; email: string; phone: string | null; password_hash: string },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'phone' | 'avatar' | 'password_hash' | 'disabled_at'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
  return row
}

/** Ends every session the user has: tokens issued before now stop working (the database's now). */
export async function updateSessionsValidAfter(db: Db, id: number, extra: Partial<UserRow> = {}) {
  const [row] = await db
    .update(users)
    .set({ ...extra, sessions_valid_after: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id })
  return row
}

export async function updateLastLogin(db: Db, id: number) {
  await db
    .update(users)
    .set({ last_login_at: sql`now()` })
    .where(eq(users.id, id))
}
