import {
  type CheckoutInput,
  type CheckoutQuote,
  type CheckoutQuoteInput,
  type CheckoutResponse,
  geoMessages,
  guestEmailMissing,
  orderMessages,
  paymentMessages,
} from '@phiencho/contracts'
import { normalizePhone } from '@phiencho/vn'
import { type ClosedWork, type Db, transactionClosedBy, type Tx } from '../db/client.ts'
import { HttpError, validationError } from '../lib/errors.ts'
import { sha256 } from '../lib/secure-token.ts'
import {
  findPurchasables,
  isStockShortage,
  refKey,
  type StockLine,
  stockTaking,
} from '../modules/catalog/index.ts'
import {
  type CartOwner,
  type CartRow,
  type Customer,
  lockCartOf,
  priceBuyNow,
  priceCart,
  type PricedCart,
  toCartResponse,
} from '../modules/cart/index.ts'
import { stockLabelStatement } from '../modules/inventory/index.ts'
import { enqueueMailStatement, type MailOutbox } from '../modules/mail-outbox/index.ts'
import { paymentOptions, shippingFee, shippingOptions } from './shipping.ts'
import { provinceRegion, resolveAddressCodes } from '../modules/geo/index.ts'
import {
  buildOrderDetail,
  dueAtOf,
  findOrderById,
  findOrderIdByIdempotencyKey,
  newOrderCode,
  orderConfirmationMail,
  orderPageUrl,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  type PaymentAttempt,
  toOrderDetail,
} from '../modules/orders/index.ts'
import {
  openPayment,
  paymentInstructions,
  type VnpayGateway,
  withVietQr,
} from '../modules/payments/index.ts'
import { type CommerceSettings, getCommerceSettings } from '../modules/settings/index.ts'
import {
  type OrderLineValues,
  readCheckoutLines,
  type WrittenRows,
  writePlacedOrder,
} from './checkout-statements.ts'
import { getUser, saveAddress } from '../modules/users/index.ts'
import { redeemVoucher, voucherRefusal } from '../modules/vouchers/index.ts'

export interface CheckoutDeps {
  db: Db
  /** Woken after an order's commit: its confirmation mail was queued with it. */
  outbox: MailOutbox
  vnpay: VnpayGateway | null
  appUrl: string
  /** Signs the link of a guest's confirmation mail. */
  appSecret: string
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void }
  /** Called once an order is committed (not for a replayed one). */
  onOrderPlaced?: () => void
}

export interface Buyer {
  /** Whose cart is ordered: null for a visitor who never had one. */
  owner: CartOwner | null
  userId: number | null
  /** Scopes the idempotency key to this visitor: user id, or the guest cart token's hash. */
  scope: string | null
  ip: string
}

/** Cart, shipping options and the total for a destination, as the order would be priced now. */
export async function quoteCheckout(
  deps: Pick<CheckoutDeps, 'db' | 'vnpay'>,
  buyer: { cart: CartRow | undefined; userId: number | null },
  query: CheckoutQuoteInput,
): Promise<CheckoutQuote> {
  const { db } = deps
  const customer = { userId: buyer.userId, phone: null }
  const { product_id, variant_id, quantity, voucher_code } = query
  const [priced, settings] = await Promise.all([
    product_id === undefined
      ? priceCart(db, buyer.cart ?? null, customer)
      : priceBuyNow(
          db,
          { product_id, variant_id, quantity: quantity ?? 1, voucher_code },
          customer,
        ),
    getCommerceSettings(db),
  ])
  const cart = await toCartResponse(db, priced)
  const region = query.province_code ? await provinceRegion(db, query.province_code) : null
  if (query.province_code && !region) {
    throw validationError({ province_code: [geoMessages.province] })
  }
  const options = region ? shippingOptions(settings, region, cart.total) : []
  const fee = region ? shippingFee(options, query.shipping_method) : null
  return {
    cart,
    shipping_options: options,
    payment_options: paymentOptions(settings, deps.vnpay !== null),
    shipping_method: query.shipping_method,
    shipping_fee: fee,
    total: cart.total + (fee ?? 0),
  }
}

/** Why a priced cart cannot become an order, as the 409 the shopper sees. */
function refuseBlockedCart(priced: PricedCart): never {
  const short = priced.lines.filter((line) =>
    line.issues.some((issue) => issue.code === 'out_of_stock' || issue.code === 'above_stock'),
  )
  if (short.length > 0) {
    throw new HttpError(409, orderMessages.outOfStock(short.map((line) => line.product.name)))
  }
  // A cart filled before a flash sale started may hold more than its per-order limit.
  const limited = priced.lines.filter((line) =>
    line.issues.some((issue) => issue.code === 'above_sale_limit'),
  )
  if (limited.length > 0) {
    const { product } = limited[0]!
    throw new HttpError(409, orderMessages.aboveSaleLimit(product.name, product.saleMaxPerOrder!))
  }
  throw new HttpError(409, orderMessages.cartHasIssues)
}

