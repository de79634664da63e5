import {
  authMessages,
  SIGN_IN_CHALLENGE_TTL_SECONDS,
  type DisableTwoFactorRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorMessages,
} from '@phiencho/contracts'
import QRCode from 'qrcode'
import type { Db } from '../../db/client.ts'
import { fieldError, HttpError } from '../../lib/errors.ts'
import { keyedHash, purposeKey, seal, unseal } from '../../lib/sealed-secret.ts'
import { randomToken, sha256 } from '../../lib/secure-token.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { getUser, verifyPassword } from '../users/index.ts'
import type { LoginThrottle } from './login-throttle.ts'
import { newRecoveryCodes, normalRecoveryCode } from './recovery-codes.ts'
import { matchTotp, newTotpSecret, totpUri } from './totp.ts'
import {
  claimStep,
  countUnusedRecoveryCodes,
  deleteOldChallenges,
  deleteTwoFactor,
  insertChallenge,
  markTokenSecondFactor,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  selectRequireTwoFactor,
  selectTwoFactor,
  upsertPendingTwoFactor,
  resealTwoFactorSecret,
  spendRecoveryCode,
} from './two-factor.repository.ts'

export interface TwoFactorKeys {
  /** Seals TOTP secrets at rest. */
  seal: Buffer
  /** Keys the HMAC of recovery codes. */
  codes: Buffer
  /** The keys of `APP_SECRET_PREVIOUS`: what they sealed or hashed is still read. */
  previous?: { seal: Buffer; codes: Buffer }
}

export function twoFactorKeys(appSecret: string, appSecretPrevious?: string): TwoFactorKeys {
  const keysOf = (secret: string) => ({
    seal: purposeKey(secret, 'two-factor secret'),
    codes: purposeKey(secret, 'two-factor recovery code'),
  })
  return appSecretPrevious
    ? { ...keysOf(appSecret), previous: keysOf(appSecretPrevious) }
    : keysOf(appSecret)
}

/**
 * The TOTP secret, unsealed with the current key or, after a rotation, with the previous one;
 * a secret sealed with the previous key is sealed again with the current one.
 */
async function unsealedSecret(tx: Db, keys: TwoFactorKeys, userId: number, sealed: string) {
  try {
    return unseal(keys.seal, sealed)
  } catch (error) {
    if (!keys.previous) throw error
    const secret = unseal(keys.previous.seal, sealed)
    await resealTwoFactorSecret(tx, userId, seal(keys.seal, secret))
    return secret
  }
}

/** Spends a recovery code hashed with the current key or, after a rotation, the previous one. */
async function spendCode(tx: Db, keys: TwoFactorKeys, userId: number, code: string) {
  if (await spendRecoveryCode(tx, userId, keyedHash(keys.codes, code))) return true
  return Boolean(
    keys.previous && (await spendRecoveryCode(tx, userId, keyedHash(keys.previous.codes, code))),
  )
}

export interface TwoFactorDeps {
  keys: TwoFactorKeys
  /** Wrong codes, per account and IP; separate from the password's, which a right password resets. */
  throttle: LoginThrottle
  /** The issuer shown in authenticator apps: read before a transaction (PGlite has one connection). */
  siteName: () => Promise<string>
}

/** Who is asking: the signed-in staff member and where from. */
export interface TwoFactorCaller {
  userId: number
  tokenId: number
  ip: string
}

const conflict = (message: string) => new HttpError(409, message)
const SIX_DIGITS = /^\d{6}$/

export async function readTwoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const row = await selectTwoFactor(db, userId)
  return {
    enabled: Boolean(row?.enabled_at),
    enabled_at: row?.enabled_at?.toISOString() ?? null,
    pending: Boolean(row && !row.enabled_at),
    recovery_codes_left: row?.enabled_at ? await countUnusedRecoveryCodes(db, userId) : 0,
    required: await selectRequireTwoFactor(db),
  }
}

/** A second factor is on for this person (a set-up only started does not count). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean((await selectTwoFactor(db, userId))?.enabled_at)
}

/**
 * Checks a code of the person's authenticator, or one of their recovery codes when allowed, and
 * uses it up: a TOTP step is not accepted twice, a recovery code once. Wrong codes count in the
 * throttle (429 past its limit).
 */
export async function spendSecondFactor(
  tx: Db,
  deps: TwoFactorDeps,
  user: { id: number; email: string },
  secretSealed: string,
  input: string,
  ip: string,
  allowRecovery: boolean,
): Promise<'totp' | 'recovery'> {
  await deps.throttle.check(user.email, ip)
  const fail = async (message: string) => {
    await deps.throttle.recordFailure(user.email, ip)
    return fieldError('code', message)
  }
  const digits = input.replace(/\s+/g, '')
  if (SIX_DIGITS.test(digits)) {
    const secret = await unsealedSecret(tx, deps.keys, user.id, secretSealed)
    const step = matchTotp(secret, digits)
    if (step === null) throw await fail(twoFactorMessages.wrongCode)
    if (!(await claimStep(tx, user.id, step))) throw await fail(twoFactorMessages.reusedCode)
    await deps.throttle.recordSuccess(user.email, ip)
    return 'totp'
  }
  const recovery = allowRecovery ? normalRecoveryCode(input) : null
  if (!recovery || !(await spendCode(tx, deps.keys, user.id, recovery))) {
    throw await fail(allowRecovery ? twoFactorMessages.wrongCode : twoFactorMessages.code)
  }
  await deps.throttle.recordSuccess(user.email, ip)
  return 'recovery'
}

