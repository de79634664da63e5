export { cartRoutes as default } from './cart.routes.ts'
export { adoptGuestCart, type CartContext, cartContext } from './cart-session.ts'
export {
  type CartContents,
  type CartItemRow,
  type CartOwner,
  type CartRow,
  type Customer,
  addItemUpTo,
  lockCartOf,
  priceBuyNow,
  priceCart,
  type PricedCart,
  purgeAbandonedGuestCarts,
  toCartResponse,
} from './cart.service.ts'
