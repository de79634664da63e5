export { paymentsRoutes as default } from './payments.routes.ts'
