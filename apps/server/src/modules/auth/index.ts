export { authRoutes as default } from './auth.routes.ts'
