import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { roles, staff_invitations, user_roles } from '../staff/index.ts'

export async function insertInvitation(
  db: Db,
  values: { user_id: number; invited_by: number; token_hash: string },
) {
  await db.insert(staff_invitations).values(values)
}

/** The person's invitations: how many, and whether one was used (the password set). */
export async function selectInvitationState(db: Db, userId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      used: sql<boolean>`coalesce(bool_or(${staff_invitations.used_at} is not null), false)`,
    })
    .from(staff_invitations)
    .where(eq(staff_invitations.user_id, userId))
  return row ?? { count: 0, used: false }
}

export async function deleteUnusedInvitations(db: Db, userId: number) {
  await db
    .delete(staff_invitations)
    .where(and(eq(staff_invitations.user_id, userId), isNull(staff_invitations.used_at)))
}

/** The invitation of this token, locked, with its age in hours by the database's clock. */
export async function lockInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: staff_invitations.id,
      user_id: staff_invitations.user_id,
      used_at: staff_invitations.used_at,
      age_hours: sql<number>`extract(epoch from now() - ${staff_invitations.created_at})::float8 / 3600`,
    })
    .from(staff_invitations)
    .where(eq(staff_invitations.token_hash, tokenHash))
    .for('update')
  return row
}

export async function markInvitationUsed(db: Db, id: number) {
  await db
    .update(staff_invitations)
    .set({ used_at: sql`now()` })
    .where(eq(staff_invitations.id, id))
}

export async function holdsAnyRole(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ role_id: user_roles.role_id })
    .from(user_roles)
    .where(eq(user_roles.user_id, userId))
    .limit(1)
  return rows.length > 0
}

export async function selectRoleNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(eq(user_roles.user_id, userId))
    .orderBy(roles.name)
  return rows.map((row) => row.name)
}
