import {
  type AddCartItemInput,
  type BuyNowInput,
  type Cart,
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  type CartLine,
  cartMessages,
  orderMessages,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound, validationError } from '../../lib/errors.ts'
import {
  findPurchasables,
  isBuyable,
  type Purchasable,
  refKey,
  saleLimitRoom,
  toImage,
} from '../catalog/index.ts'
import { getCommerceSettings } from '../settings/index.ts'
import {
  checkVoucher,
  type Customer,
  toAppliedVoucher,
  type VoucherCheck,
  type VoucherLine,
} from '../vouchers/index.ts'
import {
  type CartItemRow,
  type CartOwner,
  type CartRow,
  countLines,
  deleteCart,
  deleteItems,
  deleteStaleGuestCarts,
  findCart,
  findItem,
  findItems,
  findLine,
  findOrCreateCart,
  setVoucherCode,
  sumQuantities,
  touchCart,
  updateItem,
  upsertLine,
} from './cart.repository.ts'

export type { CartItemRow, CartOwner, CartRow, Customer }

export interface PricedLine {
  item: CartItemRow
  product: Purchasable
  /** On sale, with the right variant, and in stock for the whole quantity. */
  orderable: boolean
  stock: number
  /** Units this line may hold under a flash sale's per-order limit (Infinity without one). */
  saleRoom: number
  unitPrice: number
  lineTotal: number
  issues: CartLine['issues']
}

export interface PricedCart {
  cart: CartRow | null
  lines: PricedLine[]
  subtotal: number
  voucher: VoucherCheck | null
  discount: number
  /** A line is unavailable, sold out or above stock (or there is none). */
  blocked: boolean
}

/** A cart's lines and their products, read together (the checkout reads both in one statement). */
export interface CartContents {
  items: CartItemRow[]
  /** By `refKey` of each line's product and variant. */
  products: Map<string, Purchasable>
  /** The code to check instead of the cart's (a line bought now carries its own). */
  voucherCode?: string | null
}

/**
 * Prices a cart with today's prices and stock. Cart view and checkout share it, so the page and
 * the order can never disagree on how a total is made.
 */
export async function priceCart(
  db: Db | Tx,
  cart: CartRow | null,
  customer: Customer,
  contents?: CartContents,
): Promise<PricedCart> {
  const rows = contents?.items ?? (cart ? await findItems(db, cart.id) : [])
  const products =
    contents?.products ??
    (await findPurchasables(
      db,
      rows.map((row) => ({ productId: row.product_id, variantId: row.variant_id })),
    ))
  const unitsOf = new Map<number, number>()
  for (const row of rows)
    unitsOf.set(row.product_id, (unitsOf.get(row.product_id) ?? 0) + row.quantity)
  const lines: PricedLine[] = []
  for (const item of rows) {
    const product = products.get(refKey({ productId: item.product_id, variantId: item.variant_id }))
    // The product was deleted a moment ago (its lines go with it).
    if (!product) continue
    const buyable = isBuyable(product, item.variant_id)
    const stock = buyable ? Math.max(product.stock, 0) : 0
    const saleRoom = saleLimitRoom(product, unitsOf.get(item.product_id)! - item.quantity)
    const issues: CartLine['issues'] = []
    if (!buyable) issues.push({ code: 'unavailable', message: cartMessages.lineUnavailable })
    else if (stock === 0)
      issues.push({ code: 'out_of_stock', message: cartMessages.lineOutOfStock })
    else if (stock < item.quantity) {
      issues.push({ code: 'above_stock', message: cartMessages.lineAboveStock(stock) })
    }
    if (buyable && item.quantity > saleRoom) {
      issues.push({
        code: 'above_sale_limit',
        message: orderMessages.lineAboveSaleLimit(product.saleMaxPerOrder!),
      })
    }
    if (buyable && item.seen_unit_price !== null && item.seen_unit_price !== product.unitPrice) {
      issues.push({
        code: 'price_changed',
        message: cartMessages.linePriceChanged(item.seen_unit_price, product.unitPrice),
      })
    }
    lines.push({
      item,
      product,
      orderable: buyable && stock >= item.quantity && item.quantity <= saleRoom,
      stock,
      saleRoom,
      unitPrice: product.unitPrice,
      lineTotal: product.unitPrice * item.quantity,
      issues,
    })
  }
  const counted = countedLines(lines)
  const subtotal = counted.reduce((sum, line) => sum + line.amount, 0)
  const code = contents && 'voucherCode' in contents ? contents.voucherCode : cart?.voucher_code
  const voucher = code ? await checkVoucher(db, code, { lines: counted, customer }) : null
  return {
    cart,
    lines,
    subtotal,
    voucher,
    discount: voucher?.ok ? voucher.discount : 0,
    blocked: lines.length === 0 || lines.some((line) => !line.orderable),
  }
}

