import {
  adminSessionMessages,
  authMessages,
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError } from '../../lib/errors.ts'
import { randomToken, sha256 } from '../../lib/secure-token.ts'
import { issueAccessToken, revokeAccessToken } from './access-tokens.ts'
import {
  consumeResetToken,
  deleteUserTokens,
  holdsAnyRole,
  insertResetToken,
} from './auth.repository.ts'
import type { LoginThrottle } from './login-throttle.ts'
import {
  createUser,
  findUserByEmail,
  getUser,
  hashPassword,
  recordLogin,
  setPassword,
  verifyPassword,
} from '../users/index.ts'
import { enqueueMail, type MailOutbox } from '../mail-outbox/index.ts'
import { isCommonPassword } from './password-policy.ts'
import { passwordResetMail } from './reset-mail.ts'
import { hasTwoFactor, openSignInChallenge } from './two-factor.service.ts'

export interface AuthDeps {
  db: Db
  outbox: MailOutbox
  throttle: LoginThrottle
  appUrl: string
  siteName: () => Promise<string>
}

const RESET_TTL_MS = 60 * 60 * 1000
// Verifying against a real hash when the email is unknown keeps both paths equally slow.
const dummyHash = hashPassword(randomToken())

function rejectCommon(password: string) {
  if (isCommonPassword(password)) throw fieldError('password', authMessages.commonPassword)
}

/**
 * The account whose email and password these are, enabled; counts failures for the throttle. A
 * disabled account is said so only to whoever knows the password.
 */
async function checkCredentials(deps: AuthDeps, input: Required<LoginRequest>, ip: string) {
  await deps.throttle.check(input.email, ip)
  const user = await findUserByEmail(deps.db, input.email)
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password)
  if (!user || !ok) {
    await deps.throttle.recordFailure(input.email, ip)
    throw fieldError('email', authMessages.invalidCredentials)
  }
  await deps.throttle.recordSuccess(input.email, ip)
  if (user.disabled_at) throw fieldError('email', authMessages.accountDisabled)
  return user
}

export async function login(
  deps: AuthDeps,
  input: Required<LoginRequest>,
  ip: string,
): Promise<{ token: string; userId: number }> {
  const user = await checkCredentials(deps, input, ip)
  await recordLogin(deps.db, user.id)
  return { token: await issueAccessToken(deps.db, user.id), userId: user.id }
}

/**
 * The back office's sign-in: the shop's login, for role holders only (a shopper gets nothing).
 * The token is a staff token (8 hours), for the staff cookie (ADR 035); for a person with
 * two-step sign-in on, a challenge for the second step instead (ADR 038).
 */
export async function staffSignIn(
  deps: AuthDeps,
  input: Required<LoginRequest>,
  ip: string,
): Promise<{ token: string } | { challenge: string; expiresAt: Date }> {
  const user = await checkCredentials(deps, input, ip)
  if (!(await holdsAnyRole(deps.db, user.id))) {
    throw fieldError('email', adminSessionMessages.notStaff)
  }
  if (await hasTwoFactor(deps.db, user.id)) return openSignInChallenge(deps.db, user.id)
  await recordLogin(deps.db, user.id)
  return { token: await issueAccessToken(deps.db, user.id, 'back-office') }
}

export async function logout(deps: Pick<AuthDeps, 'db'>, tokenId: number): Promise<void> {
  await revokeAccessToken(deps.db, tokenId)
}

export async function register(
  deps: AuthDeps,
  input: RegisterRequest,
): Promise<{ token: string; userId: number }> {
  rejectCommon(input.password)
  const user = await createUser(deps.db, input)
  return { token: await issueAccessToken(deps.db, user.id), userId: user.id }
}

/**
 * Mails a reset link if the email has an account: the token and its mail commit together. Runs
 * after the reply, which is the same either way, so that neither its answer nor its timing
 * reveals which emails have accounts.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  // Read before the transaction: PGlite has one connection.
  const siteName = await deps.siteName()
  await deps.db.transaction((tx) => queuePasswordResetMail(tx, user, deps.appUrl, siteName))
  deps.outbox.wake()
}

/**
 * A one-hour reset link for the account, its token stored and its mail queued in the caller's
 * transaction (the "Quên mật khẩu" mail; the back office sends the same). Wake the outbox after.
 */
export async function queuePasswordResetMail(
  tx: Db,
  user: { email: string; name: string },
  appUrl: string,
  siteName: string,
): Promise<void> {
  const token = randomToken(32)
  const link = `${appUrl}/reset-password?${new URLSearchParams({ token, email: user.email })}`
  const tokenId = await insertResetToken(tx, user.email.toLowerCase(), sha256(token))
  const mail = passwordResetMail({ to: user.email, name: user.name, link, siteName })
  await enqueueMail(tx, `password-reset:${tokenId}`, mail)
}

export async function resetPassword(deps: AuthDeps, input: ResetPasswordRequest): Promise<void> {
  rejectCommon(input.password)
  const email = input.email.toLowerCase()
  const consumed = await consumeResetToken(
    deps.db,
    sha256(input.token),
    email,
    new Date(Date.now() - RESET_TTL_MS),
  )
  const user = consumed && (await findUserByEmail(deps.db, email))
  if (!user) throw fieldError('email', authMessages.resetInvalid)
  await setPassword(deps.db, user.id, input.password)
  await deleteUserTokens(deps.db, user.id)
}

/** Ends every session of the user, this one included, and hands this client a fresh token. */
export async function changePassword(
  deps: Pick<AuthDeps, 'db'>,
  userId: number,
  input: ChangePasswordRequest,
): Promise<string> {
  const user = await getUser(deps.db, userId)
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw fieldError('current_password', authMessages.wrongCurrentPassword)
  }
  rejectCommon(input.password)
  // setPassword ends the user's sessions, staff ones included; the tokens go too.
  await setPassword(deps.db, user.id, input.password)
  await deleteUserTokens(deps.db, user.id)
  return issueAccessToken(deps.db, user.id)
}
