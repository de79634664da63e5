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
  values: { name: string; email: string; phone: string; password_hash: string },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'phone' | 'avatar' | 'password_hash'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
  return row
}
