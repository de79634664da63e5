import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { user_roles } from './staff.tables.ts'

export interface HeldRole {
  id: number
  name: string
  is_owner: boolean
}

// Written with qualified names: in a one-table select Drizzle leaves its columns unqualified, and
// an unqualified "id" inside the subquery would name the role's.
const heldRoles = sql<HeldRole[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name, 'is_owner', r.is_owner)
    order by r.is_owner desc, r.id)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id"), '[]'::json)`

// True while every link the person was mailed is unused: no password set through one yet.
const invitationPending = sql<boolean>`coalesce((
  select bool_and(si.used_at is null) from staff_invitations si
  where si.user_id = "users"."id"), false)`

const isStaff = sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id")`

const memberFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  disabled_at: users.disabled_at,
  last_login_at: users.last_login_at,
  roles: heldRoles,
  invitation_pending: invitationPending,
}

function matching(q: string | undefined): SQL {
  if (!q) return isStaff
  const folded = sql`public.f_unaccent(lower(${q}))`
  return sql`${isStaff} and (strpos(public.f_unaccent(lower(${users.name})), ${folded}) > 0
    or strpos(lower(${users.email}), lower(${q})) > 0)`
}

/** A page of the people holding a role, by name, with their roles. */
export async function selectStaffPage(
  db: Db,
  { q, limit, offset }: { q: string | undefined; limit: number; offset: number },
) {
  const where = matching(q)
  const [rows, [total]] = await Promise.all([
    db
      .select(memberFields)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** A user with their roles (an empty list for a shopper). */
export async function selectMember(db: Db, userId: number) {
  const [row] = await db.select(memberFields).from(users).where(eq(users.id, userId))
  return row
}

export async function selectRoleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ role_id: user_roles.role_id })
    .from(user_roles)
    .where(eq(user_roles.user_id, userId))
  return rows.map((row) => row.role_id)
}

export async function insertUserRoles(db: Db, userId: number, roleIds: number[]) {
  if (roleIds.length === 0) return
  await db
    .insert(user_roles)
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
    .onConflictDoNothing()
}

export async function deleteUserRoles(db: Db, userId: number, roleIds: number[]) {
  if (roleIds.length === 0) return
  await db
    .delete(user_roles)
    .where(and(eq(user_roles.user_id, userId), inArray(user_roles.role_id, roleIds)))
}
