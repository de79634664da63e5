import { orderMessages } from '@phiencho/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { product_categories, product_variants, products } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { sweepSaleWindows } from '../catalog/index.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
  type Visitor,
} from '../../test/shop-factories.ts'

// What a shopper pays during a flash sale is decided against its window at the moment of the
// cart and the checkout, not by the sweep that switches `sale_price` (up to a minute later), and
// the sale's per-order limit holds in both.

let t: TestApp
beforeAll(async () => {
  // With the catalogue cache on, as in production: every change a test makes must reach it.
  t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '5000' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(() => t?.close())

const db = () => t.database.db
const hour = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs)

const add = (v: Visitor, payload: Record<string, unknown>) =>
  v.request({ method: 'POST', url: '/api/v1/cart/items', payload })
const setQuantity = (v: Visitor, itemId: number, quantity: number) =>
  v.request({ method: 'PATCH', url: `/api/v1/cart/items/${itemId}`, payload: { quantity } })
const cartOf = async (v: Visitor) =>
  (await v.request({ method: 'GET', url: '/api/v1/cart' })).json()
const checkout = (v: Visitor) =>
  v.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
const storedSalePrice = async (id: number) =>
  (await db().select().from(products).where(eq(products.id, id)))[0]!.sale_price

/** A sale window for the product, saved as staff save it (the triggers set the price in force). */
function setSale(
  id: number,
  sale: { planned: number; starts?: Date | null; ends?: Date | null; maxPerOrder?: number },
) {
  return db()
    .update(products)
    .set({
      planned_sale_price: sale.planned,
      sale_starts_at: sale.starts ?? null,
      sale_ends_at: sale.ends ?? null,
      sale_max_per_order: sale.maxPerOrder ?? null,
    })
    .where(eq(products.id, id))
}

/**
 * Moves a window as time would, around the trigger: `sale_price` stays what it was, as it does
 * until the sweep runs. `starts` and `ends` are SQL intervals from now().
 */
async function moveWindowUnswept(id: number, starts: string, ends: string) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`alter table products disable trigger products_keep_sale_price`)
    await tx.execute(
      sql`update products set sale_starts_at = now() + ${starts}::interval,
        sale_ends_at = now() + ${ends}::interval where id = ${id}`,
    )
    await tx.execute(sql`alter table products enable trigger products_keep_sale_price`)
  })
}

describe('the price in force at the cart and the checkout', () => {
  it('charges the regular price once a sale has ended, before the sweep switched it', async () => {
    const product = await createProduct(db(), { name: 'Nồi chiên không dầu', price: 200_000 })
    await setSale(product.id, { planned: 150_000, starts: at(-hour), ends: at(hour) })
    const guest = visitor(t)
    expect((await add(guest, { product_id: product.id })).statusCode).toBe(200)
    expect((await cartOf(guest)).items[0]).toMatchObject({ unit_price: 150_000 })

    await moveWindowUnswept(product.id, '-1 hour', '-1 second')
    expect(await storedSalePrice(product.id)).toBe(150_000)
    const cart = await cartOf(guest)
    expect(cart.items[0]).toMatchObject({
      price: 200_000,
      sale_price: null,
      unit_price: 200_000,
      previous_unit_price: 150_000,
    })
    expect(cart.total).toBe(200_000)
    const quote = await guest.request({ method: 'GET', url: '/api/v1/checkout/quote' })
    expect(quote.json().cart.subtotal).toBe(200_000)

    const res = await checkout(guest)
    expect(res.statusCode).toBe(201)
    expect(res.json().order.items[0]).toMatchObject({ unit_price: 200_000, line_total: 200_000 })
    expect(res.json().order.subtotal).toBe(200_000)
  })

  it('charges the sale price once a sale has started, before the sweep switched it, variants too', async () => {
    const product = await createProduct(db(), { name: 'Quạt điều hòa', price: 300_000 })
    const shirt = await createProduct(db(), {
      name: 'Áo khoác gió',
      price: 400_000,
      variants: [{ name: 'Xanh', price: 400_000 }],
    })
    await db()
      .update(product_variants)
      .set({ planned_sale_price: 320_000 })
      .where(eq(product_variants.product_id, shirt.id))
    const [variant] = await db()
      .select()
      .from(product_variants)
      .where(eq(product_variants.product_id, shirt.id))
      .orderBy(asc(product_variants.position))
    for (const id of [product.id, shirt.id]) {
      await setSale(id, { planned: id === product.id ? 240_000 : 350_000, starts: at(hour) })
    }
    expect(await storedSalePrice(product.id)).toBeNull()
    const guest = visitor(t)
    await add(guest, { product_id: product.id })
    await add(guest, { product_id: shirt.id, variant_id: variant!.id })
    expect((await cartOf(guest)).subtotal).toBe(700_000)

    for (const id of [product.id, shirt.id]) await moveWindowUnswept(id, '-1 second', '1 hour')
    expect(await storedSalePrice(product.id)).toBeNull()
    const res = await checkout(guest)
    expect(res.statusCode).toBe(201)
    expect(res.json().order.items.map((item: { unit_price: number }) => item.unit_price)).toEqual([
      240_000, 320_000,
    ])
    expect(res.json().order.subtotal).toBe(560_000)
  })
})

