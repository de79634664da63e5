import './locale.ts'

import { z } from 'zod'

import {
  CART_QUANTITY_MAX,
  cartLineIssueCodes,
  cartMessages,
  VOUCHER_CODE_MAX,
} from './cart.constants.ts'
import { mediaImage } from './catalog.ts'

const id = z.coerce
  .number({ error: 'Mã không hợp lệ.' })
  .int({ error: 'Mã không hợp lệ.' })
  .min(1, { error: 'Mã không hợp lệ.' })
  .max(2_147_483_647, { error: 'Mã không hợp lệ.' })

export const cartQuantity = z.coerce
  .number({ error: cartMessages.quantity })
  .int({ error: cartMessages.quantity })
  .min(1, { error: cartMessages.quantity })
  .max(CART_QUANTITY_MAX, { error: cartMessages.quantity })

/** `POST /cart/items`: adding a product already in the cart adds to its quantity. */
export const addCartItemRequest = z.object({
  product_id: z.coerce
    .number({ error: 'Vui lòng chọn sản phẩm.' })
    .int({ error: cartMessages.productUnavailable })
    .min(1, { error: cartMessages.productUnavailable })
    .max(2_147_483_647, { error: cartMessages.productUnavailable }),
  /** Required when the product has variants (sizes, colours), absent otherwise. */
  variant_id: id.nullish(),
  quantity: cartQuantity.default(1),
})
export type AddCartItemRequest = z.input<typeof addCartItemRequest>
export type AddCartItemInput = z.output<typeof addCartItemRequest>

/** `PUT`/`PATCH /cart/items/{item_id}`: sets the quantity (use DELETE to remove the line). */
export const updateCartItemRequest = z.object({ quantity: cartQuantity })
export type UpdateCartItemRequest = z.input<typeof updateCartItemRequest>

export const cartItemParams = z.object({ item_id: id })

export const applyVoucherRequest = z.object({
  code: z
    .string({ error: cartMessages.voucherRequired })
    .trim()
    .min(1, { error: cartMessages.voucherRequired })
    .max(VOUCHER_CODE_MAX, { error: cartMessages.voucherNotFound })
    .transform((code) => code.toUpperCase()),
})
export type ApplyVoucherRequest = z.input<typeof applyVoucherRequest>

export const cartLine = z.object({
  /** The line's id, for PUT/PATCH/DELETE /cart/items/{item_id}. */
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  variant_name: z.string().nullable(),
  sku: z.string(),
  image: mediaImage.nullable(),
  /** List price now. */
  price: z.number().int(),
  sale_price: z.number().int().nullable(),
  /** What one unit costs now (the sale price when there is one). */
  unit_price: z.number().int(),
  /** The unit price when the line was added or last changed, when it differs from now. */
  previous_unit_price: z.number().int().nullable(),
  quantity: z.number().int(),
  line_total: z.number().int(),
  /** Units in stock now (0 when the product is no longer on sale). */
  stock: z.number().int(),
  /** The most this line may hold: min(stock, 99, what a flash sale's per-order limit leaves). */
  max_quantity: z.number().int(),
  issues: z.array(z.object({ code: z.enum(cartLineIssueCodes), message: z.string() })),
})
export type CartLine = z.infer<typeof cartLine>

export const appliedVoucher = z.object({
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1..100) or đồng. */
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order_total: z.number().int(),
  /** The discount on this cart now, in đồng. */
  discount: z.number().int(),
})
export type AppliedVoucher = z.infer<typeof appliedVoucher>

/**
 * The visitor's cart, priced by the server now. Money is in đồng. Shipping is chosen at checkout
 * (`GET /checkout/quote`), so `total` here is before shipping.
 */
export const cart = z.object({
  items: z.array(cartLine),
  /** Units in the cart: the header badge. */
  count: z.number().int(),
  /** Sum of the lines that can be bought (unavailable and sold-out lines left out). */
  subtotal: z.number().int(),
  /** The voucher kept on the cart while it applies. */
  voucher: appliedVoucher.nullable(),
  /** Why the code kept on the cart does not apply now (e.g. below its minimum); null otherwise. */
  voucher_error: z.string().nullable(),
  discount: z.number().int(),
  /** subtotal − discount. */
  total: z.number().int(),
  /** Standard shipping is free from this order value (after discount); 0: never free. */
  free_shipping_threshold: z.number().int(),
  /** How much more to buy for free standard shipping; 0 when reached or never free. */
  free_shipping_remaining: z.number().int(),
  /** False when the cart is empty or a line is unavailable, sold out or above stock. */
  can_checkout: z.boolean(),
})
export type Cart = z.infer<typeof cart>

/** `GET /cart/count`: units in the cart, for the header badge. */
export const cartCount = z.object({ count: z.number().int() })
export type CartCount = z.infer<typeof cartCount>
