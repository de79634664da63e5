export { usersRoutes as default } from './users.routes.ts'
