import {
  ADMIN_SET_PASSWORD_PAGE,
  ADMIN_SIGN_IN_PAGE,
  type AcceptInvitationRequest,
  authMessages,
  INVITATION_TTL_HOURS,
  invitationMessages,
  type InviteStaffRequest,
  type StaffInvitationAnswer,
  staffMessages,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { randomToken, sha256 } from '../../lib/secure-token.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { issueAccessToken, isCommonPassword } from '../auth/index.ts'
import { enqueueMail } from '../mail-outbox/index.ts'
import { type Actor, addStaff, setStaffRoles } from '../staff/index.ts'
import {
  createUser,
  findUserByEmail,
  findUserById,
  recordLogin,
  setPassword,
} from '../users/index.ts'
import { invitationMail, staffNoticeMail } from './invitation-mail.ts'
import {
  deleteUnusedInvitations,
  holdsAnyRole,
  insertInvitation,
  lockInvitation,
  markInvitationUsed,
  selectInvitationState,
  selectRoleNames,
} from './invitations.repository.ts'

export interface InvitationDeps {
  appUrl: string
  /** Read before the transaction (PGlite has one connection). */
  siteName: string
}

async function newLink(tx: Db, deps: InvitationDeps, userId: number, invitedBy: number) {
  const token = randomToken(32)
  await insertInvitation(tx, { user_id: userId, invited_by: invitedBy, token_hash: sha256(token) })
  return `${deps.appUrl}${ADMIN_SET_PASSWORD_PAGE}?${new URLSearchParams({ token })}`
}

/**
 * Invites a person to the back office with these roles, under the owner rules of `setStaffRoles`.
 * An existing account becomes staff (as `POST /admin/staff` does) and gets a notice; a new email
 * gets an account with no usable password (a random one nobody is told) and a set-password link.
 * The mail is queued in the outbox in `tx`, its event the audit row; wake the sender after the
 * commit.
 */
export async function inviteStaff(
  tx: Db,
  deps: InvitationDeps,
  audit: AuditContext,
  actor: Actor,
  input: InviteStaffRequest,
): Promise<StaffInvitationAnswer> {
  const { siteName } = deps
  const existing = await findUserByEmail(tx, input.email)
  if (existing) {
    const member = await addStaff(tx, actor, { email: input.email, role_ids: input.role_ids })
    const event = await recordAudit(tx, audit, {
      action: 'staff.invite',
      entityType: 'user',
      entityId: member.id,
      before: null,
      after: {
        email: member.email,
        roles: member.roles.map((r) => r.name),
        account_created: false,
      },
    })
    const mail = staffNoticeMail({
      to: member.email,
      name: member.name,
      roles: member.roles.map((r) => r.name),
      siteName,
      link: `${deps.appUrl}${ADMIN_SIGN_IN_PAGE}`,
    })
    await enqueueMail(tx, `staff:invite:${event}`, mail)
    return { message: invitationMessages.noticeSent, account_created: false, member }
  }
  const user = await createUser(tx, {
    name: input.name,
    email: input.email,
    phone: null,
    password: randomToken(32),
  })
  const member = await setStaffRoles(tx, actor, user.id, input.role_ids)
  const link = await newLink(tx, deps, user.id, actor.userId)
  const event = await recordAudit(tx, audit, {
    action: 'staff.invite',
    entityType: 'user',
    entityId: member.id,
    before: null,
    after: { email: member.email, roles: member.roles.map((r) => r.name), account_created: true },
  })
  const roles = member.roles.map((r) => r.name)
  const mail = invitationMail({ to: member.email, name: member.name, roles, siteName, link })
  await enqueueMail(tx, `staff:invite:${event}`, mail)
  return {
    message: invitationMessages.invited,
    account_created: true,
    member: { ...member, invitation_pending: true },
  }
}

/**
 * A new link for someone invited who has not set a password; the older links stop working. The
 * mail is queued in `tx`, as `inviteStaff`'s is.
 */
export async function resendInvitation(
  tx: Db,
  deps: InvitationDeps,
  audit: AuditContext,
  actor: Actor,
  userId: number,
): Promise<{ message: string }> {
  const user = await findUserById(tx, userId)
  if (!user || !(await holdsAnyRole(tx, userId))) throw notFound(staffMessages.notStaff)
  const state = await selectInvitationState(tx, userId)
  if (state.count === 0 || state.used) {
    throw new HttpError(409, invitationMessages.nothingToResend)
  }
  await deleteUnusedInvitations(tx, userId)
  const link = await newLink(tx, deps, userId, actor.userId)
  const event = await recordAudit(tx, audit, {
    action: 'staff.invite_resend',
    entityType: 'user',
    entityId: userId,
    before: null,
    after: { email: user.email },
  })
  const mail = invitationMail({
    to: user.email,
    name: user.name,
    roles: await selectRoleNames(tx, userId),
    siteName: deps.siteName,
    link,
  })
  await enqueueMail(tx, `staff:invite_resend:${event}`, mail)
  return { message: invitationMessages.resent }
}

/**
 * The invited person sets their password (the shop's password policy) through the link, once,
 * within 72 hours, and is signed in to the back office: the answer is a staff token.
 */
export async function acceptInvitation(
  tx: Db,
  input: Required<AcceptInvitationRequest>,
  request: { ip: string; requestId: string },
): Promise<string> {
  const invitation = await lockInvitation(tx, sha256(input.token))
  if (!invitation) throw fieldError('token', invitationMessages.invalid)
  if (invitation.used_at) throw fieldError('token', invitationMessages.used)
  if (invitation.age_hours >= INVITATION_TTL_HOURS) {
    throw fieldError('token', invitationMessages.expired)
  }
  const user = await findUserById(tx, invitation.user_id)
  if (!user || !(await holdsAnyRole(tx, user.id))) {
    throw fieldError('token', invitationMessages.invalid)
  }
  if (user.disabled_at) throw fieldError('token', authMessages.accountDisabled)
  if (isCommonPassword(input.password)) throw fieldError('password', authMessages.commonPassword)
  await setPassword(tx, user.id, input.password)
  await markInvitationUsed(tx, invitation.id)
  await recordLogin(tx, user.id)
  const token = await issueAccessToken(tx, user.id, 'back-office')
  await recordAudit(
    tx,
    { actorId: user.id, permission: 'staff', requestId: request.requestId, ip: request.ip },
    {
      action: 'staff.invitation_accept',
      entityType: 'user',
      entityId: user.id,
      before: null,
      after: { password_set: true },
    },
  )
  return token
}
