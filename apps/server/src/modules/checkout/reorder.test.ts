import { CART_QUANTITY_MAX, cartMessages, type OrderStatus } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import {
  fillCart,
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'

// "Mua lại" puts a delivered order's lines back in its customer's cart through the cart's add path.

let t: TestApp
let staffToken: string
beforeAll(async () => {
  t = await createTestApp({ mailDir: '/tmp/phiencho-reorder-test-mail' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  staffToken = (await createStaff(t, ['orders'])).token
})
afterAll(() => t?.close())

const db = () => t.database.db

async function placeOrder(lines: Array<{ product_id: number; quantity: number }>, token: string) {
  const buyer = visitor(t)
  buyer.login(token)
  for (const line of lines) {
    await buyer.request({ method: 'POST', url: '/api/v1/cart/items', payload: line })
  }
  const res = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  expect(res.statusCode).toBe(201)
  return res.json().order.code as string
}

async function moveTo(code: string, steps: OrderStatus[]) {
  for (const status of steps) {
    const res = await injectAs(t, staffToken, {
      method: 'PATCH',
      url: `/api/v1/admin/orders/${code}/status`,
      payload: { status },
    })
    expect(res.statusCode, status).toBe(200)
  }
}
const DELIVERED: OrderStatus[] = ['confirmed', 'shipping', 'delivered']

const reorder = (token: string, code: string) =>
  injectAs(t, token, { method: 'POST', url: `/api/v1/orders/${code}/reorder` })
const cartOf = async (token: string) =>
  (await injectAs(t, token, { method: 'GET', url: '/api/v1/cart' })).json()
const setProduct = (id: number, values: Partial<typeof products.$inferInsert>) =>
  db().update(products).set(values).where(eq(products.id, id))

describe('POST /orders/{code}/reorder', () => {
  it('adds the lines of a delivered order, capped by stock, and lists those it had to skip', async () => {
    const customer = await createCustomer(t)
    const kept = await createProduct(db(), { name: 'Ấm siêu tốc', stock: 20 })
    const short = await createProduct(db(), { name: 'Nồi cơm điện', stock: 20 })
    const soldOut = await createProduct(db(), { name: 'Quạt bàn', stock: 20 })
    const hidden = await createProduct(db(), { name: 'Bàn là hơi nước', stock: 20 })
    const code = await placeOrder(
      [
        { product_id: kept.id, quantity: 2 },
        { product_id: short.id, quantity: 5 },
        { product_id: soldOut.id, quantity: 1 },
        { product_id: hidden.id, quantity: 1 },
      ],
      customer.token,
    )
    await moveTo(code, [...DELIVERED, 'completed'])
    await setProduct(short.id, { stock: 3 })
    await setProduct(soldOut.id, { stock: 0 })
    await setProduct(hidden.id, { status: 'draft' })

    const res = await reorder(customer.token, code)
    expect(res.statusCode).toBe(200)
    expect(res.json().added).toEqual([
      { name: 'Ấm siêu tốc', variant_name: null, quantity: 2, ordered: 2 },
      { name: 'Nồi cơm điện', variant_name: null, quantity: 3, ordered: 5 },
    ])
    expect(res.json().skipped).toEqual([
      { name: 'Quạt bàn', variant_name: null, reason: cartMessages.outOfStock },
      { name: 'Bàn là hơi nước', variant_name: null, reason: cartMessages.productUnavailable },
    ])
    expect(res.json().cart.count).toBe(5)
    const cart = await cartOf(customer.token)
    expect(
      cart.items.map((line: { name: string; quantity: number }) => [line.name, line.quantity]),
    ).toEqual([
      ['Ấm siêu tốc', 2],
      ['Nồi cơm điện', 3],
    ])

    // Again: the lines already in the cart grow only as far as stock allows.
    const again = await reorder(customer.token, code)
    expect(again.json().added).toEqual([
      { name: 'Ấm siêu tốc', variant_name: null, quantity: 2, ordered: 2 },
    ])
    expect(again.json().skipped.map((line: { name: string }) => line.name)).toEqual([
      'Nồi cơm điện',
      'Quạt bàn',
      'Bàn là hơi nước',
    ])
    expect(again.json().cart.count).toBe(7)
  })

  it('caps a line at the cart’s limit per line', async () => {
    const customer = await createCustomer(t)
    const product = await createProduct(db(), { stock: 500 })
    const code = await placeOrder([{ product_id: product.id, quantity: 5 }], customer.token)
    await moveTo(code, DELIVERED)
    await injectAs(t, customer.token, {
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: product.id, quantity: CART_QUANTITY_MAX - 2 },
    })
    const res = await reorder(customer.token, code)
    expect(res.json().added).toEqual([expect.objectContaining({ quantity: 2, ordered: 5 })])
    expect(res.json().cart.count).toBe(CART_QUANTITY_MAX)
    const full = await reorder(customer.token, code)
    expect(full.json().added).toEqual([])
    expect(full.json().skipped).toEqual([
      expect.objectContaining({ reason: cartMessages.lineMax(CART_QUANTITY_MAX) }),
    ])
  })

  it('is for the order’s own customer: 401 anonymous, 404 for another’s order or a guest’s', async () => {
    const customer = await createCustomer(t)
    const stranger = await createCustomer(t)
    const product = await createProduct(db())
    const code = await placeOrder([{ product_id: product.id, quantity: 1 }], customer.token)
    await moveTo(code, DELIVERED)

    const anonymous = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${code}/reorder` })
    expect(anonymous.statusCode).toBe(401)
    const other = await reorder(stranger.token, code)
    expect(other.statusCode).toBe(404)
    expect(other.json().message).toBe('Không tìm thấy đơn hàng.')
    expect((await cartOf(stranger.token)).count).toBe(0)
    expect((await reorder(customer.token, 'PC000000000000')).statusCode).toBe(404)
    expect((await reorder(customer.token, 'not-a-code')).statusCode).toBe(422)

    const guest = visitor(t)
    await fillCart(guest, product.id)
    const guestOrder = await guest.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody(),
      headers: { 'idempotency-key': newIdempotencyKey() },
    })
    const guestCode = guestOrder.json().order.code as string
    await moveTo(guestCode, DELIVERED)
    expect((await reorder(customer.token, guestCode)).statusCode).toBe(404)
  })

  it('answers 409 for an order not delivered yet, without making a cart', async () => {
    const customer = await createCustomer(t)
    const product = await createProduct(db())
    const code = await placeOrder([{ product_id: product.id, quantity: 1 }], customer.token)
    for (const steps of [[], ['confirmed'], ['shipping']] as OrderStatus[][]) {
      await moveTo(code, steps)
      const res = await reorder(customer.token, code)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Chỉ mua lại được đơn hàng đã giao.')
    }
    const cancelled = await placeOrder([{ product_id: product.id, quantity: 1 }], customer.token)
    await moveTo(cancelled, ['cancelled'])
    expect((await reorder(customer.token, cancelled)).statusCode).toBe(409)
    expect((await cartOf(customer.token)).count).toBe(0)
    const detail = await injectAs(t, customer.token, {
      method: 'GET',
      url: `/api/v1/orders/${code}`,
    })
    expect(detail.json().can_reorder).toBe(false)
    await moveTo(code, ['delivered'])
    const delivered = await injectAs(t, customer.token, {
      method: 'GET',
      url: `/api/v1/orders/${code}`,
    })
    expect(delivered.json().can_reorder).toBe(true)
  })
})

describe('cookie mode', () => {
  it('needs the CSRF header, as every change of a cookie session', async () => {
    const c = await createTestApp({ authMode: 'cookie' })
    try {
      await loadGeo(c.database.db)
      await createShopSettings(c.database.db)
      const product = await createProduct(c.database.db)
      const { token } = await createCustomer(c)
      const staff = await createStaff(c, ['orders'])
      const csrf = await c.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
      const xsrf = csrf.cookies.find((x) => x.name === 'XSRF-TOKEN')!.value
      const cookies = { token, 'XSRF-TOKEN': xsrf }
      const headers = { 'x-xsrf-token': xsrf }
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/cart/items',
        cookies,
        headers,
        payload: { product_id: product.id },
      })
      const placed = await c.app.inject({
        method: 'POST',
        url: '/api/v1/checkout',
        cookies,
        headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
        payload: checkoutBody(),
      })
      expect(placed.statusCode).toBe(201)
      const code = placed.json().order.code as string
      for (const status of DELIVERED) {
        await injectAs(c, staff.token, {
          method: 'PATCH',
          url: `/api/v1/admin/orders/${code}/status`,
          payload: { status },
        })
      }
      const url = `/api/v1/orders/${code}/reorder`
      const without = await c.app.inject({ method: 'POST', url, cookies })
      expect(without.statusCode).toBe(419)
      const withHeader = await c.app.inject({ method: 'POST', url, cookies, headers })
      expect(withHeader.statusCode).toBe(200)
      expect(withHeader.json().cart.count).toBe(1)
    } finally {
      await c.close()
    }
  })
})
