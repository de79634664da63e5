import { adminPaths, adminUrl, dashboardMessages, messages } from '@phiencho/contracts'
import { addDays, vietnamDayOf } from '@phiencho/vn'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { order_items, orders, partner_applications, users } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'

let t: TestApp
let clerk: Awaited<ReturnType<typeof createStaff>>
let shirt: { id: number; name: string }
let bag: { id: number; name: string }
let sequence = 0

type OrderValues = Partial<typeof orders.$inferInsert> & {
  items: Array<{ product: { id: number; name: string }; quantity: number; unit_price: number }>
  shipping?: number
}

async function placeOrder({ items, shipping = 20_000, ...values }: OrderValues) {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)
  const [order] = await t.database.db
    .insert(orders)
    .values({
      code: `PCDASH${String(++sequence).padStart(6, '0')}`,
      contact_name: 'Nguyễn Văn An',
      contact_phone: '0912345678',
      province_code: '01',
      province_name: 'Thành phố Hà Nội',
      ward_code: '00004',
      ward_name: 'Phường Ba Đình',
      street: '12 Lý Thường Kiệt',
      shipping_fee: shipping,
      subtotal,
      total: subtotal + shipping,
      payment_method: 'cod',
      ...values,
    })
    .returning()
  await t.database.db.insert(order_items).values(
    items.map((item) => ({
      order_id: order!.id,
      product_id: item.product.id,
      name: item.product.name,
      sku: `SKU-${item.product.id}`,
      unit_price: item.unit_price,
      quantity: item.quantity,
      line_total: item.unit_price * item.quantity,
    })),
  )
  return order!
}

beforeAll(async () => {
  t = await createTestApp()
  clerk = await createStaff(t, ['orders'])
  shirt = await createProduct(t.database.db, { name: 'Áo thun cotton', stock: 3 })
  bag = await createProduct(t.database.db, { name: 'Túi vải canvas', stock: 5 })
  await createProduct(t.database.db, { name: 'Mũ lưỡi trai', stock: 6 })
  await createProduct(t.database.db, { name: 'Nháp hết hàng', stock: 0, status: 'draft' })
  // A product's own threshold wins over the shop's 5.
  await createProduct(t.database.db, { name: 'Gạo ST25', stock: 8, low_stock_threshold: 10 })
  await createProduct(t.database.db, { name: 'Đặt trước', stock: 2, low_stock_threshold: 0 })
  const at = (iso: string) => new Date(iso)
  // 1 March 2025, 17:00 in Hà Nội: paid by VNPay, confirmed.
  await placeOrder({
    placed_at: at('2025-03-01T10:00:00Z'),
    status: 'confirmed',
    payment_method: 'vnpay',
    payment_status: 'paid',
    items: [{ product: bag, quantity: 1, unit_price: 180_000 }],
  })
  // 2 March, 01:00 in Hà Nội (still 1 March in UTC): completed COD, not yet recorded as paid.
  await placeOrder({
    placed_at: at('2025-03-01T18:00:00Z'),
    status: 'completed',
    items: [{ product: shirt, quantity: 2, unit_price: 40_000 }],
  })
  // 2 March: a transfer to check, an order to confirm.
  await placeOrder({
    placed_at: at('2025-03-02T05:00:00Z'),
    payment_method: 'bank_transfer',
    items: [{ product: shirt, quantity: 3, unit_price: 40_000 }],
  })
  // 3 March: cancelled, and delivered then refunded: neither earns.
  await placeOrder({
    placed_at: at('2025-03-03T05:00:00Z'),
    status: 'cancelled',
    payment_method: 'bank_transfer',
    items: [{ product: bag, quantity: 5, unit_price: 180_000 }],
  })
  await placeOrder({
    placed_at: at('2025-03-03T06:00:00Z'),
    status: 'delivered',
    payment_method: 'vnpay',
    payment_status: 'refunded',
    items: [{ product: bag, quantity: 1, unit_price: 180_000 }],
  })
  // 28 February, 23:59 in Hà Nội: outside the range.
  await placeOrder({
    placed_at: at('2025-02-28T16:59:00Z'),
    status: 'completed',
    payment_status: 'paid',
    items: [{ product: shirt, quantity: 9, unit_price: 40_000 }],
  })
  const shopper = await createCustomer(t)
  await t.database.db
    .update(users)
    .set({ created_at: at('2025-03-02T03:00:00Z') })
    .where(eq(users.id, shopper.user.id))
  await t.database.db.insert(partner_applications).values({
    shop_name: 'Tiệm Gốm Bát Tràng',
    contact_name: 'Trần Văn Bình',
    phone: '0987654321',
    email: 'gom@example.vn',
  })
})
afterAll(() => t.close())

