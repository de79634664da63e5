import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema.ts'
import { sha256 } from '../../lib/secure-token.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createShopSettings, createVoucher, visitor } from '../../test/shop-factories.ts'

/** formatVnd puts a no-break space before ₫. */
const vnd = (text: string) => text.replace(/ ₫/g, '\u00a0₫')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await createShopSettings(t.database.db)
})
afterAll(() => t?.close())

const db = () => t.database.db
const add = (v: ReturnType<typeof visitor>, payload: Record<string, unknown>) =>
  v.request({ method: 'POST', url: '/api/v1/cart/items', payload })
const getCart = (v: ReturnType<typeof visitor>) => v.request({ method: 'GET', url: '/api/v1/cart' })

describe('guest cart', () => {
  it('starts empty without making a cart or a cookie', async () => {
    const guest = visitor(t)
    const res = await getCart(guest)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ items: [], count: 0, subtotal: 0, can_checkout: false })
    expect(res.cookies).toEqual([])
    expect((await guest.request({ method: 'GET', url: '/api/v1/cart/count' })).json()).toEqual({
      count: 0,
    })
  })

  it('ties the cart to an httpOnly cookie, stored hashed, and prices it on the server', async () => {
    const fan = await createProduct(db(), {
      name: 'Quạt đứng',
      price: 450_000,
      sale_price: 399_000,
    })
    const pot = await createProduct(db(), { name: 'Nồi cơm', price: 120_000 })
    const guest = visitor(t)
    const first = await add(guest, { product_id: fan.id, quantity: 2 })
    expect(first.statusCode).toBe(200)
    const cookie = first.cookies.find((c) => c.name === 'cart_token')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.maxAge).toBe(30 * 86_400)
    const stored = await db().execute(sql`select token_hash from carts where user_id is null`)
    const hashes = (stored as unknown as { rows: Array<{ token_hash: string }> }).rows
    expect(hashes.map((r) => r.token_hash)).not.toContain(cookie.value)

    await add(guest, { product_id: pot.id })
    await add(guest, { product_id: fan.id, quantity: '1' })
    const cart = (await getCart(guest)).json()
    expect(cart.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual(
      [
        ['Quạt đứng', 3],
        ['Nồi cơm', 1],
      ],
    )
    expect(cart.items[0]).toMatchObject({
      price: 450_000,
      sale_price: 399_000,
      unit_price: 399_000,
      line_total: 1_197_000,
      stock: 10,
      max_quantity: 10,
      issues: [],
      previous_unit_price: null,
    })
    expect(cart).toMatchObject({
      count: 4,
      subtotal: 1_317_000,
      discount: 0,
      total: 1_317_000,
      free_shipping_threshold: 500_000,
      free_shipping_remaining: 0,
      can_checkout: true,
    })
    expect((await guest.request({ method: 'GET', url: '/api/v1/cart/count' })).json()).toEqual({
      count: 4,
    })
  })

  it('changes, removes and empties lines', async () => {
    const product = await createProduct(db(), { price: 100_000 })
    const other = await createProduct(db(), { price: 50_000 })
    const guest = visitor(t)
    await add(guest, { product_id: product.id })
    const added = (await add(guest, { product_id: other.id })).json()
    const lineId = added.items[0].id
    const changed = await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${lineId}`,
      payload: { quantity: 5 },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().items[0].quantity).toBe(5)
    expect(changed.json().free_shipping_remaining).toBe(0)
    const put = await guest.request({
      method: 'PUT',
      url: `/api/v1/cart/items/${lineId}`,
      payload: { quantity: 2 },
    })
    expect(put.json()).toMatchObject({
      count: 3,
      subtotal: 250_000,
      free_shipping_remaining: 250_000,
    })
    const removed = await guest.request({ method: 'DELETE', url: `/api/v1/cart/items/${lineId}` })
    expect(removed.json().items.map((i: { product_id: number }) => i.product_id)).toEqual([
      other.id,
    ])
    const again = await guest.request({ method: 'DELETE', url: `/api/v1/cart/items/${lineId}` })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('Sản phẩm này không có trong giỏ hàng.')
    const emptied = await guest.request({ method: 'DELETE', url: '/api/v1/cart' })
    expect(emptied.json()).toMatchObject({ items: [], count: 0 })
  })

  it('refuses more than the stock, more than 99, unknown products and bad input, in Vietnamese', async () => {
    const product = await createProduct(db(), { stock: 3 })
    const soldOut = await createProduct(db(), { stock: 0 })
    const draft = await createProduct(db(), { status: 'draft' })
    const guest = visitor(t)
    const tooMany = await add(guest, { product_id: product.id, quantity: 4 })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors).toEqual({ quantity: ['Chỉ còn 3 sản phẩm trong kho.'] })
    await add(guest, { product_id: product.id, quantity: 2 })
    const more = await add(guest, { product_id: product.id, quantity: 2 })
    expect(more.json().errors.quantity).toEqual([
      'Giỏ hàng đã có 2 sản phẩm này; trong kho chỉ còn 3.',
    ])
    expect((await add(guest, { product_id: soldOut.id })).json().errors.quantity).toEqual([
      'Sản phẩm đã hết hàng.',
    ])
    for (const id of [draft.id, 999_999]) {
      expect((await add(guest, { product_id: id })).json().errors.product_id).toEqual([
        'Sản phẩm không tồn tại hoặc đã ngừng bán.',
      ])
    }
    const bad = await add(guest, { product_id: 'abc', quantity: 100 })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toMatchObject({
      quantity: ['Số lượng phải là số nguyên từ 1 đến 99.'],
    })
    expect(bad.json().errors.product_id).toHaveLength(1)
    const line = (await getCart(guest)).json().items[0]
    const zero = await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      payload: { quantity: 0 },
    })
    expect(zero.json().errors.quantity).toEqual(['Số lượng phải là số nguyên từ 1 đến 99.'])
    const raise = await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      payload: { quantity: 9 },
    })
    expect(raise.json().errors.quantity).toEqual(['Chỉ còn 3 sản phẩm trong kho.'])
  })

  it('asks for a variant when the product has some and checks it belongs to the product', async () => {
    const shirt = await createProduct(db(), {
      name: 'Áo thun',
      variants: [
        { name: 'Đen / M', stock: 2, price: 150_000 },
        { name: 'Đen / L', stock: 0, price: 160_000 },
      ],
    })
    const other = await createProduct(db(), { variants: [{ name: 'S' }] })
    const variants = (await db().query.product_variants.findMany({
      where: (v, { eq }) => eq(v.product_id, shirt.id),
      orderBy: (v, { asc }) => asc(v.position),
    }))!
    const otherVariant = (await db().query.product_variants.findFirst({
      where: (v, { eq }) => eq(v.product_id, other.id),
    }))!
    const guest = visitor(t)
    expect((await add(guest, { product_id: shirt.id })).json().errors.variant_id).toEqual([
      'Vui lòng chọn phân loại (màu sắc, kích cỡ…) của sản phẩm.',
    ])
    expect(
      (await add(guest, { product_id: shirt.id, variant_id: otherVariant.id })).json().errors
        .variant_id,
    ).toEqual(['Phân loại sản phẩm không hợp lệ.'])
    expect(
      (await add(guest, { product_id: shirt.id, variant_id: variants[1]!.id })).json().errors
        .quantity,
    ).toEqual(['Sản phẩm đã hết hàng.'])
    const ok = await add(guest, { product_id: shirt.id, variant_id: variants[0]!.id, quantity: 2 })
    expect(ok.json().items[0]).toMatchObject({
      variant_id: variants[0]!.id,
      variant_name: 'Đen / M',
      unit_price: 150_000,
      stock: 2,
    })
  })

  it('flags a price change, a sold-out line and a line above stock, and blocks checkout', async () => {
    const cheaper = await createProduct(db(), { name: 'Ấm siêu tốc', price: 300_000 })
    const scarce = await createProduct(db(), { name: 'Bàn ủi', stock: 5 })
    const gone = await createProduct(db(), { name: 'Máy xay', stock: 2 })
    const guest = visitor(t)
    await add(guest, { product_id: cheaper.id })
    await add(guest, { product_id: scarce.id, quantity: 4 })
    await add(guest, { product_id: gone.id })
    await db().update(products).set({ price: 250_000 }).where(eq(products.id, cheaper.id))
    await db().update(products).set({ stock: 2 }).where(eq(products.id, scarce.id))
    await db().update(products).set({ stock: 0 }).where(eq(products.id, gone.id))

    const cart = (await getCart(guest)).json()
    const byName = (name: string) => cart.items.find((i: { name: string }) => i.name === name)
    expect(byName('Ấm siêu tốc')).toMatchObject({
      unit_price: 250_000,
      previous_unit_price: 300_000,
      issues: [
        {
          code: 'price_changed',
          message: vnd('Giá đã thay đổi từ 300.000 ₫ thành 250.000 ₫ kể từ khi bạn thêm vào giỏ.'),
        },
      ],
    })
    expect(byName('Bàn ủi')).toMatchObject({
      max_quantity: 2,
      issues: [
        { code: 'above_stock', message: 'Chỉ còn 2 sản phẩm trong kho. Vui lòng giảm số lượng.' },
      ],
    })
    expect(byName('Máy xay').issues).toEqual([
      { code: 'out_of_stock', message: 'Sản phẩm đã hết hàng. Vui lòng xóa khỏi giỏ hàng.' },
    ])
    // The sold-out line is left out of the subtotal; the one above stock counts as asked.
    expect(cart.subtotal).toBe(250_000 + 4 * 100_000)
    expect(cart.can_checkout).toBe(false)

    // Lowering the quantity answers the flag; seeing the new price acknowledges it.
    const line = byName('Bàn ủi')
    await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      payload: { quantity: 2 },
    })
    await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${byName('Ấm siêu tốc').id}`,
      payload: { quantity: 1 },
    })
    await guest.request({ method: 'DELETE', url: `/api/v1/cart/items/${byName('Máy xay').id}` })
    const fixed = (await getCart(guest)).json()
    expect(fixed.items.every((i: { issues: unknown[] }) => i.issues.length === 0)).toBe(true)
    expect(fixed.can_checkout).toBe(true)

    await db().update(products).set({ status: 'archived' }).where(eq(products.id, cheaper.id))
    const archived = (await getCart(guest)).json()
    expect(archived.items[0].issues).toEqual([
      { code: 'unavailable', message: 'Sản phẩm đã ngừng bán. Vui lòng xóa khỏi giỏ hàng.' },
    ])
    expect(archived.items[0].stock).toBe(0)
  })

  it("keeps carts apart: another visitor's line is unreachable", async () => {
    const product = await createProduct(db())
    const owner = visitor(t)
    const line = (await add(owner, { product_id: product.id })).json().items[0]
    const stranger = visitor(t)
    await add(stranger, { product_id: product.id })
    for (const request of [
      { method: 'PATCH' as const, payload: { quantity: 3 } },
      { method: 'DELETE' as const },
    ]) {
      const res = await stranger.request({ ...request, url: `/api/v1/cart/items/${line.id}` })
      expect(res.statusCode).toBe(404)
    }
    const customer = await createCustomer(t)
    const res = await injectAs(t, customer.token, {
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      payload: { quantity: 3 },
    })
    expect(res.statusCode).toBe(404)
    expect((await getCart(owner)).json().items[0].quantity).toBe(1)
    // A forged cookie finds nothing and gets a cart of its own.
    const forged = visitor(t, { cart_token: 'x'.repeat(43) })
    expect((await getCart(forged)).json().items).toEqual([])
  })
})

