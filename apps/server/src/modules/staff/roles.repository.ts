import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { roles, user_roles } from './staff.tables.ts'

export type RoleRow = typeof roles.$inferSelect

/** Every role with how many people hold it, the owner role first. */
export function selectRolesWithHolders(db: Db) {
  return db
    .select({
      id: roles.id,
      key: roles.key,
      name: roles.name,
      description: roles.description,
      permissions: roles.permissions,
      is_owner: roles.is_owner,
      created_at: roles.created_at,
      updated_at: roles.updated_at,
      // Qualified: Drizzle leaves the columns of a one-table select unqualified.
      holders: sql<number>`(select count(*) from user_roles ur where ur.role_id = "roles"."id")::int`,
    })
    .from(roles)
    .orderBy(sql`${roles.is_owner} desc`, asc(roles.id))
}

export async function selectRoleWithHolders(db: Db, id: number) {
  const [row] = await selectRolesWithHolders(db).where(eq(roles.id, id))
  return row
}

/** Locks the role row for the rest of the transaction: its holders are counted and changed under it. */
export async function selectRoleForUpdate(db: Db, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update')
  return row
}

export function selectRolesByIds(db: Db, ids: number[]): Promise<RoleRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(roles).where(inArray(roles.id, ids))
}

/** The owner role, locked: every change that could leave the shop without an owner takes it. */
export async function lockOwnerRole(db: Db): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.is_owner, true)).limit(1).for('update')
  return row
}

export async function insertRole(
  db: Db,
  values: { name: string; description: string; permissions: string[] },
) {
  const [row] = await db.insert(roles).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateRoleRow(
  db: Db,
  id: number,
  values: Partial<{ name: string; description: string; permissions: string[] }>,
) {
  const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning()
  return row
}

export async function selectRoleNamedLike(db: Db, name: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`)
    .limit(1)
  return row
}

export async function deleteRoleRow(db: Db, id: number) {
  await db.delete(roles).where(eq(roles.id, id))
}

export async function countHolders(db: Db, roleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user_roles)
    .where(eq(user_roles.role_id, roleId))
  return row?.n ?? 0
}

/** Holders of the owner role whose account is not disabled. */
export async function countActiveOwners(db: Db, ownerRoleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user_roles)
    .innerJoin(users, eq(users.id, user_roles.user_id))
    .where(and(eq(user_roles.role_id, ownerRoleId), sql`${users.disabled_at} is null`))
  return row?.n ?? 0
}