/** The lines the subtotal counts (those with stock), as the voucher rules read them. */
function countedLines(lines: readonly PricedLine[]): VoucherLine[] {
  return lines
    .filter((line) => line.stock > 0)
    .map((line) => ({ categoryId: line.product.categoryId, amount: line.lineTotal }))
}

export async function toCartResponse(db: Db, priced: PricedCart): Promise<Cart> {
  const settings = await getCommerceSettings(db)
  const total = priced.subtotal - priced.discount
  const threshold = settings.freeShippingThreshold
  return {
    items: priced.lines.map(toCartLine),
    count: priced.lines.reduce((sum, line) => sum + line.item.quantity, 0),
    subtotal: priced.subtotal,
    voucher: priced.voucher?.ok
      ? toAppliedVoucher(priced.voucher.voucher, priced.voucher.discount)
      : null,
    voucher_error: priced.voucher && !priced.voucher.ok ? priced.voucher.message : null,
    discount: priced.discount,
    total,
    free_shipping_threshold: threshold,
    free_shipping_remaining: threshold > 0 ? Math.max(0, threshold - total) : 0,
    can_checkout: !priced.blocked,
  }
}

function toCartLine(line: PricedLine): CartLine {
  const { item, product } = line
  return {
    id: item.id,
    product_id: item.product_id,
    variant_id: item.variant_id,
    slug: product.slug,
    name: product.name,
    variant_name: product.variantName,
    sku: product.sku,
    image: product.image ? toImage(product.image, product.name) : null,
    price: product.price,
    sale_price: product.salePrice,
    unit_price: line.unitPrice,
    previous_unit_price:
      item.seen_unit_price !== null && item.seen_unit_price !== line.unitPrice
        ? item.seen_unit_price
        : null,
    quantity: item.quantity,
    line_total: line.lineTotal,
    stock: line.stock,
    max_quantity: Math.min(line.stock, CART_QUANTITY_MAX, line.saleRoom),
    issues: line.issues,
  }
}

// Route-facing operations. The owner comes from the session or the cart cookie, never the body.

export function findOwnCart(db: Db, owner: CartOwner | null): Promise<CartRow | undefined> {
  return owner ? findCart(db, owner) : Promise.resolve(undefined)
}

export function ensureCart(db: Db, owner: CartOwner): Promise<CartRow> {
  return findOrCreateCart(db, owner)
}

export async function viewCart(db: Db, cart: CartRow | null, customer: Customer): Promise<Cart> {
  return toCartResponse(db, await priceCart(db, cart, customer))
}

export async function countCart(db: Db, cart: CartRow | null | undefined): Promise<number> {
  return cart ? sumQuantities(db, cart.id) : 0
}

async function productForLine(db: Db | Tx, productId: number, variantId: number | null) {
  const product = (await findPurchasables(db, [{ productId, variantId }])).get(
    refKey({ productId, variantId }),
  )
  if (!product?.visible) throw fieldError('product_id', cartMessages.productUnavailable)
  if (product.hasVariants && variantId === null) {
    throw fieldError('variant_id', cartMessages.variantRequired)
  }
  if (variantId !== null && product.variantId !== variantId) {
    throw fieldError('variant_id', cartMessages.variantInvalid)
  }
  return product
}

/**
 * Prices one line bought at once ("Mua ngay") as a cart holding only it would be priced, with the
 * voucher it carries: the cart's own lines and voucher play no part. 422 as adding it to the cart
 * when the product or variant cannot be chosen; stock and sale limits are the line's issues.
 */
