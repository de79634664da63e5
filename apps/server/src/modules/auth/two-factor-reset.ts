import type { Db } from '../../db/client.ts'
import { recordSystemAudit } from '../audit/index.ts'
import { endSessions } from '../users/index.ts'
import { deleteAllChallenges, deleteTwoFactor, selectTwoFactor } from './two-factor.repository.ts'

export type TwoFactorResetResult = 'reset' | 'none'

/**
 * Turns a person's two-step sign-in off from the server's shell, for someone who lost the
 * authenticator and the recovery codes (`npm run admin:create -- --reset-two-factor`): the secret,
 * the recovery codes and open sign-in challenges go, every session ends, and the audit log keeps
 * a row with the command as its actor. Nothing changes for a person who has none.
 */
export async function resetTwoFactor(
  tx: Db,
  userId: number,
  command: string,
): Promise<TwoFactorResetResult> {
  const row = await selectTwoFactor(tx, userId)
  if (!row) return 'none'
  await deleteTwoFactor(tx, userId)
  await deleteAllChallenges(tx, userId)
  await endSessions(tx, userId)
  await recordSystemAudit(tx, command, {
    action: 'two_factor.reset',
    entityType: 'user',
    entityId: userId,
    before: { two_factor: row.enabled_at ? 'on' : 'setting_up' },
    after: { two_factor: 'off', sessions: 'ended' },
  })
  return 'reset'
}
