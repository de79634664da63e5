import { type OrderStatus, orderStatuses } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'

// The order history's tabs: each holds the statuses customerOrderTabs maps to it, and the counts
// are of the signed-in customer's own orders, whatever page or tab is shown.

let t: TestApp
let productId: number
let staffToken: string
beforeAll(async () => {
  t = await createTestApp({ mailDir: '/tmp/phiencho-order-tabs-test-mail' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  productId = (await createProduct(t.database.db, { stock: 100 })).id
  staffToken = (await createStaff(t, ['orders'])).token
})
afterAll(() => t?.close())

async function placeOrder(token?: string): Promise<string> {
  const buyer = visitor(t)
  if (token) buyer.login(token)
  await buyer.request({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { product_id: productId },
  })
  const res = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  expect(res.statusCode).toBe(201)
  return res.json().order.code as string
}

const path: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipping: ['confirmed', 'shipping'],
  delivered: ['confirmed', 'shipping', 'delivered'],
  completed: ['confirmed', 'shipping', 'delivered', 'completed'],
  cancelled: ['cancelled'],
}

async function orderIn(status: OrderStatus, token?: string): Promise<string> {
  const code = await placeOrder(token)
  for (const step of path[status]) {
    const res = await injectAs(t, staffToken, {
      method: 'PATCH',
      url: `/api/v1/admin/orders/${code}/status`,
      payload: { status: step },
    })
    expect(res.statusCode, step).toBe(200)
  }
  return code
}

const list = (token: string, query = '') =>
  injectAs(t, token, { method: 'GET', url: `/api/v1/orders${query}` })

describe('the order history’s tabs', () => {
  it('counts the customer’s own orders per tab in every answer, and lists a tab’s statuses', async () => {
    const customer = await createCustomer(t)
    const other = await createCustomer(t)
    const codes = {} as Record<OrderStatus, string>
    for (const status of orderStatuses) codes[status] = await orderIn(status, customer.token)
    const secondPending = await orderIn('pending', customer.token)
    // Orders of another customer and of a guest count for nobody here.
    await orderIn('delivered', other.token)
    await orderIn('pending')

    const counts = {
      'tat-ca': 7,
      'cho-xac-nhan': 2,
      'cho-lay-hang': 1,
      'dang-giao': 1,
      'da-giao': 2,
      'da-huy': 1,
    }
    const all = await list(customer.token, '?per_page=1')
    expect(all.statusCode).toBe(200)
    expect(all.json().counts).toEqual(counts)
    expect(all.json().meta.total).toBe(7)

    const delivered = await list(customer.token, '?tab=da-giao')
    expect(delivered.json().counts).toEqual(counts)
    expect(delivered.json().data.map((o: { code: string }) => o.code)).toEqual([
      codes.completed,
      codes.delivered,
    ])
    expect(delivered.json().data.map((o: { can_reorder: boolean }) => o.can_reorder)).toEqual([
      true,
      true,
    ])

    const pending = await list(customer.token, '?tab=cho-xac-nhan&per_page=1&page=2')
    expect(pending.json().meta).toMatchObject({ total: 2, current_page: 2, last_page: 2 })
    expect(pending.json().data).toEqual([
      expect.objectContaining({ code: codes.pending, can_cancel: true, can_reorder: false }),
    ])
    expect(secondPending).not.toBe(codes.pending)

    for (const [tab, status] of [
      ['cho-lay-hang', 'confirmed'],
      ['dang-giao', 'shipping'],
      ['da-huy', 'cancelled'],
    ] as const) {
      const res = await list(customer.token, `?tab=${tab}`)
      expect(
        res.json().data.map((o: { code: string }) => o.code),
        tab,
      ).toEqual([codes[status]])
    }

    // Another customer sees only their own order, in their own counts.
    const theirs = await list(other.token)
    expect(theirs.json().counts).toEqual({
      'tat-ca': 1,
      'cho-xac-nhan': 0,
      'cho-lay-hang': 0,
      'dang-giao': 0,
      'da-giao': 1,
      'da-huy': 0,
    })
  })

  it('gives a customer without orders zero everywhere', async () => {
    const customer = await createCustomer(t)
    const res = await list(customer.token, '?tab=dang-giao')
    expect(res.json()).toMatchObject({
      data: [],
      counts: { 'tat-ca': 0, 'cho-xac-nhan': 0, 'da-giao': 0 },
      meta: { total: 0, last_page: 1 },
    })
  })

  it('refuses an unknown tab with 422 and anonymous visitors with 401', async () => {
    const customer = await createCustomer(t)
    const bad = await list(customer.token, '?tab=tra-hang')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.tab).toEqual(['Nhóm đơn hàng không hợp lệ.'])
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401)
  })
})
