import { adminPaths, adminUrl, DASHBOARD_TOP_PRODUCTS } from '@phiencho/contracts'
import { addDays, vietnamDayOf } from '@phiencho/vn'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { order_items, orders, products, users } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  aggregatesAndRecomputed,
  directDashboard,
  directTopProducts,
} from '../../test/dashboard-direct.ts'
import { engine } from '../../test/database.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { getDashboard } from './dashboard.service.ts'

// Every kind of order change, and after each the dashboard's aggregates against the figures
// computed straight from the orders: they must be the same, for ranges that read days, months and
// months less days.

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
const db = () => t.database.db
const now = new Date()
const today = vietnamDayOf(now)
const ranges: Array<[string, string]> = [
  [addDays(today, -29), today],
  [addDays(today, -729), today],
  ['2025-01-01', '2025-12-31'],
  ['2025-02-28', '2025-03-01'],
  ['2025-03-02', '2025-04-29'],
  ['2025-03-01', '2025-03-01'],
]

beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(db())
  await createShopSettings(db())
  owner = await createStaff(t, ['owner'])
})
afterAll(() => t?.close())

async function expectAggregatesExact(step: string) {
  const tables = await aggregatesAndRecomputed(db())
  for (const [name, { stored, recomputed }] of Object.entries(tables)) {
    expect(stored, `${step}: ${name}`).toEqual(recomputed)
  }
  for (const [from, to] of ranges) {
    const where = `${step}: ${from}…${to}`
    const { todo: _todo, ...read } = await getDashboard(db(), { range: 'custom', from, to }, now)
    expect(read, where).toEqual(await directDashboard(db(), from, to, DASHBOARD_TOP_PRODUCTS))
    const revenues = read.top_products.by_revenue.map((row) => row.revenue)
    expect(revenues, where).toEqual([...revenues].sort((a, b) => b - a))
  }
}

/** Checks out a fresh cart of `lines` through the API. */
async function checkout(
  lines: Array<{ product: { id: number }; quantity: number }>,
  paymentMethod: 'cod' | 'bank_transfer' = 'cod',
  beforeCheckout?: () => Promise<unknown>,
) {
  const buyer = visitor(t)
  for (const { product, quantity } of lines) {
    const added = await buyer.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: product.id, quantity },
    })
    expect(added.statusCode, added.body).toBeLessThan(300)
  }
  await beforeCheckout?.()
  return buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody({ payment_method: paymentMethod }),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
}

const act = async (path: string, code: string, payload?: object) => {
  const res = await injectAs(t, owner.token, {
    method: 'POST',
    url: adminUrl(path, { code }),
    ...(payload ? { payload } : {}),
  })
  expect(res.statusCode, res.body).toBe(200)
}

type Placed = {
  at: string
  status?: string
  payment?: string
  product: { id: number; name: string }
}

let sequence = 0
/** Inserts orders and their items as the seed does: one statement for each table. */
async function insertOrders(tx: Db | Tx, placed: Placed[]) {
  {
    // Taken before the insert: a concurrent writer must not wait on the same codes.
    const base = sequence
    sequence += placed.length
    const orderIds = await selectRows<{ id: number }>(
      tx,
      sql`
      insert into orders (code, contact_name, contact_phone, province_code, province_name,
        ward_code, ward_name, street, subtotal, total, payment_method, status, payment_status,
        placed_at)
      select 'PCAGG' || lpad((${base} + n)::text, 7, '0'), 'Nguyễn Văn An', '0912345678', '01',
        'Thành phố Hà Nội', '00004', 'Phường Ba Đình', '1 Tràng Tiền', 100000 * n, 100000 * n,
        'cod', s::order_status, p::payment_status, at::timestamptz
      from unnest(${sql.param(placed.map((o) => o.at))}::text[],
        ${sql.param(placed.map((o) => o.status ?? 'completed'))}::text[],
        ${sql.param(placed.map((o) => o.payment ?? 'paid'))}::text[])
        with ordinality as x(at, s, p, n)
      returning id`,
    )
    await tx.insert(order_items).values(
      placed.map((order, i) => ({
        order_id: orderIds[i]!.id,
        product_id: order.product.id,
        name: order.product.name,
        sku: `SKU-${order.product.id}`,
        unit_price: 50_000,
        quantity: 2,
        line_total: 100_000,
      })),
    )
  }
}
const bulkInsert = (placed: Placed[]) => db().transaction((tx) => insertOrders(tx, placed))