async function enabledRow(db: Db, userId: number) {
  const row = await selectTwoFactor(db, userId)
  if (!row?.enabled_at) throw conflict(twoFactorMessages.notEnabled)
  return row
}

async function freshRecoveryCodes(tx: Db, deps: TwoFactorDeps, userId: number) {
  const codes = newRecoveryCodes()
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => keyedHash(deps.keys.codes, normalRecoveryCode(code)!)),
  )
  return codes
}

/** Starts a set-up: a new secret (replacing one not confirmed), shown with its QR code. */
export async function startTwoFactor(
  tx: Db,
  deps: TwoFactorDeps,
  audit: AuditContext,
  caller: TwoFactorCaller,
  issuer: string,
): Promise<TwoFactorSetup> {
  const user = await getUser(tx, caller.userId)
  if (await hasTwoFactor(tx, user.id)) throw conflict(twoFactorMessages.alreadyEnabled)
  const secret = newTotpSecret()
  await upsertPendingTwoFactor(tx, user.id, seal(deps.keys.seal, secret))
  await recordAudit(tx, audit, {
    action: 'two_factor.start',
    entityType: 'user',
    entityId: user.id,
    before: null,
    after: { two_factor: 'pending' },
  })
  const uri = totpUri(secret, issuer, user.email)
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

/**
 * Confirms the set-up with a code of the app: two-step sign-in is on, the caller's session counts
 * as having passed it, and the ten recovery codes are answered, once.
 */
export async function confirmTwoFactor(
  tx: Db,
  deps: TwoFactorDeps,
  audit: AuditContext,
  caller: TwoFactorCaller,
  code: string,
): Promise<string[]> {
  const user = await getUser(tx, caller.userId)
  const row = await selectTwoFactor(tx, user.id)
  if (!row) throw conflict(twoFactorMessages.notStarted)
  if (row.enabled_at) throw conflict(twoFactorMessages.alreadyEnabled)
  await spendSecondFactor(tx, deps, user, row.secret_sealed, code, caller.ip, false)
  await markTwoFactorEnabled(tx, user.id)
  const codes = await freshRecoveryCodes(tx, deps, user.id)
  await markTokenSecondFactor(tx, caller.tokenId)
  await recordAudit(tx, audit, {
    action: 'two_factor.enable',
    entityType: 'user',
    entityId: user.id,
    before: { two_factor: 'pending' },
    after: { two_factor: 'on', recovery_codes: codes.length },
  })
  return codes
}

/** New recovery codes for a current code of the app; the old ones stop working. */
export async function renewRecoveryCodes(
  tx: Db,
  deps: TwoFactorDeps,
  audit: AuditContext,
  caller: TwoFactorCaller,
  code: string,
): Promise<string[]> {
  const user = await getUser(tx, caller.userId)
  const row = await enabledRow(tx, user.id)
  await spendSecondFactor(tx, deps, user, row.secret_sealed, code, caller.ip, false)
  const codes = await freshRecoveryCodes(tx, deps, user.id)
  await recordAudit(tx, audit, {
    action: 'two_factor.recovery_codes',
    entityType: 'user',
    entityId: user.id,
    before: null,
    after: { recovery_codes: codes.length },
  })
  return codes
}

/** Turns two-step sign-in off, for the current password or a code; not while the shop requires it. */
export async function disableTwoFactor(
  tx: Db,
  deps: TwoFactorDeps,
  audit: AuditContext,
  caller: TwoFactorCaller,
  input: DisableTwoFactorRequest,
): Promise<void> {
  const user = await getUser(tx, caller.userId)
  const row = await enabledRow(tx, user.id)
  if (await selectRequireTwoFactor(tx)) throw conflict(twoFactorMessages.requiredByShop)
  if (input.password) {
    await deps.throttle.check(user.email, caller.ip)
    if (!(await verifyPassword(user.password_hash, input.password))) {
      await deps.throttle.recordFailure(user.email, caller.ip)
      throw fieldError('password', authMessages.wrongCurrentPassword)
    }
  } else {
    await spendSecondFactor(tx, deps, user, row.secret_sealed, input.code ?? '', caller.ip, true)
  }
  await deleteTwoFactor(tx, user.id)
  await recordAudit(tx, audit, {
    action: 'two_factor.disable',
    entityType: 'user',
    entityId: user.id,
    before: { two_factor: 'on' },
    after: { two_factor: 'off' },
  })
}

/** The second step a right password leads to: a challenge for the client, kept as its hash. */
export async function openSignInChallenge(
  db: Db,
  userId: number,
): Promise<{ challenge: string; expiresAt: Date }> {
  await deleteOldChallenges(db, userId)
  const challenge = randomToken(32)
  const { created_at } = await insertChallenge(db, userId, sha256(challenge))
  return {
    challenge,
    expiresAt: new Date(created_at.getTime() + SIGN_IN_CHALLENGE_TTL_SECONDS * 1000),
  }
}
