import { messages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, roles, voucher_redemptions, vouchers } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ mailDir: '/tmp/phiencho-orders-test-mail' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(() => t?.close())

const db = () => t.database.db
const stockOf = async (id: number) =>
  (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock

/** Places an order from a fresh cart; `token` makes it a customer's. */
async function placeOrder(
  items: Array<{ product_id: number; quantity?: number }>,
  options: { token?: string; body?: Record<string, unknown>; voucher?: string } = {},
) {
  const buyer = visitor(t)
  if (options.token) buyer.login(options.token)
  for (const item of items) {
    await buyer.request({ method: 'POST', url: '/api/v1/cart/items', payload: item })
  }
  if (options.voucher) {
    await buyer.request({
      method: 'POST',
      url: '/api/v1/cart/voucher',
      payload: { code: options.voucher },
    })
  }
  const res = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(options.body),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  expect(res.statusCode).toBe(201)
  return res.json().order as { code: string; total: number }
}

const createAdmin = () => createStaff(t, ['orders'])

describe('my orders', () => {
  it('lists a customer’s own orders, newest first, paginated and filterable', async () => {
    const product = await createProduct(db(), { name: 'Bình giữ nhiệt', price: 120_000 })
    const customer = await createCustomer(t)
    const other = await createCustomer(t)
    const first = await placeOrder([{ product_id: product.id, quantity: 2 }], {
      token: customer.token,
    })
    const second = await placeOrder([{ product_id: product.id }], { token: customer.token })
    await placeOrder([{ product_id: product.id }], { token: other.token })
    await placeOrder([{ product_id: product.id }])

    const page = await injectAs(t, customer.token, {
      method: 'GET',
      url: '/api/v1/orders?per_page=1',
    })
    expect(page.statusCode).toBe(200)
    expect(page.json().meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 })
    expect(page.json().data[0]).toMatchObject({
      code: second.code,
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cod',
      item_count: 1,
      items_preview: [{ name: 'Bình giữ nhiệt', quantity: 1 }],
      can_cancel: true,
    })
    const next = await injectAs(t, customer.token, {
      method: 'GET',
      url: '/api/v1/orders?per_page=1&page=2',
    })
    expect(next.json().data[0]).toMatchObject({ code: first.code, item_count: 2 })
    const cancelled = await injectAs(t, customer.token, {
      method: 'GET',
      url: '/api/v1/orders?status=cancelled',
    })
    expect(cancelled.json().data).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401)
    const bad = await injectAs(t, customer.token, {
      method: 'GET',
      url: '/api/v1/orders?status=lost',
    })
    expect(bad.json().errors.status).toEqual(['Trạng thái đơn hàng không hợp lệ.'])
  })

  it("shows an order to its owner only; another customer's order is unreachable", async () => {
    const product = await createProduct(db())
    const owner = await createCustomer(t)
    const stranger = await createCustomer(t)
    const order = await placeOrder([{ product_id: product.id }], { token: owner.token })
    const mine = await injectAs(t, owner.token, {
      method: 'GET',
      url: `/api/v1/orders/${order.code}`,
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ code: order.code, can_cancel: true })
    expect(mine.json().items[0].product_slug).toBe(product.slug)

    const attempts = [
      injectAs(t, stranger.token, { method: 'GET', url: `/api/v1/orders/${order.code}` }),
      injectAs(t, stranger.token, {
        method: 'GET',
        url: `/api/v1/orders/${order.code}?phone=0912345678`,
      }),
      t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.code}?phone=0912345678` }),
      injectAs(t, stranger.token, { method: 'GET', url: `/api/v1/orders/${order.code}/payment` }),
      injectAs(t, stranger.token, {
        method: 'POST',
        url: `/api/v1/orders/${order.code}/cancel`,
        payload: {},
      }),
      injectAs(t, stranger.token, { method: 'GET', url: '/api/v1/orders/PC000000000000' }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Không tìm thấy đơn hàng.')
    }
    const malformed = await injectAs(t, owner.token, { method: 'GET', url: '/api/v1/orders/DH1' })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().errors.code).toEqual(['Mã đơn hàng không hợp lệ.'])
  })

  it('finds a guest order by code and the phone number given at checkout', async () => {
    const product = await createProduct(db())
    const order = await placeOrder([{ product_id: product.id }], {
      body: { phone: '+84 988 765 432' },
    })
    for (const phone of ['0988765432', '0988.765.432', '84988765432']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.code.toLowerCase()}?phone=${encodeURIComponent(phone)}`,
      })
      expect(res.statusCode, phone).toBe(200)
      expect(res.json()).toMatchObject({ code: order.code, can_cancel: false })
    }
    for (const url of [
      `/api/v1/orders/${order.code}`,
      `/api/v1/orders/${order.code}?phone=0988765433`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
    const payment = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.code}/payment?phone=0988765432`,
    })
    expect(payment.json()).toEqual({ method: 'cod', amount: order.total })
  })
})

describe('cancelling', () => {
  it('cancels a pending order once, giving back stock and the voucher use', async () => {
    const product = await createProduct(db(), { price: 300_000, stock: 5 })
    const voucher = await createVoucher(db(), {
      kind: 'fixed',
      value: 20_000,
      per_customer_limit: 1,
      usage_limit: 10,
    })
    const customer = await createCustomer(t)
    const order = await placeOrder([{ product_id: product.id, quantity: 2 }], {
      token: customer.token,
      voucher: voucher.code,
    })
    expect(await stockOf(product.id)).toBe(3)
    expect(
      (await db().query.vouchers.findFirst({ where: eq(vouchers.id, voucher.id) }))!.used_count,
    ).toBe(1)

    const res = await injectAs(t, customer.token, {
      method: 'POST',
      url: `/api/v1/orders/${order.code}/cancel`,
      payload: { reason: 'Đặt nhầm màu' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
      cancel_reason: 'Khách hàng hủy đơn. Đặt nhầm màu',
      cancelled_at: expect.any(String),
    })
    expect(res.json().history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'pending',
      'cancelled',
    ])
    expect(await stockOf(product.id)).toBe(5)
    expect(
      (await db().query.vouchers.findFirst({ where: eq(vouchers.id, voucher.id) }))!.used_count,
    ).toBe(0)
    expect(
      await db()
        .select()
        .from(voucher_redemptions)
        .where(eq(voucher_redemptions.voucher_id, voucher.id)),
    ).toEqual([])

    const again = await injectAs(t, customer.token, {
      method: 'POST',
      url: `/api/v1/orders/${order.code}/cancel`,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Chỉ hủy được đơn hàng đang chờ xác nhận.')
    expect(await stockOf(product.id)).toBe(5)
    // The use was given back: the customer may use the voucher again.
    await placeOrder([{ product_id: product.id }], { token: customer.token, voucher: voucher.code })
  })

  it('needs a login, and refuses an order that is no longer pending', async () => {
    const product = await createProduct(db())
    const customer = await createCustomer(t)
    const admin = await createAdmin()
    const order = await placeOrder([{ product_id: product.id }], { token: customer.token })
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.code}/cancel`,
    })
    expect(anonymous.statusCode).toBe(401)
    await injectAs(t, admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/orders/${order.code}/status`,
      payload: { status: 'confirmed' },
    })
    const late = await injectAs(t, customer.token, {
      method: 'POST',
      url: `/api/v1/orders/${order.code}/cancel`,
    })
    expect(late.statusCode).toBe(409)
  })
})

describe('the order state machine', () => {
  const setStatus = (token: string, code: string, status: string) =>
    injectAs(t, token, {
      method: 'PATCH',
      url: `/api/v1/admin/orders/${code}/status`,
      payload: { status },
    })
  const setPayment = (token: string, code: string, payment_status: string) =>
    injectAs(t, token, {
      method: 'PATCH',
      url: `/api/v1/admin/orders/${code}/payment-status`,
      payload: { payment_status },
    })

  it('moves pending → confirmed → shipping → delivered → completed and refuses the rest with 409', async () => {
    const product = await createProduct(db())
    const admin = await createAdmin()
    const order = await placeOrder([{ product_id: product.id }])
    const skip = await setStatus(admin.token, order.code, 'shipping')
    expect(skip.statusCode).toBe(409)
    expect(skip.json().message).toBe(
      'Không thể chuyển đơn hàng từ "Chờ xác nhận" sang "Đang giao hàng".',
    )
    for (const status of ['confirmed', 'shipping', 'delivered', 'completed']) {
      const res = await setStatus(admin.token, order.code, status)
      expect(res.statusCode, status).toBe(200)
      expect(res.json().status).toBe(status)
    }
    for (const status of ['cancelled', 'pending', 'completed']) {
      expect((await setStatus(admin.token, order.code, status)).statusCode).toBe(409)
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.code}?phone=0912345678`,
    })
    expect(
      detail
        .json()
        .history.map((h: { from_status: string | null; to_status: string }) => [
          h.from_status,
          h.to_status,
        ]),
    ).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'shipping'],
      ['shipping', 'delivered'],
      ['delivered', 'completed'],
    ])
    const payment = await setPayment(admin.token, order.code, 'paid')
    expect(payment.json().payment_status).toBe('paid')
    expect((await setPayment(admin.token, order.code, 'failed')).statusCode).toBe(409)
    expect((await setPayment(admin.token, order.code, 'refunded')).json().payment_status).toBe(
      'refunded',
    )
    expect((await setPayment(admin.token, order.code, 'paid')).statusCode).toBe(409)
  })

  it('lets staff cancel a confirmed order (stock back) and keeps customers out', async () => {
    const product = await createProduct(db(), { stock: 4 })
    const admin = await createAdmin()
    const customer = await createCustomer(t)
    const order = await placeOrder([{ product_id: product.id, quantity: 3 }], {
      token: customer.token,
    })
    expect((await setStatus(customer.token, order.code, 'confirmed')).statusCode).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/orders/${order.code}/status`,
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(401)
    await setStatus(admin.token, order.code, 'confirmed')
    expect(await stockOf(product.id)).toBe(1)
    const cancelled = await setStatus(admin.token, order.code, 'cancelled')
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Cửa hàng hủy đơn.',
    })
    expect(await stockOf(product.id)).toBe(4)
    expect((await setStatus(admin.token, order.code, 'cancelled')).statusCode).toBe(409)
    expect(await stockOf(product.id)).toBe(4)
    const bad = await setStatus(admin.token, order.code, 'lost')
    expect(bad.json().errors.status).toEqual(['Trạng thái đơn hàng không hợp lệ.'])
  })

  it('asks each staff change for its permission; cancelling needs order:cancel as well', async () => {
    const product = await createProduct(db(), { stock: 5 })
    const customer = await createCustomer(t)
    const order = await placeOrder([{ product_id: product.id }], { token: customer.token })
    const accountant = await createStaff(t, ['accountant'])
    const refused = await setStatus(accountant.token, order.code, 'confirmed')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: messages.forbidden })
    expect((await setPayment(accountant.token, order.code, 'paid')).statusCode).toBe(200)

    await db()
      .insert(roles)
      .values({ key: 'test-status-only', name: 'Chỉ đổi trạng thái', permissions: ['order:write'] })
    const writer = await createStaff(t, ['test-status-only'])
    expect((await setStatus(writer.token, order.code, 'confirmed')).statusCode).toBe(200)
    const cancel = await setStatus(writer.token, order.code, 'cancelled')
    expect(cancel.statusCode).toBe(403)
    expect(cancel.json()).toEqual({ message: messages.forbidden })
    expect((await setPayment(writer.token, order.code, 'refunded')).statusCode).toBe(403)
  })

  it('answers VNPay 99 when no VNPay terminal is configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/vnpay/ipn?vnp_TxnRef=1',
    })
    expect(res.json()).toEqual({ RspCode: '99', Message: 'Unknown error' })
  })
})
