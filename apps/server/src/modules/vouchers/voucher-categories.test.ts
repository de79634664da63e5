import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voucher_categories, voucher_redemptions } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
  newIdempotencyKey,
  visitor,
  type Visitor,
} from '../../test/shop-factories.ts'
import { eq } from 'drizzle-orm'

/** formatVnd puts a no-break space before ₫. */
const vnd = (text: string) => text.replace(/ ₫/g, '\u00a0₫')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(() => t?.close())

const db = () => t.database.db

/** Điện thoại > Phụ kiện điện thoại, and an unrelated Gia dụng. */
async function tree() {
  const phones = await createCategory(db(), { name: 'Điện thoại' })
  const accessories = await createCategory(db(), { name: 'Phụ kiện', parent_id: phones.id })
  const home = await createCategory(db(), { name: 'Gia dụng' })
  return { phones, accessories, home }
}

async function limitedVoucher(
  categoryIds: number[],
  overrides: Parameters<typeof createVoucher>[1] = {},
) {
  const voucher = await createVoucher(db(), overrides)
  await db()
    .insert(voucher_categories)
    .values(categoryIds.map((category_id) => ({ voucher_id: voucher.id, category_id })))
  return voucher
}

async function cartOf(items: Array<{ product_id: number; quantity?: number }>) {
  const guest = visitor(t)
  for (const item of items) {
    const res = await guest.request({ method: 'POST', url: '/api/v1/cart/items', payload: item })
    expect(res.statusCode, res.body).toBe(200)
  }
  return guest
}
const apply = (v: Visitor, code: string) =>
  v.request({ method: 'POST', url: '/api/v1/cart/voucher', payload: { code } })
const quote = (v: Visitor) =>
  v.request({ method: 'GET', url: '/api/v1/checkout/quote?province_code=01' })
const checkout = (v: Visitor) =>
  v.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })

describe('a voucher limited to categories', () => {
  it('discounts only the lines of its categories and their sub-categories', async () => {
    const { phones, accessories, home } = await tree()
    const phone = await createProduct(db(), { category_id: phones.id, price: 1_000_000 })
    const case_ = await createProduct(db(), { category_id: accessories.id, price: 200_000 })
    const pot = await createProduct(db(), { category_id: home.id, price: 3_000_000 })
    const percent = await limitedVoucher([phones.id], { kind: 'percent', value: 10 })
    const guest = await cartOf([
      { product_id: phone.id },
      { product_id: case_.id, quantity: 2 },
      { product_id: pot.id },
    ])
    const res = await apply(guest, percent.code)
    expect(res.statusCode, res.body).toBe(200)
    // 10 % of 1.000.000 + 2 × 200.000, not of the pot's 3.000.000.
    expect(res.json()).toMatchObject({ subtotal: 4_400_000, discount: 140_000, total: 4_260_000 })
    expect((await quote(guest)).json()).toMatchObject({
      cart: { discount: 140_000, voucher: { code: percent.code, discount: 140_000 } },
    })
    const placed = await checkout(guest)
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().order).toMatchObject({ subtotal: 4_400_000, discount: 140_000 })
    const [redemption] = await db()
      .select()
      .from(voucher_redemptions)
      .where(eq(voucher_redemptions.voucher_id, percent.id))
    expect(redemption?.amount).toBe(140_000)
  })

  it('caps a percentage by max_discount and a fixed amount by the eligible lines', async () => {
    const { accessories, home } = await tree()
    const case_ = await createProduct(db(), { category_id: accessories.id, price: 80_000 })
    const pot = await createProduct(db(), { category_id: home.id, price: 2_000_000 })
    const fixed = await limitedVoucher([accessories.id], { kind: 'fixed', value: 100_000 })
    const capped = await limitedVoucher([home.id], {
      kind: 'percent',
      value: 50,
      max_discount: 300_000,
    })
    const guest = await cartOf([{ product_id: case_.id }, { product_id: pot.id }])
    expect((await apply(guest, fixed.code)).json()).toMatchObject({ discount: 80_000 })
    expect((await quote(guest)).json().cart.discount).toBe(80_000)
    expect((await apply(guest, capped.code)).json()).toMatchObject({ discount: 300_000 })
    const placed = await checkout(guest)
    expect(placed.json().order).toMatchObject({ subtotal: 2_080_000, discount: 300_000 })
  })

  it('measures the minimum order on the eligible lines only', async () => {
    const { phones, home } = await tree()
    const phone = await createProduct(db(), { category_id: phones.id, price: 400_000 })
    const pot = await createProduct(db(), { category_id: home.id, price: 900_000 })
    const voucher = await limitedVoucher([phones.id], {
      kind: 'fixed',
      value: 50_000,
      min_order_total: 500_000,
    })
    const guest = await cartOf([{ product_id: phone.id }, { product_id: pot.id }])
    const message = vnd(
      'Mã giảm giá chỉ áp dụng khi sản phẩm thuộc danh mục Điện thoại đạt từ 500.000 ₫.',
    )
    const refused = await apply(guest, voucher.code)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ message, errors: { code: [message] } })
    const more = await cartOf([{ product_id: phone.id, quantity: 2 }])
    expect((await apply(more, voucher.code)).json()).toMatchObject({ discount: 50_000 })
  })

  it('refuses a cart without an eligible line, in the cart, its preview and the checkout', async () => {
    const { phones, accessories, home } = await tree()
    const phone = await createProduct(db(), { category_id: phones.id, price: 500_000 })
    const pot = await createProduct(db(), { category_id: home.id, price: 500_000 })
    const voucher = await limitedVoucher([accessories.id, phones.id], {
      kind: 'fixed',
      value: 50_000,
    })
    const message = 'Mã giảm giá chỉ áp dụng cho sản phẩm thuộc danh mục Điện thoại, Phụ kiện.'
    const potOnly = await cartOf([{ product_id: pot.id }])
    const refused = await apply(potOnly, voucher.code)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ message, errors: { code: [message] } })

    // The code was kept while the phone was in the cart; without it, it no longer applies.
    const guest = await cartOf([{ product_id: phone.id }, { product_id: pot.id }])
    expect((await apply(guest, voucher.code)).json().discount).toBe(50_000)
    const line = (await guest.request({ method: 'GET', url: '/api/v1/cart' }))
      .json()
      .items.find((item: { product_id: number }) => item.product_id === phone.id)
    await guest.request({ method: 'DELETE', url: `/api/v1/cart/items/${line.id}` })
    const cart = (await guest.request({ method: 'GET', url: '/api/v1/cart' })).json()
    expect(cart).toMatchObject({ discount: 0, voucher: null, voucher_error: message })
    expect((await quote(guest)).json().cart).toMatchObject({ discount: 0, voucher_error: message })
    const placed = await checkout(guest)
    expect(placed.statusCode).toBe(409)
    expect(placed.json().message).toBe(message)
  })

  it('applies to every product when it names no category', async () => {
    const { home } = await tree()
    const pot = await createProduct(db(), { category_id: home.id, price: 300_000 })
    const voucher = await createVoucher(db(), { kind: 'fixed', value: 30_000 })
    const guest = await cartOf([{ product_id: pot.id }])
    expect((await apply(guest, voucher.code)).json().discount).toBe(30_000)
  })
})
