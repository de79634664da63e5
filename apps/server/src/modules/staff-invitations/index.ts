export { invitationsAdminRoutes } from './invitations.admin.routes.ts'