describe('the dashboard aggregates', () => {
  it('follow checkouts, staff actions, payments, cancels, refunds and raw SQL', async () => {
    const tea = await createProduct(db(), { name: 'Trà sen Tây Hồ', price: 120_000, stock: 20 })
    const rice = await createProduct(db(), { name: 'Gạo ST25', price: 200_000, stock: 20 })
    const gone = await createProduct(db(), { name: 'Nón lá Huế', price: 90_000, stock: 20 })
    await expectAggregatesExact('empty')

    // Seed-like history, on both sides of midnight in Hà Nội (17:00 UTC) and of a month's end.
    await bulkInsert([
      { at: '2025-02-28T16:59:59Z', product: tea },
      { at: '2025-02-28T17:00:00Z', product: tea },
      { at: '2025-03-01T10:00:00Z', status: 'cancelled', payment: 'unpaid', product: rice },
      { at: '2025-03-01T11:00:00Z', status: 'delivered', payment: 'refunded', product: rice },
      { at: '2025-03-31T17:30:00Z', product: gone },
      { at: '2025-04-15T03:00:00Z', status: 'pending', payment: 'unpaid', product: gone },
    ])
    await expectAggregatesExact('bulk insert')

    // 30,000 sorts after 200,000 as text: the revenue ranking must sort numbers.
    const candy = await createProduct(db(), { name: 'Kẹo dừa Bến Tre', price: 30_000, stock: 20 })
    const cod = await checkout([
      { product: tea, quantity: 2 },
      { product: rice, quantity: 1 },
      { product: candy, quantity: 1 },
    ])
    expect(cod.statusCode, cod.body).toBe(201)
    const transfer = await checkout([{ product: rice, quantity: 3 }], 'bank_transfer')
    expect(transfer.statusCode, transfer.body).toBe(201)
    await expectAggregatesExact('checkout')

    // A shortage is refused with the stock statements, before the commit: nothing is counted.
    const before = { stock: 18 }
    const short = await checkout([{ product: tea, quantity: 5 }], 'cod', async () => {
      await db().update(products).set({ stock: 4 }).where(eq(products.id, tea.id))
    })
    await db().update(products).set(before).where(eq(products.id, tea.id))
    expect(short.statusCode, short.body).toBe(409)
    await expectAggregatesExact('refused checkout')

    const codCode = cod.json().order.code as string
    const transferCode = transfer.json().order.code as string
    await act(adminPaths.orderConfirm, codCode)
    await act(adminPaths.orderTransferReceived, transferCode)
    await expectAggregatesExact('confirm and payment')

    await act(adminPaths.orderCancel, codCode, { reason: 'Khách đổi ý' })
    const stock = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, tea.id))
    expect(stock[0]!.stock).toBe(20)
    await expectAggregatesExact('cancel with restock')

    // No screen takes an order back out of `cancelled`; raw SQL may.
    await db().update(orders).set({ status: 'pending' }).where(eq(orders.code, codCode))
    await expectAggregatesExact('uncancel')

    await act(adminPaths.orderRefund, transferCode, { amount: 100_000 })
    await expectAggregatesExact('refund')

    // Moved across midnight in Hà Nội, and a total edited by hand.
    await db()
      .update(orders)
      .set({ placed_at: new Date('2025-02-28T16:00:00Z') })
      .where(eq(orders.placed_at, new Date('2025-02-28T17:00:00Z')))
    await db().execute(sql`update orders set subtotal = subtotal + 1, total = total + 1
      where placed_at = '2025-03-01T11:00:00Z'`)
    await expectAggregatesExact('moved and edited')

    // The order console's state counts follow a payment method changed by hand.
    await db().execute(sql`update orders set payment_method = 'bank_transfer'
      where code = ${codCode}`)
    await expectAggregatesExact('payment method changed')

    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'cancelled' where status <> 'cancelled'`)
        await tx.execute(sql`delete from order_items where product_id = ${rice.id}`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await expectAggregatesExact('rolled back')

    // A deleted product's items keep their name and count under it.
    await db().execute(sql`delete from cart_items where product_id = ${gone.id}`)
    await db().delete(products).where(eq(products.id, gone.id))
    const kept = await directTopProducts(db(), '2025-03-01', '2025-04-30', 10)
    expect(kept).toContainEqual(expect.objectContaining({ product_id: null, name: gone.name }))
    await expectAggregatesExact('deleted product')

    await db().execute(sql`delete from order_items where id = (select min(id) from order_items)`)
    await db().execute(sql`delete from orders where code like 'PCAGG%' and status = 'pending'`)
    await expectAggregatesExact('deleted item and order')
  })

  it('fold what a transaction changes after its constraints were checked early', async () => {
    const fan = await createProduct(db(), { name: 'Quạt nan Chàng Sơn' })
    await db().transaction(async (tx) => {
      await insertOrders(tx, [{ at: '2025-06-01T03:00:00Z', product: fan }])
      await tx.execute(sql`set constraints all immediate`)
      await tx.execute(sql`set constraints all deferred`)
      await insertOrders(tx, [
        { at: '2025-06-01T04:00:00Z', product: fan },
        { at: '2025-06-02T04:00:00Z', status: 'cancelled', payment: 'unpaid', product: fan },
      ])
      await tx.execute(
        sql`update orders set status = 'cancelled' where placed_at = '2025-06-01T03:00:00Z'`,
      )
    })
    await expectAggregatesExact('folded early, then changed again')
  })

  it('count accounts by the day they were created, less staff', async () => {
    const shopper = await createCustomer(t)
    await db()
      .update(users)
      .set({ created_at: new Date('2025-03-01T16:59:00Z') })
      .where(eq(users.id, shopper.user.id))
    const staff = await createStaff(t, ['orders'])
    await db()
      .update(users)
      .set({ created_at: new Date('2025-03-01T17:00:00Z') })
      .where(eq(users.id, staff.user.id))
    await expectAggregatesExact('accounts')
    const newCustomers = async () =>
      (await getDashboard(db(), { range: 'custom', from: '2025-03-01', to: '2025-03-02' }, now))
        .new_customers
    expect(await newCustomers()).toBe(1)
    await db().delete(users).where(eq(users.id, shopper.user.id))
    expect(await newCustomers()).toBe(0)
    await expectAggregatesExact('account deleted')
  })
})

describe.runIf(engine === 'postgres')('the dashboard aggregates under concurrent writers', () => {
  it('let parallel checkouts and cancels of the same products through without a deadlock', async () => {
    const [a, b, c] = await Promise.all(
      ['Cà phê Buôn Ma Thuột', 'Mật ong rừng U Minh', 'Nước mắm Phú Quốc'].map((name) =>
        createProduct(db(), { name, price: 50_000, stock: 500 }),
      ),
    )
    // Carts list the same products in different orders, as buyers add them.
    const carts = [
      [a!, b!, c!],
      [c!, b!, a!],
      [b!, a!],
      [c!, a!],
    ]
    const first = await Promise.all(
      carts.map((products) => checkout(products.map((product) => ({ product, quantity: 1 })))),
    )
    for (const res of first) expect(res.statusCode, res.body).toBe(201)
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        checkout(carts[i % carts.length]!.map((product) => ({ product, quantity: 1 }))),
      ),
      ...first.map((res) =>
        injectAs(t, owner.token, {
          method: 'POST',
          url: adminUrl(adminPaths.orderCancel, { code: res.json().order.code as string }),
          payload: { reason: 'Khách đổi ý' },
        }),
      ),
    ])
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300)
    await expectAggregatesExact('concurrent checkouts and cancels')
  })

  it('let transactions that touch the same days in opposite orders both commit', async () => {
    const tea = await createProduct(db(), { name: 'Trà Thái Nguyên' })
    const days = ['2025-05-01T03:00:00Z', '2025-05-02T03:00:00Z', '2025-05-03T03:00:00Z']
    for (let round = 0; round < 5; round++) {
      let arrived = 0
      let release: () => void = () => {}
      const bothWrote = new Promise<void>((resolve) => (release = resolve))
      const writer = (order: string[]) =>
        db().transaction(async (tx) => {
          for (const at of order) {
            await insertOrders(tx, [{ at, product: tea }])
            await tx.execute(sql`update orders set status = 'cancelled'
              where id = (select max(id) from orders where placed_at = ${at}::timestamptz)`)
          }
          if (++arrived === 2) release()
          await bothWrote
        })
      await Promise.all([writer(days), writer([...days].reverse())])
    }
    await expectAggregatesExact('opposite orders')
  })
})

describe('the dashboard aggregates and TRUNCATE', () => {
  it('are emptied with the tables they count, pending changes too', async () => {
    const tea = await createProduct(db(), { name: 'Trà sen Tây Hồ' })
    await db().transaction(async (tx) => {
      await insertOrders(tx, [{ at: '2025-03-01T10:00:00Z', product: tea }])
      await tx.execute(sql`truncate orders, order_items, payments cascade`)
    })
    await expectAggregatesExact('truncated with changes pending')
    await bulkInsert([{ at: '2025-03-01T10:00:00Z', product: tea }])
    await db().execute(sql`truncate order_items cascade`)
    await expectAggregatesExact('items truncated')
    await db().execute(sql`truncate users cascade`)
    await expectAggregatesExact('all truncated')
    const [left] = await selectRows<{ n: number }>(
      db(),
      sql`select (select count(*) from order_days)
        + (select count(*) from product_sales) + (select count(*) from user_day_signups) as n`,
    )
    expect(Number(left!.n)).toBe(0)
  })
})
