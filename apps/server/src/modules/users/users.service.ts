import { authMessages, type UpdateProfileRequest, type User } from '@phiencho/contracts'
import { normalizePhone } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { fieldError, unauthenticated } from '../../lib/errors.ts'
import { hashPassword } from './password.ts'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateLastLogin,
  updateSessionsValidAfter,
  updateUser,
} from './users.repository.ts'

export type { UserRow }

export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

export { findUserByEmail, findUserById }

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const row = await findUserById(db, id)
  if (!row) throw unauthenticated()
  return row
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; phone: string | null; password: string },
): Promise<UserRow> {
  const row = await insertUser(db, {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone === null ? null : (normalizePhone(input.phone) ?? input.phone),
    password_hash: await hashPassword(input.password),
  })
  // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
  if (!row) throw fieldError('email', authMessages.emailTaken)
  return row
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfileRequest,
): Promise<UserRow> {
  const row = await updateUser(db, userId, {
    name: input.name.trim(),
    phone: normalizePhone(input.phone) ?? input.phone,
  })
  if (!row) throw unauthenticated()
  return row
}

/** A new password ends every session of the user (the caller may then issue a fresh token). */
export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await updateSessionsValidAfter(db, userId, { password_hash: await hashPassword(password) })
}

/** Tokens issued before now stop working; false when there is no such user. */
export async function endSessions(db: Db, userId: number): Promise<boolean> {
  return (await updateSessionsValidAfter(db, userId)) !== undefined
}

/** Disabling ends the user's sessions too; enabling lets them sign in again. */
export async function setDisabled(db: Db, userId: number, disabled: boolean): Promise<void> {
  if (disabled) await updateSessionsValidAfter(db, userId, { disabled_at: new Date() })
  else await updateUser(db, userId, { disabled_at: null })
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await updateLastLogin(db, userId)
}
