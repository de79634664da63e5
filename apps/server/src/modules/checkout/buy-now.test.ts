import { cartMessages, orderMessages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, products, vouchers } from '../../db/schema.ts'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
  newIdempotencyKey,
  visitor,
  type Visitor,
} from '../../test/shop-factories.ts'

// "Mua ngay": one line ordered at once, priced and checked as a cart holding only it, while the
// shopper's cart (its lines and its voucher) stays as it was.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db

async function guestWith(items: Array<{ product_id: number; quantity?: number }>) {
  const guest = visitor(t)
  for (const item of items) {
    const res = await guest.request({ method: 'POST', url: '/api/v1/cart/items', payload: item })
    expect(res.statusCode).toBe(200)
  }
  return guest
}

const buyNow = (v: Visitor, buy_now: Record<string, unknown>, key = newIdempotencyKey()) =>
  v.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody({ buy_now }),
    headers: { 'idempotency-key': key },
  })

const quote = (v: Visitor, query: string) =>
  v.request({ method: 'GET', url: `/api/v1/checkout/quote?${query}` })

const cartOf = async (v: Visitor) =>
  (await v.request({ method: 'GET', url: '/api/v1/cart' })).json() as {
    items: Array<{ product_id: number; quantity: number }>
    voucher: { code: string } | null
  }

const stockOf = async (id: number) =>
  (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock

describe('the quote of a line bought now', () => {
  it('prices only that line, with its own voucher, whatever the cart holds', async () => {
    const inCart = await createProduct(db(), { price: 500_000 })
    const bought = await createProduct(db(), { price: 200_000 })
    const guest = await guestWith([{ product_id: inCart.id }])
    const voucher = await createVoucher(db(), { value: 10, min_order_total: 300_000 })

    const res = await quote(guest, `product_id=${bought.id}&quantity=2&province_code=01`)
    expect(res.statusCode).toBe(200)
    expect(res.json().cart).toMatchObject({
      count: 2,
      subtotal: 400_000,
      total: 400_000,
      voucher: null,
      can_checkout: true,
    })
    expect(res.json().cart.items).toEqual([
      expect.objectContaining({ product_id: bought.id, quantity: 2, line_total: 400_000 }),
    ])

    const withCode = await quote(
      guest,
      `product_id=${bought.id}&quantity=2&voucher_code=${voucher.code.toLowerCase()}`,
    )
    expect(withCode.json().cart).toMatchObject({
      voucher: { code: voucher.code, discount: 40_000 },
      discount: 40_000,
      total: 360_000,
    })
    // Below the voucher's minimum: the cart's own message, and no discount.
    const below = await quote(guest, `product_id=${bought.id}&voucher_code=${voucher.code}`)
    expect(below.json().cart).toMatchObject({
      voucher: null,
      voucher_error: cartMessages.voucherMinOrder(300_000),
      total: 200_000,
    })
    const unknown = await quote(guest, `product_id=${bought.id}&voucher_code=KHONGCO`)
    expect(unknown.json().cart.voucher_error).toBe(cartMessages.voucherNotFound)

    // Without a product, the quote is the cart's, as before.
    const cart = await quote(guest, '')
    expect(cart.json().cart.items).toEqual([
      expect.objectContaining({ product_id: inCart.id, quantity: 1 }),
    ])
  })

  it('says what is wrong with the line as adding it to the cart does (422)', async () => {
    const shirt = await createProduct(db(), {
      variants: [
        { name: 'M', options: { 'Kích cỡ': 'M' } },
        { name: 'L', options: { 'Kích cỡ': 'L' } },
      ],
    })
    const other = await createProduct(db(), { variants: [{ name: 'S' }] })
    const [otherVariant] = await db().query.product_variants.findMany({
      where: (v, { eq: is }) => is(v.product_id, other.id),
    })
    const guest = visitor(t)
    const cases: Array<[string, Record<string, string[]>]> = [
      [`product_id=${shirt.id}`, { variant_id: [cartMessages.variantRequired] }],
      [
        `product_id=${shirt.id}&variant_id=${otherVariant!.id}`,
        { variant_id: [cartMessages.variantInvalid] },
      ],
      [`product_id=999999`, { product_id: [cartMessages.productUnavailable] }],
      [`product_id=${shirt.id}&quantity=0`, { quantity: [cartMessages.quantity] }],
      [`product_id=${shirt.id}&quantity=100`, { quantity: [cartMessages.quantity] }],
      [`product_id=${shirt.id}&quantity=hai`, { quantity: [cartMessages.quantity] }],
    ]
    for (const [query, errors] of cases) {
      const res = await quote(guest, query)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().errors, query).toEqual(errors)
    }
  })

  it('shows a quantity above the stock as the line issue that blocks the order', async () => {
    const few = await createProduct(db(), { stock: 2 })
    const res = await quote(visitor(t), `product_id=${few.id}&quantity=3`)
    expect(res.json().cart.can_checkout).toBe(false)
    expect(res.json().cart.items[0].issues).toEqual([
      { code: 'above_stock', message: cartMessages.lineAboveStock(2) },
    ])
  })
})