describe('per-order limit of a flash sale', () => {
  it('refuses more units of the product than the limit, over all its variants, in the cart', async () => {
    const shirt = await createProduct(db(), {
      name: 'Áo polo',
      price: 100_000,
      variants: [
        { name: 'Đen', planned_sale_price: 70_000 },
        { name: 'Trắng', planned_sale_price: 70_000 },
      ],
    })
    const [black, white] = await db()
      .select()
      .from(product_variants)
      .where(eq(product_variants.product_id, shirt.id))
      .orderBy(asc(product_variants.position))
    await setSale(shirt.id, { planned: 70_000, ends: at(hour), maxPerOrder: 2 })
    const limit = { quantity: [orderMessages.saleLimit(2)] }
    expect(limit.quantity[0]).toBe('Sản phẩm đang giảm giá chỉ được mua tối đa 2 sản phẩm mỗi đơn.')

    const guest = visitor(t)
    expect(
      (await add(guest, { product_id: shirt.id, variant_id: black!.id, quantity: 3 })).json(),
    ).toMatchObject({ errors: limit })
    expect(
      (await add(guest, { product_id: shirt.id, variant_id: black!.id, quantity: 2 })).statusCode,
    ).toBe(200)
    const overByVariant = await add(guest, { product_id: shirt.id, variant_id: white!.id })
    expect(overByVariant.statusCode).toBe(422)
    expect(overByVariant.json().errors).toEqual(limit)
    const overByLine = await add(guest, { product_id: shirt.id, variant_id: black!.id })
    expect(overByLine.json().errors).toEqual(limit)

    const [blackLine] = (await cartOf(guest)).items
    expect(blackLine).toMatchObject({ quantity: 2, max_quantity: 2, issues: [] })
    expect((await setQuantity(guest, blackLine.id, 1)).statusCode).toBe(200)
    expect((await add(guest, { product_id: shirt.id, variant_id: white!.id })).statusCode).toBe(200)
    const cart = await cartOf(guest)
    expect(cart.items.map((line: { max_quantity: number }) => line.max_quantity)).toEqual([1, 1])
    const whiteLine = cart.items[1]
    const raised = await setQuantity(guest, whiteLine.id, 2)
    expect(raised.statusCode).toBe(422)
    expect(raised.json().errors).toEqual(limit)

    // Over once the sale has ended: the limit ends with it.
    await moveWindowUnswept(shirt.id, '-2 hours', '-1 second')
    expect((await setQuantity(guest, whiteLine.id, 4)).statusCode).toBe(200)
    expect((await cartOf(guest)).can_checkout).toBe(true)
  })

  it('is checked again at checkout for a cart filled before the sale started', async () => {
    const kettle = await createProduct(db(), { name: 'Ấm siêu tốc', price: 100_000 })
    const guest = visitor(t)
    expect((await add(guest, { product_id: kettle.id, quantity: 3 })).statusCode).toBe(200)
    await setSale(kettle.id, { planned: 80_000, starts: at(-1000), maxPerOrder: 2 })

    const cart = await cartOf(guest)
    expect(cart.can_checkout).toBe(false)
    expect(cart.items[0]).toMatchObject({
      unit_price: 80_000,
      max_quantity: 2,
      issues: [
        { code: 'above_sale_limit', message: orderMessages.lineAboveSaleLimit(2) },
        expect.objectContaining({ code: 'price_changed' }),
      ],
    })
    const refused = await checkout(guest)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(orderMessages.aboveSaleLimit('Ấm siêu tốc', 2))
    expect(refused.json().message).toBe(
      'Sản phẩm đang giảm giá chỉ được mua tối đa 2 sản phẩm mỗi đơn: Ấm siêu tốc. Vui lòng giảm số lượng trong giỏ hàng.',
    )

    expect((await setQuantity(guest, cart.items[0].id, 2)).statusCode).toBe(200)
    const placed = await checkout(guest)
    expect(placed.statusCode).toBe(201)
    expect(placed.json().order).toMatchObject({ subtotal: 160_000, total: 160_000 + 30_000 })
  })
})

