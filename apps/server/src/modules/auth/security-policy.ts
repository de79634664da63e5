import { type SecurityPolicy, twoFactorMessages } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { selectRequireTwoFactor, upsertRequireTwoFactor } from './two-factor.repository.ts'
import { hasTwoFactor } from './two-factor.service.ts'

/**
 * The owner's switch: two-step sign-in for every staff member. Only an owner (as for the other
 * owner rules of ADR 033), and only one who has it on: turning it on otherwise would lock the
 * owner out of everything but the set-up.
 */
export async function setRequireTwoFactor(
  tx: Db,
  audit: AuditContext,
  actor: { userId: number; isOwner: boolean },
  require: boolean,
): Promise<SecurityPolicy> {
  if (!actor.isOwner) throw new HttpError(403, twoFactorMessages.ownerOnly)
  if (require && !(await hasTwoFactor(tx, actor.userId))) {
    throw new HttpError(409, twoFactorMessages.enableYourselfFirst)
  }
  const before = await selectRequireTwoFactor(tx)
  await upsertRequireTwoFactor(tx, require)
  await recordAudit(tx, audit, {
    action: 'security.update',
    entityType: 'back_office_security',
    entityId: 1,
    before: { require_two_factor: before },
    after: { require_two_factor: require },
  })
  return { require_two_factor: require }
}
