export { cartRoutes as default } from './cart.routes.ts'
export { adoptGuestCart } from './cart-session.ts'
