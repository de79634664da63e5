import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { personal_access_tokens } from './auth.tables.ts'
import {
  back_office_security,
  staff_recovery_codes,
  staff_sign_in_challenges,
  staff_two_factor,
} from './two-factor.tables.ts'

export async function selectTwoFactor(db: Db, userId: number) {
  const [row] = await db.select().from(staff_two_factor).where(eq(staff_two_factor.user_id, userId))
  return row
}

/** A new set-up (a fresh secret), replacing one started before and not confirmed. */
export async function upsertPendingTwoFactor(db: Db, userId: number, secretSealed: string) {
  await db
    .insert(staff_two_factor)
    .values({ user_id: userId, secret_sealed: secretSealed })
    .onConflictDoUpdate({
      target: staff_two_factor.user_id,
      set: { secret_sealed: secretSealed, enabled_at: null, last_step: null },
    })
}

/** The same secret, sealed again (with the key of a rotated `APP_SECRET`). */
export async function resealTwoFactorSecret(db: Db, userId: number, secretSealed: string) {
  await db
    .update(staff_two_factor)
    .set({ secret_sealed: secretSealed })
    .where(eq(staff_two_factor.user_id, userId))
}

/**
 * Records `step` as the last used, only when it is later than the one before: false means the
 * code was a replay (also when two requests race with the same code).
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff_two_factor)
    .set({ last_step: step })
    .where(
      and(
        eq(staff_two_factor.user_id, userId),
        or(isNull(staff_two_factor.last_step), lt(staff_two_factor.last_step, step)),
      ),
    )
    .returning({ user_id: staff_two_factor.user_id })
  return rows.length === 1
}

export async function markTwoFactorEnabled(db: Db, userId: number) {
  await db
    .update(staff_two_factor)
    .set({ enabled_at: sql`now()` })
    .where(eq(staff_two_factor.user_id, userId))
}

export async function deleteTwoFactor(db: Db, userId: number) {
  await db.delete(staff_two_factor).where(eq(staff_two_factor.user_id, userId))
  await db.delete(staff_recovery_codes).where(eq(staff_recovery_codes.user_id, userId))
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(staff_recovery_codes).where(eq(staff_recovery_codes.user_id, userId))
  await db
    .insert(staff_recovery_codes)
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staff_recovery_codes)
    .where(and(eq(staff_recovery_codes.user_id, userId), isNull(staff_recovery_codes.used_at)))
  return row?.count ?? 0
}

/** Marks the code used, only when it is the user's and unused: true when it was. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string) {
  const rows = await db
    .update(staff_recovery_codes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(staff_recovery_codes.user_id, userId),
        eq(staff_recovery_codes.code_hash, codeHash),
        isNull(staff_recovery_codes.used_at),
      ),
    )
    .returning({ id: staff_recovery_codes.id })
  return rows.length === 1
}

export async function insertChallenge(db: Db, userId: number, tokenHash: string) {
  const [row] = await db
    .insert(staff_sign_in_challenges)
    .values({ user_id: userId, token_hash: tokenHash })
    .returning({ created_at: staff_sign_in_challenges.created_at })
  return row!
}

/** The challenge with its age in seconds, as the database's clock tells it. */
export async function selectChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: staff_sign_in_challenges.id,
      user_id: staff_sign_in_challenges.user_id,
      attempts: staff_sign_in_challenges.attempts,
      used_at: staff_sign_in_challenges.used_at,
      age_seconds: sql<number>`extract(epoch from now() - ${staff_sign_in_challenges.created_at})::float8`,
    })
    .from(staff_sign_in_challenges)
    .where(eq(staff_sign_in_challenges.token_hash, tokenHash))
  return row
}

export async function countChallengeAttempt(db: Db, id: number) {
  await db
    .update(staff_sign_in_challenges)
    .set({ attempts: sql`${staff_sign_in_challenges.attempts} + 1` })
    .where(eq(staff_sign_in_challenges.id, id))
}

/** Uses the challenge up: false when another request did first. */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(staff_sign_in_challenges)
    .set({ used_at: sql`now()` })
    .where(and(eq(staff_sign_in_challenges.id, id), isNull(staff_sign_in_challenges.used_at)))
    .returning({ id: staff_sign_in_challenges.id })
  return rows.length === 1
}

export async function deleteAllChallenges(db: Db, userId: number) {
  await db.delete(staff_sign_in_challenges).where(eq(staff_sign_in_challenges.user_id, userId))
}

/** Challenges used or older than a day are of no use to anyone. */
export async function deleteOldChallenges(db: Db, userId: number) {
  await db
    .delete(staff_sign_in_challenges)
    .where(
      and(
        eq(staff_sign_in_challenges.user_id, userId),
        or(
          isNotNull(staff_sign_in_challenges.used_at),
          lt(staff_sign_in_challenges.created_at, sql`now() - interval '1 day'`),
        ),
      ),
    )
}

export async function selectRequireTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ require: back_office_security.require_two_factor })
    .from(back_office_security)
    .where(eq(back_office_security.id, 1))
  return row?.require ?? false
}

export async function upsertRequireTwoFactor(db: Db, require: boolean) {
  await db
    .insert(back_office_security)
    .values({ id: 1, require_two_factor: require })
    .onConflictDoUpdate({
      target: back_office_security.id,
      set: { require_two_factor: require, updated_at: sql`now()` },
    })
}

/** The token passed a second step (the one that confirmed the set-up, for instance). */
export async function markTokenSecondFactor(db: Db, tokenId: number) {
  await db
    .update(personal_access_tokens)
    .set({ second_factor: true })
    .where(eq(personal_access_tokens.id, tokenId))
}