export interface PlacedOrder extends CheckoutResponse {
  /** True when the idempotency key had already made this order. */
  replayed: boolean
}

/** What the order's transaction wrote: the answer is made from it, not read back. */
interface WrittenOrder {
  order: OrderRow
  items: OrderItemRow[]
  history: OrderHistoryRow[]
  payment: PaymentAttempt | null
  slugs: Map<number, string>
}

type Placement = { replayed: true; orderId: number } | { replayed: false; response: PlacedOrder }

type OrderedLine = StockLine & { name: string }

/** The 409 for lines whose stock ran out while the order was written, named as they are now. */
async function refuseShortStock(db: Db, lines: OrderedLine[]): Promise<never> {
  const now = await findPurchasables(db, lines)
  const short = lines.filter((line) => (now.get(refKey(line))?.stock ?? 0) < line.quantity)
  // Restocked since: the shopper still learns which lines were short a moment ago.
  const names = (short.length > 0 ? short : lines).map((line) => line.name)
  throw new HttpError(409, orderMessages.outOfStock(names))
}

/**
 * Places the order from the buyer's cart, or from the one line bought now (`buy_now`, the cart left
 * as it is), in one transaction: every price, the discount and the shipping fee are computed here,
 * stock is taken with conditional updates, the voucher use and the payment attempt are recorded and
 * the ordered lines leave the cart. See docs/decisions/005-checkout-stock-and-idempotency.md and,
 * for the line bought now, 053-buy-now.md.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  input: CheckoutInput,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const { db } = deps
  const key = sha256(`${buyer.scope ?? 'anonymous'}:${idempotencyKey}`)
  const phone = normalizePhone(input.phone) ?? input.phone
  let email = input.email ?? null
  if (guestEmailMissing(buyer.userId === null, email))
    throw validationError({ email: [orderMessages.emailRequired] })
  if (buyer.userId !== null && !email) email = (await getUser(db, buyer.userId)).email
  const [{ province, ward }, settings] = await Promise.all([
    resolveAddressCodes(db, input.province_code, input.ward_code),
    getCommerceSettings(db),
  ])
  const offered = paymentOptions(settings, deps.vnpay !== null)
  if (!offered.find((option) => option.method === input.payment_method)?.available) {
    throw validationError({ payment_method: [paymentMessages.methodUnavailable] })
  }
  const customer: Customer = { userId: buyer.userId, phone, email }

  // The lines being ordered, once priced: a shortage found when taking their stock names them.
  let ordering: OrderedLine[] | undefined
  const { result: placed } = await transactionClosedBy(
    db,
    async (tx): Promise<ClosedWork<Placement>> => {
      // One checkout per cart at a time: a double submit waits here, then finds the order made
      // (so does a retry whose cart is gone since).
      const cart = buyer.owner ? await lockCartOf(tx, buyer.owner) : undefined
      const { buy_now } = input
      // A line bought now is ordered alone: the cart's lines are not read, nor taken out.
      const read = await readCheckoutLines(tx, buy_now ? null : (cart?.id ?? null), key)
      if (read.replayOf !== undefined) return { result: { orderId: read.replayOf, replayed: true } }
      if (!cart && !buy_now) throw validationError({ cart: [orderMessages.emptyCart] })
      const priced = buy_now
        ? await priceBuyNow(tx, buy_now, customer)
        : await priceCart(tx, cart!, customer, read)
      if (priced.lines.length === 0) throw validationError({ cart: [orderMessages.emptyCart] })
      if (priced.blocked) refuseBlockedCart(priced)
      if (priced.voucher && !priced.voucher.ok) throw voucherRefusal(priced.voucher)

      const merchandise = priced.subtotal - priced.discount
      const fee = shippingFee(
        shippingOptions(settings, province.region, merchandise),
        input.shipping_method,
      )
      const now = new Date()
      const values = {
        user_id: buyer.userId,
        contact_name: input.name,
        contact_phone: phone,
        contact_email: email,
        province_code: province.code,
        province_name: province.name,
        ward_code: ward.code,
        ward_name: ward.name,
        street: input.street,
        note: input.note || null,
        shipping_method: input.shipping_method,
        shipping_fee: fee,
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: merchandise + fee,
        voucher_code: priced.voucher?.ok ? priced.voucher.voucher.code : null,
        payment_method: input.payment_method,
        idempotency_key: key,
        placed_at: now,
      }
      const lines = priced.lines.map(({ product, unitPrice, item }) => ({
        product_id: product.productId,
        variant_id: product.variantId,
        name: product.name,
        sku: product.sku,
        variant_name: product.variantName,
        image: product.image?.path ?? null,
        unit_price: unitPrice,
        quantity: item.quantity,
      }))
      const ordered = buy_now
        ? { id: null, orderedItemIds: [] }
        : { id: cart!.id, orderedItemIds: priced.lines.map(({ item }) => item.id) }
      const rows = await writeWithFreshCode(tx, values, lines, ordered, now)
      if (rows === undefined) {
        // The same key committed while we priced: that order is the answer.
        const orderId = (await findOrderIdByIdempotencyKey(tx, key))!
        return { result: { orderId, replayed: true } }
      }
      const { order, items, history } = rows
      const orderId = order.id
      const payment = await openPayment(
        tx,
        { id: orderId, code: order.code, total: order.total, method: input.payment_method },
        now,
      )
      if (priced.voucher?.ok) {
        await redeemVoucher(tx, priced.voucher.voucher, {
          orderId,
          customer,
          discount: priced.discount,
        })
      }
      const written: WrittenOrder = {
        order,
        items,
        history: [history],
        payment,
        // Every line was on sale (a blocked cart is refused above), so each product has its page.
        slugs: new Map(priced.lines.map(({ product }) => [product.productId, product.slug])),
      }
      ordering = priced.lines.map(({ item, product }) => ({
        productId: item.product_id,
        variantId: item.variant_id,
        quantity: item.quantity,
        name: product.name,
      }))
      // The QR code is drawn after the commit: nobody waits on this transaction's locks while it
      // is, and the mail does not show it.
      const response = await respondWritten(deps, buyer, written, settings)
      // Last, and with the COMMIT: the product rows every buyer of a product waits on stay locked
      // only while PostgreSQL takes the stock and flushes the commit. The confirmation mail is
      // queued in the same message, so the order and its mail commit together, in no extra round
      // trip.
      // The ledger rows the stock statements leave name the sale and its order.
      const taking = [
        stockLabelStatement({ reason: 'sale', orderId }),
        ...stockTaking(ordering).statements,
      ]
      const closing = email
        ? [...taking, confirmationStatement(deps, email, order, response, settings)]
        : taking
      return { result: { replayed: false, response }, closing }
    },
  ).catch(async (error: unknown) => {
    if (ordering && isStockShortage(error)) await refuseShortStock(db, ordering)
    throw error
  })

  if (placed.replayed) return respond(deps, buyer, placed.orderId, true, settings)
  deps.onOrderPlaced?.()
  if (input.save_address && buyer.userId !== null) {
    await saveAddress(db, buyer.userId, {
      recipient_name: input.name,
      phone,
      province_code: province.code,
      ward_code: ward.code,
      street: input.street,
    }).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not save the checkout address'),
    )
  }
  if (email) deps.outbox.wake()
  return { ...placed.response, payment: await withVietQr(placed.response.payment, settings) }
}

async function writeWithFreshCode(
  tx: Tx,
  values: Omit<Parameters<typeof writePlacedOrder>[1], 'code'>,
  lines: OrderLineValues[],
  cart: Parameters<typeof writePlacedOrder>[3],
  now: Date,
): Promise<WrittenRows | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await writePlacedOrder(tx, { ...values, code: newOrderCode(now) }, lines, cart)
    if (rows !== undefined) return rows
    if ((await findOrderIdByIdempotencyKey(tx, values.idempotency_key!)) !== undefined) {
      return undefined
    }
  }
  throw new Error('Could not draw a free order code in 5 attempts')
}

async function respond(
  deps: CheckoutDeps,
  buyer: Buyer,
  orderId: number,
  replayed: boolean,
  // Read once per checkout: the order was priced with these.
  settings?: CommerceSettings,
): Promise<PlacedOrder> {
  const order: OrderRow = (await findOrderById(deps.db, orderId))!
  const [detail, payment] = await Promise.all([
    toOrderDetail(deps.db, order),
    paymentInstructions(deps.db, order, {
      settings: settings ?? (await getCommerceSettings(deps.db)),
      vnpay: deps.vnpay,
      ip: buyer.ip,
    }),
  ])
  return { order: detail, payment, replayed }
}

/**
 * The answer for the order this request has just written, from the rows in hand, without its
 * VietQR code (`withVietQr` adds it once the transaction is over).
 */
async function respondWritten(
  deps: CheckoutDeps,
  buyer: Buyer,
  written: WrittenOrder,
  settings: CommerceSettings,
): Promise<PlacedOrder> {
  const { order, payment } = written
  const detail = buildOrderDetail(order, { ...written, dueAt: dueAtOf(payment) })
  const instructions = await paymentInstructions(deps.db, order, {
    payment,
    settings,
    vnpay: deps.vnpay,
    ip: buyer.ip,
    qr: false,
  })
  return { order: detail, payment: instructions, replayed: false }
}

/** The statement that queues the order's confirmation mail (ADR 042). */
function confirmationStatement(
  deps: CheckoutDeps,
  to: string,
  order: OrderRow,
  placed: PlacedOrder,
  settings: CommerceSettings,
): string {
  const mail = orderConfirmationMail({
    to,
    order: placed.order,
    payment: placed.payment,
    siteName: settings.siteName,
    orderUrl: orderPageUrl(deps.appUrl, deps.appSecret, order),
  })
  return enqueueMailStatement(`order:${placed.order.code}:placed`, mail)
}
