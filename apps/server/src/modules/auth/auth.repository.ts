import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { password_reset_tokens, personal_access_tokens } from './auth.tables.ts'

export async function insertToken(
  db: Db,
  values: { user_id: number; name: string; token_hash: string; expires_at: Date },
) {
  const [row] = await db
    .insert(personal_access_tokens)
    .values(values)
    .returning({ id: personal_access_tokens.id })
  return row!.id
}

/** The token with its owner's role: what an authorisation check needs, in the one query. */
export async function findTokenById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: personal_access_tokens.id,
      user_id: personal_access_tokens.user_id,
      token_hash: personal_access_tokens.token_hash,
      expires_at: personal_access_tokens.expires_at,
      last_used_at: personal_access_tokens.last_used_at,
      role: users.role,
    })
    .from(personal_access_tokens)
    .innerJoin(users, eq(users.id, personal_access_tokens.user_id))
    .where(eq(personal_access_tokens.id, id))
    .limit(1)
  return row
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
  await db.insert(password_reset_tokens).values({ email, token_hash: tokenHash })
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
