import {
  type AddStaffRequest,
  type AdminMe,
  pageMeta,
  type Permission,
  PERMISSIONS,
  STAFF_PER_PAGE,
  type StaffList,
  type StaffListQuery,
  type StaffMember,
  staffMessages,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError, notFound, unauthenticated } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { endSessions, findUserByEmail, setDisabled } from '../users/index.ts'
import { countActiveOwners, lockOwnerRole, selectRolesByIds } from './roles.repository.ts'
import { type Actor, conflict, forbidden, guardOwnerOnlyPermissions } from './roles.service.ts'
import {
  deleteUserRoles,
  insertUserRoles,
  selectMember,
  selectRoleIdsOf,
  selectStaffPage,
} from './staff.repository.ts'

type MemberRow = NonNullable<Awaited<ReturnType<typeof selectMember>>>

function toStaffMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    invitation_pending: row.invitation_pending,
  }
}

/** The signed-in person, their roles, and the permissions this request read with the token. */
export async function getAdminMe(
  db: Db,
  userId: number,
  grants: { isOwner: boolean; permissions: ReadonlySet<Permission> },
): Promise<AdminMe> {
  const member = await selectMember(db, userId)
  if (!member) throw unauthenticated()
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    roles: member.roles.map(({ id, name }) => ({ id, name })),
    permissions: PERMISSIONS.filter((p) => grants.permissions.has(p)),
    is_owner: grants.isOwner,
  }
}

export async function listStaff(db: Db, query: StaffListQuery): Promise<StaffList> {
  const { rows, total } = await selectStaffPage(db, {
    q: query.q || undefined,
    limit: STAFF_PER_PAGE,
    offset: (query.page - 1) * STAFF_PER_PAGE,
  })
  return { data: rows.map(toStaffMember), meta: pageMeta(query.page, STAFF_PER_PAGE, total) }
}

/** A person holding at least one role; 404 for anyone else. */
async function staffMember(db: Db, userId: number): Promise<MemberRow> {
  const member = await selectMember(db, userId)
  if (!member || member.roles.length === 0) throw notFound(staffMessages.notStaff)
  return member
}

const holdsOwnerRole = (member: MemberRow) => member.roles.some((role) => role.is_owner)

/** What the audit log keeps of a person's roles. */
const heldRoles = (member: MemberRow) => member.roles.map(({ id, name }) => ({ id, name }))

const disabledState = (member: MemberRow) => ({
  disabled_at: member.disabled_at?.toISOString() ?? null,
})

/**
 * Gives the user exactly these roles, under the owner rules: only an owner gives or takes the
 * owner role or a role with an owner-only permission; nobody takes the owner role from another
 * person; the shop keeps an active owner. Losing a role, or becoming staff, ends the user's
 * sessions (a staff session is a fresh 8-hour sign-in).
 */
export async function setStaffRoles(
  tx: Db,
  actor: Actor,
  userId: number,
  roleIds: number[],
): Promise<StaffMember> {
  const member = await selectMember(tx, userId)
  if (!member) throw notFound()
  const after = await applyRoles(tx, actor, member, roleIds)
  await recordAudit(tx, actor.audit, {
    action: 'staff.set_roles',
    entityType: 'staff',
    entityId: userId,
    before: { roles: heldRoles(member) },
    after: { roles: heldRoles(after) },
  })
  return toStaffMember(after)
}

async function applyRoles(
  tx: Db,
  actor: Actor,
  member: MemberRow,
  roleIds: number[],
): Promise<MemberRow> {
  const userId = member.id
  const wanted = await selectRolesByIds(tx, roleIds)
  if (wanted.length !== roleIds.length) throw fieldError('role_ids', staffMessages.unknownRole)
  const current = await selectRoleIdsOf(tx, userId)
  const added = wanted.filter((role) => !current.includes(role.id))
  const removedIds = current.filter((id) => !roleIds.includes(id))
  const removed = await selectRolesByIds(tx, removedIds)
  if ([...added, ...removed].some((role) => role.is_owner) && !actor.isOwner) {
    throw forbidden(staffMessages.ownerRoleByOwner)
  }
  for (const role of added) guardOwnerOnlyPermissions(actor, [], role.permissions)
  for (const role of removed) guardOwnerOnlyPermissions(actor, role.permissions, [])
  const ownerRole = removed.find((role) => role.is_owner)
  if (ownerRole) {
    if (userId !== actor.userId) throw conflict(staffMessages.ownerRoleOfAnother)
    await lockOwnerRole(tx)
    const activeOwners = await countActiveOwners(tx, ownerRole.id)
    const stillActive = member.disabled_at ? activeOwners : activeOwners - 1
    if (stillActive < 1) throw conflict(staffMessages.lastOwner)
  }

  await deleteUserRoles(tx, userId, removedIds)
  await insertUserRoles(
    tx,
    userId,
    added.map((role) => role.id),
  )
  if (removedIds.length > 0 || (current.length === 0 && added.length > 0)) {
    await endSessions(tx, userId)
  }
  return (await selectMember(tx, userId))!
}

/** Makes the holder of an existing account staff, with these roles. */
export async function addStaff(tx: Db, actor: Actor, input: AddStaffRequest): Promise<StaffMember> {
  const user = await findUserByEmail(tx, input.email)
  if (!user) throw fieldError('email', staffMessages.noAccount)
  if ((await selectRoleIdsOf(tx, user.id)).length > 0) throw conflict(staffMessages.alreadyStaff)
  const member = (await selectMember(tx, user.id))!
  const after = await applyRoles(tx, actor, member, input.role_ids)
  await recordAudit(tx, actor.audit, {
    action: 'staff.add',
    entityType: 'staff',
    entityId: user.id,
    before: null,
    after: { email: after.email, roles: heldRoles(after) },
  })
  return toStaffMember(after)
}

export async function disableStaff(tx: Db, actor: Actor, userId: number): Promise<StaffMember> {
  const member = await staffMember(tx, userId)
  if (userId === actor.userId) throw conflict(staffMessages.notYourself)
  if (holdsOwnerRole(member)) throw conflict(staffMessages.ownerProtected)
  await setDisabled(tx, userId, true)
  const after = (await selectMember(tx, userId))!
  await recordAudit(tx, actor.audit, {
    action: 'staff.disable',
    entityType: 'staff',
    entityId: userId,
    before: disabledState(member),
    after: disabledState(after),
  })
  return toStaffMember(after)
}

export async function enableStaff(tx: Db, actor: Actor, userId: number): Promise<StaffMember> {
  const member = await staffMember(tx, userId)
  await setDisabled(tx, userId, false)
  const after = (await selectMember(tx, userId))!
  await recordAudit(tx, actor.audit, {
    action: 'staff.enable',
    entityType: 'staff',
    entityId: userId,
    before: disabledState(member),
    after: disabledState(after),
  })
  return toStaffMember(after)
}

/** Ends every session of a staff member; an owner's only by themselves. */
export async function signOutStaff(tx: Db, actor: Actor, userId: number): Promise<StaffMember> {
  const member = await staffMember(tx, userId)
  if (holdsOwnerRole(member) && userId !== actor.userId) {
    throw conflict(staffMessages.ownerProtected)
  }
  await endSessions(tx, userId)
  // The sessions' cut-off is the database's now(), which the row's created_at also holds.
  await recordAudit(tx, actor.audit, {
    action: 'staff.sign_out',
    entityType: 'staff',
    entityId: userId,
    before: null,
    after: { sessions_ended: true },
  })
  return toStaffMember(member)
}
