import './locale.ts'

import { z } from 'zod'

import {
  PERMISSIONS,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  STAFF_ROLES_MAX,
  staffMessages,
} from './admin.constants.ts'
import { PAGE_MAX, catalogQueryMessages } from './catalog-query.constants.ts'
import { queryInt } from './catalog-query.ts'
import { messages } from './errors.constants.ts'
import { paginated } from './pagination.ts'

const MAX_ID = 2_147_483_647

/** A row id in the path: anything else names nothing (404 wording, answered 422). */
const pathId = z.coerce
  .number({ error: messages.notFound })
  .int({ error: messages.notFound })
  .min(1, { error: messages.notFound })
  .max(MAX_ID, { error: messages.notFound })

export const roleParams = z.object({ id: pathId })
export const staffParams = z.object({ user_id: pathId })

export const permission = z.enum(PERMISSIONS, { error: staffMessages.permissions })

const permissionList = z
  .array(permission, { error: staffMessages.permissions })
  .max(PERMISSIONS.length, { error: staffMessages.permissions })
  .transform((list) => [...new Set(list)])

const roleName = z
  .string({ error: staffMessages.roleName })
  .trim()
  .min(1, { error: staffMessages.roleName })
  .max(ROLE_NAME_MAX, { error: staffMessages.roleName })

const roleDescription = z
  .string({ error: staffMessages.roleDescription })
  .trim()
  .max(ROLE_DESCRIPTION_MAX, { error: staffMessages.roleDescription })

const roleIds = z
  .array(
    z
      .number({ error: staffMessages.roleIds })
      .int({ error: staffMessages.roleIds })
      .min(1, { error: staffMessages.roleIds })
      .max(MAX_ID, { error: staffMessages.roleIds }),
    { error: staffMessages.roleIds },
  )
  .max(STAFF_ROLES_MAX, { error: staffMessages.roleIds })
  .transform((list) => [...new Set(list)])

export const createRoleRequest = z.object({
  name: roleName,
  description: roleDescription.default(''),
  permissions: permissionList,
})
export type CreateRoleRequest = z.output<typeof createRoleRequest>

/** Only the fields sent change. */
export const updateRoleRequest = z.object({
  name: roleName.optional(),
  description: roleDescription.optional(),
  permissions: permissionList.optional(),
})
export type UpdateRoleRequest = z.output<typeof updateRoleRequest>

export const roleRef = z.object({ id: z.number().int(), name: z.string() })

export const adminRole = z.object({
  id: z.number().int(),
  /** The template the role started from (`owner`, `orders`, …); null for a role the shop made. */
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permission),
  is_owner: z.boolean(),
  /** How many people hold it. */
  holders: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminRole = z.infer<typeof adminRole>

export const adminRoleList = z.object({ data: z.array(adminRole) })
export type AdminRoleList = z.infer<typeof adminRoleList>

/** `GET /admin/me`: who is signed in to the back office, and what they may do. */
export const adminMe = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleRef),
  permissions: z.array(permission),
  is_owner: z.boolean(),
})
export type AdminMe = z.infer<typeof adminMe>

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleRef.extend({ is_owner: z.boolean() })),
  disabled_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /** Invited with a new account and the set-password link not used yet: a new link can be sent. */
  invitation_pending: z.boolean(),
})
export type StaffMember = z.infer<typeof staffMember>

export const staffList = paginated(staffMember)
export type StaffList = z.infer<typeof staffList>

export const staffListQuery = z.object({
  page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
  q: z
    .string({ error: staffMessages.search })
    .trim()
    .max(100, { error: staffMessages.search })
    .optional(),
})
export type StaffListQuery = z.output<typeof staffListQuery>

export const setStaffRolesRequest = z.object({ role_ids: roleIds })
export type SetStaffRolesRequest = z.output<typeof setStaffRolesRequest>

/** Makes the holder of an existing account staff. */
export const addStaffRequest = z.object({
  email: z
    .string({ error: staffMessages.email })
    .trim()
    .max(254, { error: staffMessages.email })
    .pipe(z.email({ error: staffMessages.email }))
    .transform((value) => value.toLowerCase()),
  role_ids: roleIds.refine((list) => list.length > 0, { error: staffMessages.roleIds }),
})
export type AddStaffRequest = z.output<typeof addStaffRequest>

/** `POST /admin/session`: the staff sign-in takes what the shop's login takes. */
export { loginRequest as staffSignInRequest } from './auth.ts'