describe('vouchers on the cart', () => {
  const apply = (v: ReturnType<typeof visitor>, code: string) =>
    v.request({ method: 'POST', url: '/api/v1/cart/voucher', payload: { code } })

  it('applies percentage (capped) and fixed vouchers as a discount line, in any case', async () => {
    const product = await createProduct(db(), { price: 1_000_000 })
    const percent = await createVoucher(db(), { kind: 'percent', value: 10, max_discount: 50_000 })
    const fixed = await createVoucher(db(), { kind: 'fixed', value: 30_000 })
    const guest = visitor(t)
    await add(guest, { product_id: product.id })
    const res = await apply(guest, percent.code.toLowerCase())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      subtotal: 1_000_000,
      discount: 50_000,
      total: 950_000,
      voucher: { code: percent.code, kind: 'percent', value: 10, discount: 50_000 },
      voucher_error: null,
    })
    const other = (await apply(guest, fixed.code)).json()
    expect(other).toMatchObject({ discount: 30_000, total: 970_000, voucher: { code: fixed.code } })
    const removed = await guest.request({ method: 'DELETE', url: '/api/v1/cart/voucher' })
    expect(removed.json()).toMatchObject({ voucher: null, discount: 0, total: 1_000_000 })
  })

  it('explains why a voucher does not apply', async () => {
    const product = await createProduct(db(), { price: 200_000 })
    const guest = visitor(t)
    expect((await apply(guest, 'ABC')).json().errors.code).toEqual([
      'Vui lòng thêm sản phẩm vào giỏ hàng trước khi nhập mã giảm giá.',
    ])
    await add(guest, { product_id: product.id })
    const cases: Array<[Partial<Parameters<typeof createVoucher>[1]>, string]> = [
      [{ is_active: false }, 'Mã giảm giá không tồn tại.'],
      [
        {
          starts_at: new Date(Date.now() + 86_400_000),
          ends_at: new Date(Date.now() + 2 * 86_400_000),
        },
        'Mã giảm giá chưa đến thời gian áp dụng.',
      ],
      [
        { starts_at: new Date(Date.now() - 2 * 86_400_000), ends_at: new Date(Date.now() - 1000) },
        'Mã giảm giá đã hết hạn.',
      ],
      [{ usage_limit: 5, used_count: 5 }, 'Mã giảm giá đã hết lượt sử dụng.'],
      [{ min_order_total: 300_000 }, vnd('Mã giảm giá chỉ áp dụng cho đơn hàng từ 300.000 ₫.')],
    ]
    for (const [overrides, message] of cases) {
      const voucher = await createVoucher(db(), overrides)
      const res = await apply(guest, voucher.code)
      expect(res.statusCode, message).toBe(422)
      expect(res.json()).toEqual({ message, errors: { code: [message] } })
    }
    expect((await apply(guest, 'KHONGCO')).json().errors.code).toEqual([
      'Mã giảm giá không tồn tại.',
    ])
    expect((await apply(guest, '')).json().errors.code).toEqual(['Vui lòng nhập mã giảm giá.'])
  })

  it('keeps the code on the cart and says when it stops applying', async () => {
    const product = await createProduct(db(), { price: 200_000 })
    const voucher = await createVoucher(db(), {
      kind: 'fixed',
      value: 20_000,
      min_order_total: 300_000,
    })
    const guest = visitor(t)
    const line = (await add(guest, { product_id: product.id, quantity: 2 })).json().items[0]
    expect((await apply(guest, voucher.code)).json().discount).toBe(20_000)
    const lowered = await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      payload: { quantity: 1 },
    })
    expect(lowered.json()).toMatchObject({
      voucher: null,
      discount: 0,
      voucher_error: vnd('Mã giảm giá chỉ áp dụng cho đơn hàng từ 300.000 ₫.'),
    })
  })
})

