import { TOKEN_TTL_SECONDS, type UserRole } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { randomToken, safeEqual, sha256 } from '../../lib/secure-token.ts'
import { deleteToken, findTokenById, insertToken, touchToken } from './auth.repository.ts'

export interface AccessToken {
  id: number
  userId: number
  role: UserRole
}

// Writing last_used_at on every request would make every read a write; once a minute is enough.
const TOUCH_INTERVAL_MS = 60_000

/** Issues a Sanctum-style token: the plaintext `id|secret` goes to the client once, the hash stays. */
export async function issueAccessToken(db: Db, userId: number, name = 'web'): Promise<string> {
  const secret = randomToken(40)
  const expires_at = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000)
  const id = await insertToken(db, {
    user_id: userId,
    name,
    token_hash: sha256(secret),
    expires_at,
  })
  return `${id}|${secret}`
}

// Token ids are PostgreSQL integers: a larger id names no token (and must not reach a query).
const MAX_TOKEN_ID = 2_147_483_647

export async function verifyAccessToken(db: Db, plaintext: string): Promise<AccessToken | null> {
  const match = /^(\d{1,10})\|([\w-]{20,100})$/.exec(plaintext)
  const id = Number(match?.[1])
  if (!match || !(id >= 1 && id <= MAX_TOKEN_ID)) return null
  const row = await findTokenById(db, id)
  if (!row || !safeEqual(row.token_hash, sha256(match[2]!))) return null
  const now = new Date()
  if (row.expires_at && row.expires_at <= now) {
    await deleteToken(db, row.id)
    return null
  }
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchToken(db, row.id, now)
  }
  return { id: row.id, userId: row.user_id, role: row.role }
}

export function revokeAccessToken(db: Db, id: number) {
  return deleteToken(db, id)
}