describe('placing an order of a line bought now', () => {
  it('orders only that line and leaves the cart and its voucher as they were', async () => {
    const inCart = await createProduct(db(), { price: 500_000, stock: 10 })
    const bought = await createProduct(db(), { name: 'Ấm siêu tốc', price: 250_000, stock: 10 })
    const cartVoucher = await createVoucher(db(), { value: 10 })
    const guest = await guestWith([{ product_id: inCart.id, quantity: 2 }])
    const applied = await guest.request({
      method: 'POST',
      url: '/api/v1/cart/voucher',
      payload: { code: cartVoucher.code },
    })
    expect(applied.statusCode).toBe(200)

    const res = await buyNow(guest, { product_id: bought.id, quantity: 3 })
    expect(res.statusCode).toBe(201)
    const { order } = res.json()
    expect(order.items).toEqual([
      expect.objectContaining({ name: 'Ấm siêu tốc', quantity: 3, line_total: 750_000 }),
    ])
    // The cart's voucher is the cart's: the line bought now is not discounted by it.
    expect(order).toMatchObject({ subtotal: 750_000, discount: 0, voucher_code: null })
    expect(await stockOf(bought.id)).toBe(7)
    expect(await stockOf(inCart.id)).toBe(10)
    const cart = await cartOf(guest)
    expect(cart.items).toEqual([expect.objectContaining({ product_id: inCart.id, quantity: 2 })])
    expect(cart.voucher?.code).toBe(cartVoucher.code)
  })

  it('lets a guest without a cart buy now, and a customer too', async () => {
    const bought = await createProduct(db(), { price: 120_000 })
    const guest = visitor(t)
    const res = await buyNow(guest, { product_id: bought.id })
    expect(res.statusCode).toBe(201)
    expect(res.json().order.items).toHaveLength(1)
    expect((await cartOf(guest)).items).toEqual([])

    const { user, token } = await createCustomer(t)
    const customer = visitor(t)
    customer.login(token)
    const added = await customer.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: bought.id },
    })
    expect(added.statusCode).toBe(200)
    const mine = await buyNow(customer, { product_id: bought.id, quantity: 2 })
    expect(mine.statusCode).toBe(201)
    const [row] = await db().select().from(orders).where(eq(orders.code, mine.json().order.code))
    expect(row!.user_id).toBe(user.id)
    expect((await cartOf(customer)).items).toEqual([
      expect.objectContaining({ product_id: bought.id, quantity: 1 }),
    ])
  })

  it('orders the chosen variant and refuses a line without one (422)', async () => {
    const shirt = await createProduct(db(), {
      price: 300_000,
      variants: [
        { name: 'M', options: { 'Kích cỡ': 'M' }, stock: 4 },
        { name: 'L', options: { 'Kích cỡ': 'L' }, stock: 4 },
      ],
    })
    const variants = await db().query.product_variants.findMany({
      where: (v, { eq: is }) => is(v.product_id, shirt.id),
    })
    const large = variants.find((variant) => variant.name === 'L')!
    const guest = visitor(t)
    const missing = await buyNow(guest, { product_id: shirt.id })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ variant_id: [cartMessages.variantRequired] })
    const zero = await buyNow(guest, { product_id: shirt.id, variant_id: large.id, quantity: 0 })
    expect(zero.statusCode).toBe(422)
    expect(zero.json().errors).toEqual({ 'buy_now.quantity': [cartMessages.quantity] })

    const res = await buyNow(guest, { product_id: shirt.id, variant_id: large.id, quantity: 2 })
    expect(res.statusCode).toBe(201)
    expect(res.json().order.items[0]).toMatchObject({ variant_name: 'L', quantity: 2 })
  })

  it('holds the stock and a flash sale limit as a cart order does (409)', async () => {
    const few = await createProduct(db(), { name: 'Máy xay sinh tố', stock: 2 })
    const guest = visitor(t)
    const short = await buyNow(guest, { product_id: few.id, quantity: 3 })
    expect(short.statusCode).toBe(409)
    expect(short.json().message).toBe(orderMessages.outOfStock(['Máy xay sinh tố']))
    expect(await stockOf(few.id)).toBe(2)

    const onSale = await createProduct(db(), {
      name: 'Nồi cơm điện',
      price: 400_000,
      planned_sale_price: 300_000,
      sale_starts_at: new Date(Date.now() - 3_600_000),
      sale_ends_at: new Date(Date.now() + 3_600_000),
      sale_max_per_order: 1,
    })
    const limited = await buyNow(guest, { product_id: onSale.id, quantity: 2 })
    expect(limited.statusCode).toBe(409)
    expect(limited.json().message).toBe(orderMessages.aboveSaleLimit('Nồi cơm điện', 1))
    const one = await buyNow(guest, { product_id: onSale.id, quantity: 1 })
    expect(one.statusCode).toBe(201)
    expect(one.json().order.items[0]).toMatchObject({ unit_price: 300_000 })
  })

  it('applies and records the voucher the line carries, and refuses one that does not apply', async () => {
    const bought = await createProduct(db(), { price: 400_000 })
    const voucher = await createVoucher(db(), { kind: 'fixed', value: 50_000, usage_limit: 5 })
    const guest = visitor(t)
    const res = await buyNow(guest, { product_id: bought.id, voucher_code: voucher.code })
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toMatchObject({
      subtotal: 400_000,
      discount: 50_000,
      voucher_code: voucher.code,
    })
    const [row] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id))
    expect(row!.used_count).toBe(1)

    const high = await createVoucher(db(), { value: 10, min_order_total: 1_000_000 })
    const refused = await buyNow(guest, { product_id: bought.id, voucher_code: high.code })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(cartMessages.voucherMinOrder(1_000_000))
  })

  it('answers the same order again for the same idempotency key', async () => {
    const bought = await createProduct(db(), { stock: 5 })
    const guest = visitor(t)
    const key = newIdempotencyKey()
    const first = await buyNow(guest, { product_id: bought.id, quantity: 2 }, key)
    expect(first.statusCode).toBe(201)
    const again = await buyNow(guest, { product_id: bought.id, quantity: 2 }, key)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().order.code).toBe(first.json().order.code)
    expect(await stockOf(bought.id)).toBe(3)
  })
})
