export { ordersRoutes as default } from './orders.routes.ts'
