import { STAFF_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@phiencho/contracts'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { type Db, PreparedQueries } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { password_reset_tokens, personal_access_tokens } from './auth.tables.ts'

/**
 * A new token: a day for a shopper, 8 hours for a holder of any role, decided in the insert itself
 * (no query of its own at sign-in).
 */
export async function insertToken(
  db: Db,
  values: { user_id: number; name: string; token_hash: string; second_factor?: boolean },
) {
  const holdsRole = sql`exists (select 1 from user_roles ur where ur.user_id = ${values.user_id})`
  const [row] = await db
    .insert(personal_access_tokens)
    .values({
      ...values,
      expires_at: sql`now() + make_interval(secs => case when ${holdsRole} then ${STAFF_TOKEN_TTL_SECONDS}::int else ${TOKEN_TTL_SECONDS}::int end)`,
    })
    .returning({ id: personal_access_tokens.id })
  return row!.id
}

const tokenFields = {
  id: personal_access_tokens.id,
  user_id: personal_access_tokens.user_id,
  token_hash: personal_access_tokens.token_hash,
  created_at: personal_access_tokens.created_at,
  expires_at: personal_access_tokens.expires_at,
  last_used_at: personal_access_tokens.last_used_at,
  second_factor: personal_access_tokens.second_factor,
  disabled_at: users.disabled_at,
  sessions_valid_after: users.sessions_valid_after,
}

/** The token with what decides whether its owner's session still stands: one query. */
export async function findTokenById(db: Db, id: number) {
  const [row] = await db
    .select(tokenFields)
    .from(personal_access_tokens)
    .innerJoin(users, eq(users.id, personal_access_tokens.user_id))
    .where(eq(personal_access_tokens.id, id))
    .limit(1)
  return row
}

function grantsQuery(db: Db) {
  // Qualified names throughout, as in every subquery on a row of the outer query.
  const held = sql`user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"`
  return db
    .select({
      ...tokenFields,
      permissions: sql<string[]>`array(select distinct unnest(r.permissions) from ${held})`,
      is_owner: sql<boolean>`exists (select 1 from ${held} and r.is_owner)`,
      role_count: sql<number>`(select count(*) from user_roles ur where ur.user_id = "users"."id")::int`,
      two_factor_on: sql<boolean>`exists (select 1 from staff_two_factor tf where tf.user_id = "users"."id" and tf.enabled_at is not null)`,
      two_factor_required: sql<boolean>`coalesce((select s.require_two_factor from back_office_security s where s.id = 1), false)`,
    })
    .from(personal_access_tokens)
    .innerJoin(users, eq(users.id, personal_access_tokens.user_id))
    .where(eq(personal_access_tokens.id, sql.placeholder('id')))
    .limit(1)
}
const grantsStatements = new PreparedQueries<Awaited<ReturnType<typeof grantsQuery>>>(
  'staff_token_grants',
)

/**
 * The same, with the owner's roles read fresh: the union of their permissions, whether one of
 * them is the owner role, and how many they hold; and whether they have two-step sign-in on and
 * the shop requires it. Still one query (subqueries on the token's user), so a permission check
 * costs what a shopper's check costs, plus a few index lookups.
 *
 * Prepared: every back-office request runs it first, and planning its subqueries cost more than
 * running them. It still runs on every request, so a role taken away counts at the next one.
 */
export async function findTokenWithGrantsById(db: Db, id: number) {
  const [row] = await grantsStatements.execute(db, 'by-id', () => grantsQuery(db), { id })
  return row
}

/** Whether the user holds a role (is staff); roles are named in SQL, as in the grants query. */
export async function holdsAnyRole(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      held: sql<boolean>`exists (select 1 from user_roles ur where ur.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row?.held ?? false
}

export async function touchToken(db: Db, id: number, at: Date) {
  await db
    .update(personal_access_tokens)
    .set({ last_used_at: at })
    .where(eq(personal_access_tokens.id, id))
}

export async function deleteToken(db: Db, id: number) {
  await db.delete(personal_access_tokens).where(eq(personal_access_tokens.id, id))
}

export async function deleteUserTokens(db: Db, userId: number, exceptTokenId?: number) {
  await db
    .delete(personal_access_tokens)
    .where(
      exceptTokenId === undefined
        ? eq(personal_access_tokens.user_id, userId)
        : and(
            eq(personal_access_tokens.user_id, userId),
            ne(personal_access_tokens.id, exceptTokenId),
          ),
    )
}

export async function insertResetToken(db: Db, email: string, tokenHash: string) {
  const [row] = await db
    .insert(password_reset_tokens)
    .values({ email, token_hash: tokenHash })
    .returning({ id: password_reset_tokens.id })
  return row!.id
}

/** Marks the token used and returns it, only when it is unused and younger than `notBefore`. */
export async function consumeResetToken(db: Db, tokenHash: string, email: string, notBefore: Date) {
  const [row] = await db
    .update(password_reset_tokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(password_reset_tokens.token_hash, tokenHash),
        eq(password_reset_tokens.email, email),
        isNull(password_reset_tokens.used_at),
        gt(password_reset_tokens.created_at, notBefore),
      ),
    )
    .returning({ id: password_reset_tokens.id })
  return row
}
