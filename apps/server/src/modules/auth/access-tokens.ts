import { PERMISSIONS, STAFF_TOKEN_TTL_SECONDS, type Permission } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { randomToken, safeEqual, sha256 } from '../../lib/secure-token.ts'
import {
  deleteToken,
  findTokenById,
  findTokenWithGrantsById,
  insertToken,
  touchToken,
} from './auth.repository.ts'

export interface AccessToken {
  id: number
  userId: number
}

/**
 * Where a staff token stands with two-step sign-in: `ok`; `sign-in-again` (the person has it on
 * and this token was issued without a second step: a bearer token from the shop's login, say);
 * `set-up` (the shop requires it and the person has not turned it on).
 */
export type SecondFactorState = 'ok' | 'sign-in-again' | 'set-up'

/** A token read with its owner's roles (for the routes that need a permission). */
export interface StaffAccessToken extends AccessToken {
  /** Holds at least one role. */
  isStaff: boolean
  isOwner: boolean
  permissions: ReadonlySet<Permission>
  secondFactor: SecondFactorState
}

// Writing last_used_at on every request would make every read a write; once a minute is enough.
const TOUCH_INTERVAL_MS = 60_000
const STAFF_TOKEN_TTL_MS = STAFF_TOKEN_TTL_SECONDS * 1000
const KNOWN_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSIONS)
// The owner holds every permission: one set for all their requests.
const OWNER_PERMISSIONS: ReadonlySet<Permission> = KNOWN_PERMISSIONS as ReadonlySet<Permission>

/**
 * Issues a Sanctum-style token: the plaintext `id|secret` goes to the client once, the hash stays.
 * `secondFactor`: issued after a TOTP or recovery code (ADR 038).
 */
export async function issueAccessToken(
  db: Db,
  userId: number,
  name = 'web',
  secondFactor = false,
): Promise<string> {
  const secret = randomToken(40)
  const id = await insertToken(db, {
    user_id: userId,
    name,
    token_hash: sha256(secret),
    second_factor: secondFactor,
  })
  return `${id}|${secret}`
}

// Token ids are PostgreSQL integers: a larger id names no token (and must not reach a query).
const MAX_TOKEN_ID = 2_147_483_647

type TokenRow = NonNullable<Awaited<ReturnType<typeof findTokenById>>>

function parse(plaintext: string): { id: number; secret: string } | null {
  const match = /^(\d{1,10})\|([\w-]{20,100})$/.exec(plaintext)
  const id = Number(match?.[1])
  if (!match || !(id >= 1 && id <= MAX_TOKEN_ID)) return null
  return { id, secret: match[2]! }
}

/**
 * Whether the token still opens a session: its secret, its expiry, an account not disabled, and
 * not issued before the account's sessions were ended. Deletes an expired token; records use.
 */
async function stands(db: Db, row: TokenRow | undefined, secret: string): Promise<boolean> {
  if (!row || !safeEqual(row.token_hash, sha256(secret))) return false
  const now = new Date()
  if (row.expires_at && row.expires_at <= now) {
    await deleteToken(db, row.id)
    return false
  }
  if (row.disabled_at) return false
  if (row.sessions_valid_after && row.created_at < row.sessions_valid_after) return false
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchToken(db, row.id, now)
  }
  return true
}

export async function verifyAccessToken(db: Db, plaintext: string): Promise<AccessToken | null> {
  const parsed = parse(plaintext)
  if (!parsed) return null
  const row = await findTokenById(db, parsed.id)
  if (!row || !(await stands(db, row, parsed.secret))) return null
  return { id: row.id, userId: row.user_id }
}

/** `verifyAccessToken`, with the owner's permissions read in the same query. */
export async function verifyStaffAccessToken(
  db: Db,
  plaintext: string,
): Promise<StaffAccessToken | null> {
  const parsed = parse(plaintext)
  if (!parsed) return null
  const row = await findTokenWithGrantsById(db, parsed.id)
  if (!row || !(await stands(db, row, parsed.secret))) return null
  const isStaff = row.role_count > 0
  // Staff tokens are issued for 8 hours; this also holds for one issued before its user became
  // staff, whatever expiry it was given.
  if (isStaff && Date.now() - row.created_at.getTime() >= STAFF_TOKEN_TTL_MS) return null
  const permissions = row.is_owner
    ? OWNER_PERMISSIONS
    : new Set(row.permissions.filter((p): p is Permission => KNOWN_PERMISSIONS.has(p)))
  let secondFactor: SecondFactorState = 'ok'
  if (isStaff && row.two_factor_on && !row.second_factor) secondFactor = 'sign-in-again'
  else if (isStaff && row.two_factor_required && !row.two_factor_on) secondFactor = 'set-up'
  return {
    id: row.id,
    userId: row.user_id,
    isStaff,
    isOwner: row.is_owner,
    permissions,
    secondFactor,
  }
}

export function revokeAccessToken(db: Db, id: number) {
  return deleteToken(db, id)
}
