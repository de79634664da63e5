export { checkoutRoutes as default } from './checkout.routes.ts'
