export { partnersAdminRoutes } from './partners.admin.routes.ts'