const url = (query: string) => `${adminUrl(adminPaths.dashboard)}?${query}`
const read = (query: string, token = clerk.token) =>
  injectAs(t, token, { method: 'GET', url: url(query) })

describe('GET /admin/dashboard', () => {
  it('answers 401 anonymous, 403 to a shopper and to staff without dashboard:read', async () => {
    expect((await t.app.inject({ method: 'GET', url: url('range=today') })).statusCode).toBe(401)
    const shopper = await createCustomer(t)
    const editor = await createStaff(t, ['editor'])
    for (const token of [shopper.token, editor.token]) {
      const refused = await read('range=today', token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ message: messages.forbidden })
    }
  })

  it('computes the figures of a range of Vietnamese days from the stored orders', async () => {
    const res = await read('range=custom&from=2025-03-01&to=2025-03-03')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      range: { from: '2025-03-01', to: '2025-03-03', days: 3 },
      // The VNPay order (200,000) and the completed COD order (100,000).
      revenue: 300_000,
      revenue_orders: 2,
      average_order_value: 150_000,
      // Everything but the cancelled one.
      order_count: 4,
      orders_by_status: {
        pending: 1,
        confirmed: 1,
        shipping: 0,
        delivered: 1,
        completed: 1,
        cancelled: 1,
      },
      new_customers: 1,
      revenue_by_day: [
        { date: '2025-03-01', revenue: 200_000, orders: 1 },
        { date: '2025-03-02', revenue: 100_000, orders: 2 },
        { date: '2025-03-03', revenue: 0, orders: 1 },
      ],
    })
    expect(body.top_products.by_quantity).toEqual([
      { product_id: shirt.id, name: shirt.name, quantity: 5, revenue: 200_000 },
      { product_id: bag.id, name: bag.name, quantity: 2, revenue: 360_000 },
    ])
    expect(body.top_products.by_revenue.map((p: { name: string }) => p.name)).toEqual([
      bag.name,
      shirt.name,
    ])
    expect(body.todo).toEqual({
      orders_to_confirm: 1,
      transfers_to_check: 1,
      cod_to_collect: 1,
      // Published with at most their threshold: the shirt (3) and the bag (5), at most 5, and the
      // rice (8, at most 10); not the draft, nor the pre-order (2, threshold 0).
      low_stock: 3,
      ads_to_moderate: 0,
      open_reports: 0,
      partner_applications: 1,
    })
  })

  it('lists every day of a preset range, ending today in Vietnam', async () => {
    const res = await read('range=7d')
    expect(res.statusCode).toBe(200)
    const today = vietnamDayOf(new Date())
    expect(res.json().range).toEqual({ from: addDays(today, -6), to: today, days: 7 })
    expect(res.json().revenue_by_day.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    )
    expect((await read('')).json().range.days).toBe(7)
    expect((await read('range=today')).json().range).toEqual({ from: today, to: today, days: 1 })
  })

  it('answers 422 with a Vietnamese message per field', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['range=year', { range: [dashboardMessages.range] }],
      ['range=custom&from=2025-03-01', { to: [dashboardMessages.customDates] }],
      ['range=custom&from=2025-02-30&to=2025-03-01', { from: [dashboardMessages.date] }],
      ['range=custom&from=2025-03-02&to=2025-03-01', { to: [dashboardMessages.dateOrder] }],
      ['range=custom&from=2023-01-01&to=2025-03-01', { to: [dashboardMessages.tooLong] }],
    ]
    for (const [query, errors] of cases) {
      const res = await read(query)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().errors, query).toEqual(errors)
    }
  })
})
