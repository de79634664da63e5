import {
  OWNER_ONLY_PERMISSIONS,
  type Permission,
  type PermissionGroup,
  PERMISSIONS,
  permissionGroups,
  permissions,
} from '@phiencho/contracts'

export interface PermissionChoice {
  key: Permission
  label: string
  /** Why the box cannot be changed by this person, if it cannot. */
  lockedBecause: string | null
}

export const ownerRoleLocked = 'Vai trò Chủ cửa hàng luôn có mọi quyền.'
export const ownerOnlyPermission =
  'Chỉ chủ cửa hàng mới được giao hoặc bỏ quyền này (quản lý nhân viên, tài khoản ngân hàng).'

const ownerOnly: ReadonlySet<Permission> = new Set(OWNER_ONLY_PERMISSIONS)

/**
 * Every permission under its group, in the contracts' order, each with what the API's owner rules
 * say about this person changing it: the owner role's are all fixed, and only an owner changes
 * `staff:manage` or `settings:bank` in a role.
 */
export function permissionChoices({
  actorIsOwner,
  roleIsOwner,
}: {
  actorIsOwner: boolean
  roleIsOwner: boolean
}): { group: PermissionGroup; label: string; choices: PermissionChoice[] }[] {
  return (Object.keys(permissionGroups) as PermissionGroup[])
    .map((group) => ({
      group,
      label: permissionGroups[group],
      choices: PERMISSIONS.filter((key) => permissions[key].group === group).map((key) => ({
        key,
        label: permissions[key].label,
        lockedBecause: roleIsOwner
          ? ownerRoleLocked
          : !actorIsOwner && ownerOnly.has(key)
            ? ownerOnlyPermission
            : null,
      })),
    }))
    .filter((entry) => entry.choices.length > 0)
}