describe('a placed order', () => {
  it('keeps its items and totals when the price or the sale changes afterwards', async () => {
    const lamp = await createProduct(db(), { name: 'Đèn ngủ', price: 250_000 })
    await setSale(lamp.id, { planned: 199_000, ends: at(hour) })
    const guest = visitor(t)
    await add(guest, { product_id: lamp.id, quantity: 2 })
    const res = await checkout(guest)
    expect(res.statusCode).toBe(201)
    const { order } = res.json()
    const seen = (o: { items: unknown; subtotal: number; total: number }) => ({
      items: o.items,
      subtotal: o.subtotal,
      total: o.total,
    })

    // The sale ends and the price goes up.
    await db()
      .update(products)
      .set({ price: 300_000, planned_sale_price: null, sale_ends_at: null })
      .where(eq(products.id, lamp.id))
    expect(await storedSalePrice(lamp.id)).toBeNull()
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.code}?phone=0912345678`,
    })
    expect(again.statusCode).toBe(200)
    expect(seen(again.json())).toEqual(seen(order))
    expect(again.json().items[0]).toMatchObject({ unit_price: 199_000, line_total: 398_000 })
  })
})

describe('a running flash sale in the catalogue', () => {
  it('shows its end on the card and the page, and its per-order limit on the page', async () => {
    const ends = new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * hour)
    const phone = await createProduct(db(), { name: 'Điện thoại giảm sốc', price: 5_000_000 })
    await setSale(phone.id, { planned: 4_000_000, starts: at(-hour), ends, maxPerOrder: 1 })
    const plain = await createProduct(db(), { name: 'Ốp lưng', price: 90_000 })

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${phone.slug}?include=related`,
    })
    expect(page.json()).toMatchObject({
      sale_price: 4_000_000,
      sale_ends_at: ends.toISOString(),
      sale_max_per_order: 1,
    })
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products?category=${await categorySlug(phone.category_id)}`,
    })
    expect(cards.json().data[0]).toMatchObject({ id: phone.id, sale_ends_at: ends.toISOString() })
    expect(cards.json().data[0]).not.toHaveProperty('sale_max_per_order')
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/products/${plain.slug}` })
    expect(other.json()).toMatchObject({ sale_ends_at: null, sale_max_per_order: null })

    // A window not open yet shows neither.
    await setSale(phone.id, { planned: 4_000_000, starts: at(hour), ends, maxPerOrder: 1 })
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/products/${phone.slug}` })).json(),
    ).toMatchObject({ sale_price: null, sale_ends_at: null, sale_max_per_order: null })
  })
})

async function categorySlug(id: number) {
  const [row] = await db().select().from(product_categories).where(eq(product_categories.id, id))
  return row!.slug
}

describe('the sweep at the end of a sale', () => {
  it('switches the stored price and drops the kept catalogue answers and pages', async () => {
    const product = await createProduct(db(), { name: 'Máy xay sinh tố', price: 600_000 })
    await setSale(product.id, { planned: 450_000, starts: at(-hour), ends: at(hour) })
    const url = `/api/v1/products/${product.slug}`
    expect((await t.app.inject({ method: 'GET', url })).json().sale_price).toBe(450_000)
    const kept = await t.app.inject({ method: 'GET', url })
    expect(kept.headers['x-cache']).toBe('HIT')

    await moveWindowUnswept(product.id, '-2 hours', '-1 second')
    let changes = 0
    const stop = t.app.changes.on('catalog', () => changes++)
    try {
      expect((await sweepSaleWindows(db())).switched).toBeGreaterThanOrEqual(1)
      await expect.poll(() => changes).toBeGreaterThanOrEqual(1)
    } finally {
      stop()
    }
    expect(await storedSalePrice(product.id)).toBeNull()
    const after = await t.app.inject({ method: 'GET', url })
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.json()).toMatchObject({ sale_price: null, effective_price: 600_000 })
    expect(after.json().sale_ends_at).toBeNull()
  })
})
