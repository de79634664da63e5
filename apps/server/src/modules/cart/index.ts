export { cartRoutes as default } from './cart.routes.ts'
export { adoptGuestCart, type CartContext, cartContext } from './cart-session.ts'
export { addItemUpTo } from './cart-add-up-to.ts'
export {
  type CartContents,
  type CartItemRow,
  type CartOwner,
  type CartRow,
  type Customer,
  lockCartOf,
  priceBuyNow,
  priceCart,
  type PricedCart,
  purgeAbandonedGuestCarts,
  toCartResponse,
} from './cart.service.ts'
