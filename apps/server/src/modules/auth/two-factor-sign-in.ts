import {
  adminSessionMessages,
  authMessages,
  SIGN_IN_CHALLENGE_MAX_ATTEMPTS,
  SIGN_IN_CHALLENGE_TTL_SECONDS,
  type TwoFactorSignInRequest,
  twoFactorMessages,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError, HttpError } from '../../lib/errors.ts'
import { sha256 } from '../../lib/secure-token.ts'
import { recordAudit } from '../audit/index.ts'
import { findUserById, recordLogin } from '../users/index.ts'
import { issueAccessToken } from './access-tokens.ts'
import { holdsAnyRole } from './auth.repository.ts'
import {
  consumeChallenge,
  countChallengeAttempt,
  selectChallenge,
  selectTwoFactor,
} from './two-factor.repository.ts'
import { type TwoFactorDeps, spendSecondFactor } from './two-factor.service.ts'

const challengeEnded = () => fieldError('challenge', twoFactorMessages.challengeEnded)

/**
 * The second step of the back office's sign-in: the challenge the password step gave and a code
 * of the person's authenticator, or one of their recovery codes (which then never works again).
 * Answers a staff token marked as having passed the second step. A wrong code counts against the
 * challenge (a few, then the password again) and in the throttle.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  deps: TwoFactorDeps,
  input: Required<TwoFactorSignInRequest>,
  request: { ip: string; requestId: string },
): Promise<string> {
  const challenge = await selectChallenge(db, sha256(input.challenge))
  if (
    !challenge ||
    challenge.used_at ||
    challenge.age_seconds >= SIGN_IN_CHALLENGE_TTL_SECONDS ||
    challenge.attempts >= SIGN_IN_CHALLENGE_MAX_ATTEMPTS
  ) {
    throw challengeEnded()
  }
  const user = await findUserById(db, challenge.user_id)
  const factor = user && (await selectTwoFactor(db, user.id))
  if (!user || !factor?.enabled_at) throw challengeEnded()
  if (user.disabled_at) throw fieldError('code', authMessages.accountDisabled)
  if (!(await holdsAnyRole(db, user.id))) throw fieldError('code', adminSessionMessages.notStaff)
  try {
    return await db.transaction(async (tx) => {
      const used = await spendSecondFactor(
        tx,
        deps,
        user,
        factor.secret_sealed,
        input.code,
        request.ip,
        true,
      )
      if (!(await consumeChallenge(tx, challenge.id))) throw challengeEnded()
      await recordLogin(tx, user.id)
      const token = await issueAccessToken(tx, user.id, 'back-office', true)
      await recordAudit(
        tx,
        { actorId: user.id, permission: 'staff', requestId: request.requestId, ip: request.ip },
        {
          action: used === 'recovery' ? 'session.recovery_code' : 'session.two_factor',
          entityType: 'user',
          entityId: user.id,
          before: null,
          after: { second_factor: used },
        },
      )
      return token
    })
  } catch (error) {
    if (error instanceof HttpError && error.status === 422 && error.errors?.code) {
      await countChallengeAttempt(db, challenge.id)
    }
    throw error
  }
}