export async function priceBuyNow(
  db: Db | Tx,
  line: BuyNowInput,
  customer: Customer,
): Promise<PricedCart> {
  const variantId = line.variant_id ?? null
  const product = await productForLine(db, line.product_id, variantId)
  const item: CartItemRow = {
    id: 0,
    product_id: line.product_id,
    variant_id: variantId,
    quantity: line.quantity,
    seen_unit_price: null,
  }
  const products = new Map([[refKey({ productId: line.product_id, variantId }), product]])
  return priceCart(db, null, customer, {
    items: [item],
    products,
    voucherCode: line.voucher_code ?? null,
  })
}

/**
 * How many units a line of this product may hold beside the cart's other lines of it under a flash
 * sale's per-order limit (no bound without one).
 */
async function roomUnderSaleLimit(
  db: Db,
  cart: CartRow,
  product: Purchasable,
  lineId: number | null,
): Promise<number> {
  if (product.saleMaxPerOrder === null) return Number.POSITIVE_INFINITY
  const otherUnits = (await findItems(db, cart.id))
    .filter((row) => row.product_id === product.productId && row.id !== lineId)
    .reduce((sum, row) => sum + row.quantity, 0)
  return saleLimitRoom(product, otherUnits)
}

/**
 * 422 when a line of `quantity` units, beside the cart's other lines of the product, holds more
 * than a flash sale's per-order limit.
 */
async function checkSaleLimit(
  db: Db,
  cart: CartRow,
  product: Purchasable,
  lineId: number | null,
  quantity: number,
): Promise<void> {
  if (quantity > (await roomUnderSaleLimit(db, cart, product, lineId))) {
    throw fieldError('quantity', orderMessages.saleLimit(product.saleMaxPerOrder!))
  }
}

/**
 * Adds to the line of this product (and variant), or makes one; never beyond stock, 99 or a flash
 * sale's per-order limit. `upTo` ("Mua lại" of a past order) adds as many of the units asked as
 * those leave room for instead of refusing them all; a line without room is still refused with its
 * reason. Answers the units added.
 */
export async function addItem(
  db: Db,
  cart: CartRow,
  input: AddCartItemInput,
  { upTo = false }: { upTo?: boolean } = {},
): Promise<number> {
  const variantId = input.variant_id ?? null
  const product = await productForLine(db, input.product_id, variantId)
  const existing = await findLine(db, cart.id, input.product_id, variantId)
  const inCart = existing?.quantity ?? 0
  const room = upTo
    ? Math.min(
        CART_QUANTITY_MAX,
        product.stock,
        await roomUnderSaleLimit(db, cart, product, existing?.id ?? null),
      )
    : Number.POSITIVE_INFINITY
  // At least one unit is asked for, so that a line without room is refused with its reason.
  const added = Math.max(1, Math.min(input.quantity, room - inCart))
  const quantity = inCart + added
  if (product.stock <= 0) throw fieldError('quantity', cartMessages.outOfStock)
  if (quantity > CART_QUANTITY_MAX) {
    throw fieldError('quantity', existing ? cartMessages.lineMax(inCart) : cartMessages.quantity)
  }
  if (quantity > product.stock) {
    throw fieldError(
      'quantity',
      existing
        ? cartMessages.alreadyInCart(inCart, product.stock)
        : cartMessages.onlyLeft(product.stock),
    )
  }
  await checkSaleLimit(db, cart, product, existing?.id ?? null, quantity)
  if (!existing && (await countLines(db, cart.id)) >= CART_LINES_MAX) {
    throw fieldError('product_id', cartMessages.full)
  }
  await upsertLine(db, {
    cartId: cart.id,
    productId: input.product_id,
    variantId,
    quantity,
    seenUnitPrice: product.unitPrice,
  })
  await touchCart(db, cart.id)
  return added
}

/** `addItem` up to the room left, what it refuses (422) answered as its message: "Mua lại". */
export async function addItemUpTo(
  db: Db,
  cart: CartRow,
  input: AddCartItemInput,
): Promise<{ added: number } | { refused: string }> {
  try {
    return { added: await addItem(db, cart, input, { upTo: true }) }
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return { refused: error.message }
    throw error
  }
}

