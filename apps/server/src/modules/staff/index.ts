export { createOwner, DEFAULT_OWNER_NAME, type OwnerInput } from './owner.ts'
export { staffAdminRoutes } from './staff.admin.routes.ts'
export { roles, user_roles } from './staff.tables.ts'
