import {
  type AdminRole,
  type CreateRoleRequest,
  OWNER_ONLY_PERMISSIONS,
  PERMISSIONS,
  type Permission,
  staffMessages,
  type UpdateRoleRequest,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import {
  countHolders,
  deleteRoleRow,
  insertRole,
  selectRoleForUpdate,
  selectRoleNamedLike,
  selectRolesWithHolders,
  selectRoleWithHolders,
  updateRoleRow,
} from './roles.repository.ts'

/** Who makes a change in the back office: what the owner rules need to know of them. */
export interface Actor {
  userId: number
  isOwner: boolean
  /** Every committed change appends its audit row with this, in its own transaction. */
  audit: AuditContext
}

/** What the audit log keeps of a role. */
const auditedRole = (role: { name: string; description: string; permissions: string[] }) => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions,
})

type RoleWithHolders = NonNullable<Awaited<ReturnType<typeof selectRoleWithHolders>>>

/** In the contracts' order; the owner role holds every permission whatever its row says. */
function orderedPermissions(held: readonly string[], isOwner: boolean): Permission[] {
  return isOwner ? [...PERMISSIONS] : PERMISSIONS.filter((p) => held.includes(p))
}

function toAdminRole(row: RoleWithHolders): AdminRole {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    permissions: orderedPermissions(row.permissions, row.is_owner),
    is_owner: row.is_owner,
    holders: row.holders,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export const conflict = (message: string) => new HttpError(409, message)
export const forbidden = (message: string) => new HttpError(403, message)

/** Only an owner puts `staff:manage` or `settings:bank` into a role, or takes them out. */
export function guardOwnerOnlyPermissions(
  actor: Actor,
  before: readonly string[],
  after: readonly string[],
): void {
  if (actor.isOwner) return
  const changed = OWNER_ONLY_PERMISSIONS.some((p) => before.includes(p) !== after.includes(p))
  if (changed) throw forbidden(staffMessages.ownerOnlyPermissions)
}

export async function listRoles(db: Db): Promise<AdminRole[]> {
  return (await selectRolesWithHolders(db)).map(toAdminRole)
}

async function roleAnswer(db: Db, id: number): Promise<AdminRole> {
  const row = await selectRoleWithHolders(db, id)
  if (!row) throw notFound()
  return toAdminRole(row)
}

export async function createRole(
  tx: Db,
  actor: Actor,
  input: CreateRoleRequest,
): Promise<AdminRole> {
  guardOwnerOnlyPermissions(actor, [], input.permissions)
  // The unique index on lower(name) decides between two simultaneous creations.
  const row = await insertRole(tx, input)
  if (!row) throw fieldError('name', staffMessages.roleNameTaken)
  const role = await roleAnswer(tx, row.id)
  await recordAudit(tx, actor.audit, {
    action: 'role.create',
    entityType: 'role',
    entityId: role.id,
    before: null,
    after: auditedRole(role),
  })
  return role
}

export async function updateRole(
  tx: Db,
  actor: Actor,
  id: number,
  input: UpdateRoleRequest,
): Promise<AdminRole> {
  const role = await selectRoleForUpdate(tx, id)
  if (!role) throw notFound()
  if (input.permissions) {
    const removesFromOwner =
      role.is_owner && PERMISSIONS.some((p) => !input.permissions!.includes(p))
    if (removesFromOwner) throw conflict(staffMessages.ownerRoleLocked)
    guardOwnerOnlyPermissions(actor, role.permissions, input.permissions)
  }
  if (input.name !== undefined) {
    const named = await selectRoleNamedLike(tx, input.name)
    if (named && named.id !== id) throw fieldError('name', staffMessages.roleNameTaken)
  }
  await updateRoleRow(tx, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.permissions ? { permissions: orderedPermissions(input.permissions, false) } : {}),
  })
  const updated = await roleAnswer(tx, id)
  await recordAudit(tx, actor.audit, {
    action: 'role.update',
    entityType: 'role',
    entityId: id,
    before: auditedRole({
      ...role,
      permissions: orderedPermissions(role.permissions, role.is_owner),
    }),
    after: auditedRole(updated),
  })
  return updated
}

/** A role is deleted only when nobody holds it: taking it from people is a decision of its own. */
export async function deleteRole(tx: Db, actor: Actor, id: number): Promise<void> {
  const role = await selectRoleForUpdate(tx, id)
  if (!role) throw notFound()
  if (role.is_owner) throw conflict(staffMessages.ownerRoleLocked)
  guardOwnerOnlyPermissions(actor, role.permissions, [])
  if ((await countHolders(tx, id)) > 0) throw conflict(staffMessages.roleInUse)
  await deleteRoleRow(tx, id)
  await recordAudit(tx, actor.audit, {
    action: 'role.delete',
    entityType: 'role',
    entityId: id,
    before: auditedRole(role),
    after: null,
  })
}