describe('merging the guest cart at login', () => {
  it('adds quantities capped by stock, keeps the voucher and drops the guest cart', async () => {
    const both = await createProduct(db(), { name: 'Có ở cả hai', stock: 5 })
    const guestOnly = await createProduct(db(), { name: 'Chỉ ở giỏ khách' })
    const voucher = await createVoucher(db())
    const customer = await createCustomer(t)
    await injectAs(t, customer.token, {
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: both.id, quantity: 3 },
    })
    const guest = visitor(t)
    await add(guest, { product_id: both.id, quantity: 4 })
    await add(guest, { product_id: guestOnly.id, quantity: 2 })
    await guest.request({
      method: 'POST',
      url: '/api/v1/cart/voucher',
      payload: { code: voucher.code },
    })

    const guestToken = guest.cookies.cart_token!
    const login = await guest.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: customer.email, password: customer.password },
    })
    expect(login.statusCode).toBe(200)
    expect(login.cookies.find((c) => c.name === 'cart_token')?.value).toBe('')
    expect(guest.cookies.cart_token).toBeUndefined()

    const cart = (await injectAs(t, customer.token, { method: 'GET', url: '/api/v1/cart' })).json()
    expect(cart.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual(
      [
        ['Có ở cả hai', 5],
        ['Chỉ ở giỏ khách', 2],
      ],
    )
    expect(cart.voucher.code).toBe(voucher.code)
    const left = await db().execute(
      sql`select count(*)::int as n from carts where token_hash = ${sha256(guestToken)}`,
    )
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0)
  })

  it('merges at registration, and on the first cart request of a session that still has the cookie', async () => {
    const product = await createProduct(db())
    const guest = visitor(t)
    await add(guest, { product_id: product.id, quantity: 2 })
    const registered = await guest.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Phạm Thu Hà',
        email: `ha.${Date.now()}@example.vn`,
        phone: '0903123456',
        password: 'Gio-hang-cua-ha-2026',
        password_confirmation: 'Gio-hang-cua-ha-2026',
      },
    })
    expect(registered.statusCode).toBe(201)
    const token = registered.json().token
    expect((await injectAs(t, token, { method: 'GET', url: '/api/v1/cart/count' })).json()).toEqual(
      {
        count: 2,
      },
    )

    const customer = await createCustomer(t)
    const later = visitor(t)
    await add(later, { product_id: product.id, quantity: 1 })
    later.login(customer.token)
    const res = await later.request({ method: 'GET', url: '/api/v1/cart' })
    expect(res.json().count).toBe(1)
    expect(later.cookies.cart_token).toBeUndefined()
  })
})

describe('cookie mode', () => {
  it('needs the CSRF header for cart changes of a cookie session', async () => {
    const c = await createTestApp({ authMode: 'cookie' })
    try {
      const product = await createProduct(c.database.db)
      const { token } = await createCustomer(c)
      const csrf = await c.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
      const xsrf = csrf.cookies.find((x) => x.name === 'XSRF-TOKEN')!.value
      const without = await c.app.inject({
        method: 'POST',
        url: '/api/v1/cart/items',
        cookies: { token, 'XSRF-TOKEN': xsrf },
        payload: { product_id: product.id },
      })
      expect(without.statusCode).toBe(419)
      const withHeader = await c.app.inject({
        method: 'POST',
        url: '/api/v1/cart/items',
        cookies: { token, 'XSRF-TOKEN': xsrf },
        headers: { 'x-xsrf-token': xsrf },
        payload: { product_id: product.id },
      })
      expect(withHeader.statusCode).toBe(200)
      expect(withHeader.json().count).toBe(1)
    } finally {
      await c.close()
    }
  })
})
