import './locale.ts'

import { z } from 'zod'

import { phone } from './auth.ts'
import { addCartItemRequest, applyVoucherRequest, cart } from './cart.ts'
import { checkoutMessages } from './checkout.constants.ts'
import { provinceCode, wardCode } from './geo.ts'
import { orderMessages, shippingMethods } from './orders.constants.ts'
import { orderDetail } from './orders.ts'
import { paymentMethods } from './payments.constants.ts'
import { paymentInstructions } from './payments.ts'

const personName = z
  .string({ error: checkoutMessages.name })
  .trim()
  .min(1, { error: checkoutMessages.name, abort: true })
  .min(2, { error: checkoutMessages.nameLength })
  .max(100, { error: checkoutMessages.nameLength })

const street = z
  .string({ error: checkoutMessages.street })
  .trim()
  .min(1, { error: checkoutMessages.street, abort: true })
  .max(255, { error: checkoutMessages.streetLength })

const email = z
  .string({ error: checkoutMessages.email })
  .trim()
  .max(254, { error: checkoutMessages.email })
  .pipe(z.union([z.literal(''), z.email({ error: checkoutMessages.email })]))
  .transform((value) => (value === '' ? null : value.toLowerCase()))

const shippingMethod = z.enum(shippingMethods, { error: checkoutMessages.shippingMethod })

/**
 * "Mua ngay": one product (and variant) bought at once, instead of the cart, with the checks and
 * messages of adding it to the cart. The cart is left as it is; a voucher travels with the line.
 */
export const buyNowLine = addCartItemRequest.extend({
  voucher_code: applyVoucherRequest.shape.code.optional(),
})
export type BuyNowLine = z.input<typeof buyNowLine>
export type BuyNowInput = z.output<typeof buyNowLine>

/**
 * `POST /checkout` (header `Idempotency-Key`): places an order from the visitor's cart. Prices,
 * discount and shipping are computed by the server; any price the client sends is ignored.
 */
export const checkoutRequest = z.object({
  name: personName,
  phone,
  /** Required for guests (the confirmation goes there); customers default to their account email. */
  email: email.nullish(),
  province_code: provinceCode,
  ward_code: wardCode,
  street,
  note: z.string().trim().max(500, { error: checkoutMessages.note }).nullish(),
  shipping_method: shippingMethod.default('standard'),
  payment_method: z.enum(paymentMethods, { error: checkoutMessages.paymentMethod }),
  /** Customers: also save this address to the address book. */
  save_address: z.boolean({ error: 'Giá trị phải là true hoặc false.' }).optional(),
  /** Order this one line instead of the cart; the cart's lines and voucher stay as they are. */
  buy_now: buyNowLine.optional(),
})
export type CheckoutRequest = z.input<typeof checkoutRequest>
/** The order request as the server reads it, defaults applied. */
export type CheckoutInput = z.output<typeof checkoutRequest>

/**
 * A guest's order confirmation goes to the email given, so a guest must give one; a customer's
 * defaults to the account's. The server refuses such an order, the form says so before sending.
 */
export function guestEmailMissing(isGuest: boolean, email: string | null | undefined): boolean {
  return isGuest && !email?.trim()
}

export const idempotencyKey = z
  .string({ error: orderMessages.idempotencyKey })
  .trim()
  .regex(/^[\w-]{8,100}$/, { error: orderMessages.idempotencyKey })

export const shippingOption = z.object({
  method: z.enum(shippingMethods),
  name: z.string(),
  /** What the shopper pays for it (0 when free). */
  fee: z.number().int(),
  /** The fee before the free-shipping threshold. */
  base_fee: z.number().int(),
  is_free: z.boolean(),
  /** `2–4 ngày` */
  delivery_time: z.string(),
})
export type ShippingOption = z.infer<typeof shippingOption>

export const paymentOption = z.object({
  method: z.enum(paymentMethods),
  name: z.string(),
  /** False when the shop has not configured it (bank account, VNPay terminal). */
  available: z.boolean(),
})
export type PaymentOption = z.infer<typeof paymentOption>

/**
 * `GET /checkout/quote`: fees for a destination, before the shopper places the order. With
 * `product_id` the quote is of that one line bought now (`buy_now`), not of the cart.
 */
export const checkoutQuoteQuery = z.object({
  province_code: provinceCode.optional(),
  shipping_method: shippingMethod.default('standard'),
  ...buyNowLine.partial().shape,
})
export type CheckoutQuoteQuery = z.input<typeof checkoutQuoteQuery>
export type CheckoutQuoteInput = z.output<typeof checkoutQuoteQuery>

export const checkoutQuote = z.object({
  cart,
  /** Empty until a province is given (fees depend on its region). */
  shipping_options: z.array(shippingOption),
  payment_options: z.array(paymentOption),
  shipping_method: z.enum(shippingMethods),
  /** Null until a province is given. */
  shipping_fee: z.number().int().nullable(),
  /** cart.total + shipping_fee (cart.total while the fee is unknown). */
  total: z.number().int(),
})
export type CheckoutQuote = z.infer<typeof checkoutQuote>

/** `POST /checkout` → 201 (a replay with the same Idempotency-Key → 200, the same order). */
export const checkoutResponse = z.object({
  order: orderDetail,
  payment: paymentInstructions,
})
export type CheckoutResponse = z.infer<typeof checkoutResponse>

// Address book (customers)

export const saveAddressRequest = z.object({
  recipient_name: personName,
  phone,
  province_code: provinceCode,
  ward_code: wardCode,
  street,
  is_default: z.boolean({ error: 'Giá trị phải là true hoặc false.' }).default(false),
})
export type SaveAddressRequest = z.input<typeof saveAddressRequest>

export const address = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  phone: z.string(),
  province_code: z.string(),
  province_name: z.string(),
  ward_code: z.string(),
  ward_name: z.string(),
  street: z.string(),
  /** `12 Lý Thường Kiệt, Phường Hoàn Kiếm, Thành phố Hà Nội` */
  full: z.string(),
  is_default: z.boolean(),
})
export type Address = z.infer<typeof address>

/** Default address first, then newest. */
export const addressList = z.object({ data: z.array(address) })
export type AddressList = z.infer<typeof addressList>

export const addressParams = z.object({
  id: z.coerce
    .number({ error: checkoutMessages.addressNotFound })
    .int({ error: checkoutMessages.addressNotFound })
    .min(1, { error: checkoutMessages.addressNotFound })
    .max(2_147_483_647, { error: checkoutMessages.addressNotFound }),
})