/** Sets a line's quantity; raising it needs the stock, lowering it is always allowed. */
export async function setItemQuantity(
  db: Db,
  cart: CartRow | undefined,
  itemId: number,
  quantity: number,
): Promise<void> {
  const item = cart && (await findItem(db, cart.id, itemId))
  if (!cart || !item) throw notFound(cartMessages.lineNotFound)
  const product = (
    await findPurchasables(db, [{ productId: item.product_id, variantId: item.variant_id }])
  ).get(refKey({ productId: item.product_id, variantId: item.variant_id }))
  const buyable = isBuyable(product, item.variant_id)
  if (quantity > item.quantity) {
    if (!buyable) throw fieldError('quantity', cartMessages.productUnavailable)
    if (product!.stock <= 0) throw fieldError('quantity', cartMessages.outOfStock)
    if (quantity > product!.stock)
      throw fieldError('quantity', cartMessages.onlyLeft(product!.stock))
    await checkSaleLimit(db, cart, product!, item.id, quantity)
  }
  // The shopper has now seen today's price: the "price changed" flag is answered.
  await updateItem(db, cart.id, itemId, {
    quantity,
    seen_unit_price: buyable ? product!.unitPrice : item.seen_unit_price,
  })
  await touchCart(db, cart.id)
}

export async function removeItem(db: Db, cart: CartRow | undefined, itemId: number) {
  if (!cart || !(await findItem(db, cart.id, itemId))) throw notFound(cartMessages.lineNotFound)
  await deleteItems(db, cart.id, [itemId])
  await touchCart(db, cart.id)
}

export async function emptyCart(db: Db, cart: CartRow | undefined) {
  if (!cart) return
  await deleteItems(db, cart.id)
  await setVoucherCode(db, cart.id, null)
}

/** Keeps the code on the cart only when it applies now; else 422 on `code` saying why. */
export async function applyVoucher(
  db: Db,
  cart: CartRow | undefined,
  code: string,
  customer: Customer,
): Promise<void> {
  const priced = await priceCart(db, cart ?? null, customer)
  if (!cart || priced.lines.length === 0) throw fieldError('code', cartMessages.voucherEmptyCart)
  const check = await checkVoucher(db, code, { lines: countedLines(priced.lines), customer })
  if (!check.ok) throw validationError({ code: [check.message] })
  await setVoucherCode(db, cart.id, check.voucher.code)
}

export async function removeVoucher(db: Db, cart: CartRow | undefined) {
  if (cart) await setVoucherCode(db, cart.id, null)
}

/**
 * At login the guest's cart joins the customer's: quantities add, capped by stock (and 99), the
 * guest's voucher is kept when the customer had none, and the guest cart is deleted.
 */
export async function mergeGuestCart(db: Db, tokenHash: string, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const guest = await findCart(tx, { tokenHash })
    if (!guest) return false
    const target = await findOrCreateCart(tx, { userId })
    const guestItems = await findItems(tx, guest.id)
    const targetItems = await findItems(tx, target.id)
    const products = await findPurchasables(
      tx,
      guestItems.map((row) => ({ productId: row.product_id, variantId: row.variant_id })),
    )
    let lineCount = targetItems.length
    for (const item of guestItems) {
      const mine = targetItems.find(
        (row) => row.product_id === item.product_id && row.variant_id === item.variant_id,
      )
      if (!mine && lineCount >= CART_LINES_MAX) continue
      const stock = products.get(
        refKey({ productId: item.product_id, variantId: item.variant_id }),
      )?.stock
      const wanted = Math.min((mine?.quantity ?? 0) + item.quantity, CART_QUANTITY_MAX)
      // A sold-out line stays (flagged) with one unit, so the shopper sees what became of it.
      const quantity = Math.max(1, Math.min(wanted, stock ?? 0))
      await upsertLine(tx, {
        cartId: target.id,
        productId: item.product_id,
        variantId: item.variant_id,
        quantity,
        seenUnitPrice: mine?.seen_unit_price ?? item.seen_unit_price,
      })
      if (!mine) lineCount += 1
    }
    if (!target.voucher_code && guest.voucher_code) {
      await setVoucherCode(tx, target.id, guest.voucher_code)
    }
    await deleteCart(tx, guest.id)
    await touchCart(tx, target.id)
    return true
  })
}

/** Guest carts untouched since `before` (their cookie has expired too). */
export function purgeAbandonedGuestCarts(db: Db, before: Date): Promise<number> {
  return deleteStaleGuestCarts(db, before)
}

export { lockCartOf, setVoucherCode } from './cart.repository.ts'
