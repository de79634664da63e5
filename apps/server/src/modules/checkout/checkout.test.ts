import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mail_outbox, orders, product_variants, products, vouchers } from '../../db/schema.ts'
import { createCustomer, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  openMailingShop,
  checkoutBody,
  createVoucher,
  newIdempotencyKey,
  SAIGON,
  visitor,
  type Visitor,
} from '../../test/shop-factories.ts'
import type { SmtpCapture } from '../../test/smtp-capture.ts'

let t: TestApp
let smtp: SmtpCapture
beforeAll(async () => {
  ;({ t, smtp } = await openMailingShop())
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const db = () => t.database.db
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

async function guestWith(items: Array<{ product_id: number; quantity?: number }>) {
  const guest = visitor(t)
  for (const item of items) {
    const res = await guest.request({ method: 'POST', url: '/api/v1/cart/items', payload: item })
    expect(res.statusCode).toBe(200)
  }
  return guest
}

const checkout = (
  v: Visitor,
  body: Record<string, unknown> = checkoutBody(),
  key: string | null = newIdempotencyKey(),
) =>
  v.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: body,
    headers: key === null ? {} : { 'idempotency-key': key },
  })

const stockOf = async (id: number) =>
  (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock

/** The outbox rows of mails to `to`. */
const outboxRowsOf = (to: string) =>
  db().select().from(mail_outbox).where(eq(mail_outbox.recipient, to))

describe('checkout quote', () => {
  it('prices shipping by region with free standard shipping from the threshold', async () => {
    const cheap = await createProduct(db(), { price: 200_000 })
    const guest = await guestWith([{ product_id: cheap.id }])
    const none = await guest.request({ method: 'GET', url: '/api/v1/checkout/quote' })
    expect(none.json()).toMatchObject({ shipping_options: [], shipping_fee: null, total: 200_000 })
    expect(none.json().payment_options).toEqual([
      { method: 'cod', name: 'Thanh toán khi nhận hàng (COD)', available: true },
      { method: 'bank_transfer', name: 'Chuyển khoản ngân hàng (VietQR)', available: true },
      { method: 'vnpay', name: 'Thanh toán qua VNPay', available: false },
    ])
    const south = await guest.request({
      method: 'GET',
      url: '/api/v1/checkout/quote?province_code=79&shipping_method=express',
    })
    expect(south.json()).toMatchObject({
      shipping_method: 'express',
      shipping_fee: 70_000,
      total: 270_000,
      shipping_options: [
        { method: 'standard', fee: 40_000, base_fee: 40_000, is_free: false },
        { method: 'express', fee: 70_000, is_free: false },
      ],
    })
    const line = (await guest.request({ method: 'GET', url: '/api/v1/cart' })).json().items[0]
    await guest.request({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      payload: { quantity: 3 },
    })
    const free = await guest.request({
      method: 'GET',
      url: '/api/v1/checkout/quote?province_code=01',
    })
    expect(free.json()).toMatchObject({
      shipping_fee: 0,
      total: 600_000,
      shipping_options: [{ method: 'standard', fee: 0, base_fee: 30_000, is_free: true }, {}],
    })
    const bad = await guest.request({
      method: 'GET',
      url: '/api/v1/checkout/quote?province_code=99',
    })
    expect(bad.statusCode).toBe(422)
  })
})

describe('placing an order', () => {
  it('explains every bad field in Vietnamese', async () => {
    const product = await createProduct(db())
    const guest = await guestWith([{ product_id: product.id }])
    const res = await checkout(guest, {
      name: 'A',
      phone: '024 3825 1234',
      email: 'khong-phai-email',
      province_code: '1',
      ward_code: 'x',
      street: '',
      shipping_method: 'bay',
      payment_method: 'tien-mat',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      name: ['Họ tên phải có từ 2 đến 100 ký tự.'],
      phone: ['Số điện thoại không hợp lệ (ví dụ: 0912 345 678).'],
      email: ['Email không hợp lệ.'],
      province_code: ['Vui lòng chọn tỉnh/thành phố.'],
      ward_code: ['Vui lòng chọn phường/xã.'],
      street: ['Vui lòng nhập số nhà, tên đường.'],
      shipping_method: ['Vui lòng chọn phương thức vận chuyển.'],
      payment_method: ['Vui lòng chọn phương thức thanh toán.'],
    })
    const mismatch = await checkout(
      guest,
      checkoutBody({ province_code: '79', ward_code: '00004' }),
    )
    expect(mismatch.json().errors).toEqual({
      ward_code: ['Phường/xã không thuộc tỉnh/thành phố đã chọn.'],
    })
    const noEmail = await checkout(guest, checkoutBody({ email: '' }))
    expect(noEmail.json().errors).toEqual({
      email: ['Vui lòng nhập email để nhận xác nhận đơn hàng.'],
    })
    const noKey = await checkout(guest, checkoutBody(), null)
    expect(noKey.statusCode).toBe(422)
    expect(Object.keys(noKey.json().errors)).toEqual(['idempotency-key'])
    const vnpay = await checkout(guest, checkoutBody({ payment_method: 'vnpay' }))
    expect(vnpay.json().errors).toEqual({
      payment_method: ['Phương thức thanh toán này tạm thời không khả dụng.'],
    })
    const empty = await checkout(visitor(t))
    expect(empty.statusCode).toBe(422)
    expect(empty.json().message).toBe('Giỏ hàng của bạn đang trống.')
    expect(await stockOf(product.id)).toBe(10)
  })

  it('places a guest COD order: snapshot, totals, history, stock, empty cart and a real mail', async () => {
    const fan = await createProduct(db(), {
      name: 'Quạt trần',
      price: 450_000,
      sale_price: 399_000,
    })
    const lamp = await createProduct(db(), { name: 'Đèn bàn', price: 150_000, stock: 3 })
    const guest = await guestWith([{ product_id: fan.id, quantity: 2 }, { product_id: lamp.id }])
    const res = await checkout(
      guest,
      checkoutBody({ email: 'Khach.Le@Example.VN', note: 'Giao giờ hành chính', ...SAIGON }),
    )
    expect(res.statusCode).toBe(201)
    const { order, payment } = res.json()
    expect(order.code).toMatch(/^PC\d{12}$/)
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cod',
      shipping_method: 'standard',
      contact: { name: 'Nguyễn Văn An', phone: '0912345678', email: 'khach.le@example.vn' },
      address: {
        province_code: '79',
        province_name: 'Thành phố Hồ Chí Minh',
        ward_code: '25747',
        ward_name: 'Phường Thủ Dầu Một',
        street: '12 Lý Thường Kiệt',
        full: '12 Lý Thường Kiệt, Phường Thủ Dầu Một, Thành phố Hồ Chí Minh',
      },
      note: 'Giao giờ hành chính',
      subtotal: 948_000,
      discount: 0,
      shipping_fee: 0,
      total: 948_000,
      can_cancel: false,
      payment_due_at: null,
      history: [{ from_status: null, to_status: 'pending' }],
    })
    expect(order.items).toEqual([
      expect.objectContaining({
        name: 'Quạt trần',
        unit_price: 399_000,
        quantity: 2,
        line_total: 798_000,
      }),
      expect.objectContaining({
        name: 'Đèn bàn',
        unit_price: 150_000,
        quantity: 1,
        line_total: 150_000,
      }),
    ])
    expect(payment).toEqual({ method: 'cod', amount: 948_000 })
    expect(await stockOf(fan.id)).toBe(8)
    expect(await stockOf(lamp.id)).toBe(2)
    expect((await guest.request({ method: 'GET', url: '/api/v1/cart/count' })).json().count).toBe(0)

    const mail = await smtp.waitFor('khach.le@example.vn')
    expect(mail.subject).toBe(`[Phiên Chợ] Xác nhận đơn hàng ${order.code}`)
    // Committed with the order, in the outbox, and sent from there.
    await expect
      .poll(async () => (await outboxRowsOf('khach.le@example.vn'))[0]?.sent_at ?? null)
      .not.toBeNull()
    const [queued] = await outboxRowsOf('khach.le@example.vn')
    expect(queued).toMatchObject({ event_key: `order:${order.code}:placed`, attempts: 1 })
    expect(mail.messageId).toBe(`<outbox-${queued!.id}@phiencho.test>`)
    expect(mail.text).toContain('Quạt trần × 2')
    expect(mail.text).toContain('Tổng cộng: 948.000\u00a0₫')
    // A guest opens the order from the mail's signed link, without signing in.
    expect(mail.text).toContain(`https://phiencho.test/don-hang/lich-su?code=${order.code}&token=`)

    // Renaming the product later does not rewrite the order.
    await db().update(products).set({ name: 'Quạt trần mới' }).where(eq(products.id, fan.id))
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.code}?phone=0912345678`,
    })
    expect(again.json().items[0].name).toBe('Quạt trần')
  })

  it('orders variants at their own price and stock, and refuses a sold-out one', async () => {
    const shirt = await createProduct(db(), {
      name: 'Áo thun',
      price: 200_000,
      stock: 7,
      variants: [
        { name: 'Trắng / S', price: 200_000, stock: 2 },
        { name: 'Đen / L', price: 260_000, sale_price: 230_000, stock: 5 },
      ],
    })
    const [small, large] = await db().query.product_variants.findMany({
      where: (variant, { eq }) => eq(variant.product_id, shirt.id),
      orderBy: (variant, { asc }) => asc(variant.position),
    })
    const guest = visitor(t)
    for (const [variant, quantity] of [
      [small!, 2],
      [large!, 1],
    ] as const) {
      const res = await guest.request({
        method: 'POST',
        url: '/api/v1/cart/items',
        payload: { product_id: shirt.id, variant_id: variant.id, quantity },
      })
      expect(res.statusCode).toBe(200)
    }
    const res = await checkout(guest)
    expect(res.statusCode).toBe(201)
    expect(res.json().order.items).toEqual([
      expect.objectContaining({ name: 'Áo thun', variant_name: 'Trắng / S', unit_price: 200_000 }),
      expect.objectContaining({ name: 'Áo thun', variant_name: 'Đen / L', unit_price: 230_000 }),
    ])
    expect(res.json().order.subtotal).toBe(630_000)
    const variantStock = async (id: number) =>
      (await db().query.product_variants.findFirst({ where: (v, { eq }) => eq(v.id, id) }))!.stock
    expect(await variantStock(small!.id)).toBe(0)
    expect(await variantStock(large!.id)).toBe(4)
    expect(await stockOf(shirt.id)).toBe(4)

    const late = visitor(t)
    // Added while it was in stock (another buyer took the last ones since).
    await db().update(product_variants).set({ stock: 1 }).where(eq(product_variants.id, small!.id))
    const added = await late.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: shirt.id, variant_id: small!.id },
    })
    expect(added.statusCode).toBe(200)
    await db().update(product_variants).set({ stock: 0 }).where(eq(product_variants.id, small!.id))
    const refused = await checkout(late)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'Sản phẩm đã hết hàng hoặc không đủ số lượng: Áo thun. Vui lòng xem lại giỏ hàng.',
    )
    expect(await stockOf(shirt.id)).toBe(4)
  })

  it('ignores every price the client sends', async () => {
    const product = await createProduct(db(), { price: 250_000 })
    const guest = await guestWith([{ product_id: product.id, quantity: 2 }])
    const res = await checkout(
      guest,
      checkoutBody({
        subtotal: 1,
        discount: 499_999,
        shipping_fee: 0,
        total: 1,
        items: [{ product_id: product.id, quantity: 2, unit_price: 1, price: 1 }],
        unit_price: 1,
      }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toMatchObject({
      subtotal: 500_000,
      discount: 0,
      shipping_fee: 0,
      total: 500_000,
    })
    expect(res.json().order.items[0]).toMatchObject({ unit_price: 250_000, line_total: 500_000 })
  })

  it('answers the same key with the same order, one after the other', async () => {
    const product = await createProduct(db())
    const guest = await guestWith([{ product_id: product.id, quantity: 2 }])
    const key = newIdempotencyKey()
    const email = 'lap.lai@example.vn'
    const first = await checkout(guest, checkoutBody({ email }), key)
    const second = await checkout(guest, checkoutBody({ email, shipping_method: 'express' }), key)
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json().order.code).toBe(first.json().order.code)
    expect(second.json().order.shipping_method).toBe('standard')
    expect(await stockOf(product.id)).toBe(8)
    // The replay queues no second mail.
    expect(await outboxRowsOf(email)).toHaveLength(1)
    // Another visitor's identical key is another order's key.
    const other = await guestWith([{ product_id: product.id }])
    const theirs = await checkout(other, checkoutBody(), key)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.json().order.code).not.toBe(first.json().order.code)
  })

  it('refuses an empty cart: a visitor without one, and a cart already ordered under a new key', async () => {
    const stranger = await checkout(visitor(t), checkoutBody({ email: 'la@example.vn' }))
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().errors).toEqual({ cart: ['Giỏ hàng của bạn đang trống.'] })

    const product = await createProduct(db())
    const guest = await guestWith([{ product_id: product.id }])
    const key = newIdempotencyKey()
    expect((await checkout(guest, checkoutBody(), key)).statusCode).toBe(201)
    const again = await checkout(guest, checkoutBody())
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ cart: ['Giỏ hàng của bạn đang trống.'] })
    // The first key still answers its order, though the cart is empty now.
    expect((await checkout(guest, checkoutBody(), key)).statusCode).toBe(200)
    expect(await stockOf(product.id)).toBe(9)
  })

  it('answers concurrent requests with the same key with one order', async () => {
    const product = await createProduct(db())
    const guest = await guestWith([{ product_id: product.id, quantity: 3 }])
    const key = newIdempotencyKey()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => checkout(guest, checkoutBody(), key)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ])
    expect(new Set(answers.map((a) => a.json().order.code)).size).toBe(1)
    expect(await stockOf(product.id)).toBe(7)
    const count = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from order_items where product_id = ${product.id}`,
      ),
    )
    expect(count[0]!.n).toBe(1)
  })

  it('never oversells: 100 concurrent buyers of a product with stock 7 make exactly 7 orders', async () => {
    const product = await createProduct(db(), { name: 'Hàng hiếm', stock: 7, price: 99_000 })
    const buyers = await Promise.all(
      Array.from({ length: 100 }, () => guestWith([{ product_id: product.id }])),
    )
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer)))
    const created = answers.filter((a) => a.statusCode === 201)
    const refused = answers.filter((a) => a.statusCode !== 201)
    expect(created).toHaveLength(7)
    expect(refused).toHaveLength(93)
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json().message).toBe(
        'Sản phẩm đã hết hàng hoặc không đủ số lượng: Hàng hiếm. Vui lòng xem lại giỏ hàng.',
      )
    }
    expect(await stockOf(product.id)).toBe(0)
    const ordered = rowsOf<{ n: number; q: number }>(
      await db().execute(
        sql`select count(distinct order_id)::int as n, sum(quantity)::int as q from order_items where product_id = ${product.id}`,
      ),
    )
    expect(ordered[0]).toEqual({ n: 7, q: 7 })
    // The refused buyers keep their cart, flagged.
    const cart = (
      await buyers
        .find((_, i) => answers[i]!.statusCode === 409)!
        .request({
          method: 'GET',
          url: '/api/v1/cart',
        })
    ).json()
    expect(cart.items[0].issues[0].code).toBe('out_of_stock')
  }, 120_000)

  it('refuses the order, whole, when the last units go while it is written', async () => {
    const product = await createProduct(db(), { name: 'Nồi chiên không dầu', stock: 1 })
    const buyer = await guestWith([{ product_id: product.id }])
    // Another buyer takes the last unit after this order was priced and before its stock is taken
    // (in this transaction, so that it is rolled back with it): the stock statement then finds
    // too little and the COMMIT that travels with it never runs.
    await db().execute(
      sql.raw(`create function test_sell_out() returns trigger language plpgsql as $$
        begin
          update products set stock = 0 where id = ${product.id};
          return new;
        end $$`),
    )
    await db().execute(
      sql.raw(`create trigger test_sell_out after insert on order_items
        for each row when (new.product_id = ${product.id}) execute function test_sell_out()`),
    )
    let res
    try {
      res = await checkout(buyer, checkoutBody({ email: 'het.hang@example.vn' }))
    } finally {
      await db().execute(sql`drop trigger test_sell_out on order_items`)
      await db().execute(sql`drop function test_sell_out()`)
    }
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Sản phẩm đã hết hàng hoặc không đủ số lượng: Nồi chiên không dầu. Vui lòng xem lại giỏ hàng.',
    )
    // Nothing of the order was kept, and the line stays in the cart.
    const written = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from order_items where product_id = ${product.id}`,
      ),
    )
    expect(written[0]!.n).toBe(0)
    // Nor its mail, queued in the message that carried the COMMIT.
    expect(await outboxRowsOf('het.hang@example.vn')).toEqual([])
    expect(await stockOf(product.id)).toBe(1)
    expect((await buyer.request({ method: 'GET', url: '/api/v1/cart/count' })).json().count).toBe(1)
  })

  it('records the voucher use and holds every limit, even for concurrent orders', async () => {
    const product = await createProduct(db(), { price: 400_000, stock: 50 })
    const voucher = await createVoucher(db(), {
      kind: 'fixed',
      value: 50_000,
      min_order_total: 300_000,
      usage_limit: 3,
      per_customer_limit: 1,
    })
    const buyers = await Promise.all(
      Array.from({ length: 6 }, () => guestWith([{ product_id: product.id }])),
    )
    for (const buyer of buyers) {
      const applied = await buyer.request({
        method: 'POST',
        url: '/api/v1/cart/voucher',
        payload: { code: voucher.code },
      })
      expect(applied.json().discount).toBe(50_000)
    }
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        checkout(
          buyer,
          checkoutBody({ phone: `09120000${10 + i}`, email: `khach.${i}@example.vn` }),
        ),
      ),
    )
    const created = answers.filter((a) => a.statusCode === 201)
    expect(created).toHaveLength(3)
    for (const answer of created) {
      expect(answer.json().order).toMatchObject({
        subtotal: 400_000,
        discount: 50_000,
        shipping_fee: 30_000,
        total: 380_000,
        voucher_code: voucher.code,
      })
    }
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json().message).toBe('Mã giảm giá đã hết lượt sử dụng.')
    }
    const [row] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id))
    expect(row!.used_count).toBe(3)
    expect(await stockOf(product.id)).toBe(47)

    // One use per customer: the same phone number cannot use it twice.
    const perCustomer = await createVoucher(db(), { per_customer_limit: 1 })
    const first = await guestWith([{ product_id: product.id }])
    await first.request({
      method: 'POST',
      url: '/api/v1/cart/voucher',
      payload: { code: perCustomer.code },
    })
    expect((await checkout(first, checkoutBody({ phone: '0987000111' }))).statusCode).toBe(201)
    const second = await guestWith([{ product_id: product.id }])
    await second.request({
      method: 'POST',
      url: '/api/v1/cart/voucher',
      payload: { code: perCustomer.code },
    })
    const refused = await checkout(
      second,
      checkoutBody({ phone: '+84 987 000 111', email: 'nguoi.khac@example.vn' }),
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      voucher_code: [
        'Mã này chỉ dùng một lần cho mỗi khách hàng (tính theo tài khoản, email và số điện thoại).',
      ],
    })
  })

  it("fills a customer's email from the account and saves the address when asked", async () => {
    const product = await createProduct(db())
    const customer = await createCustomer(t)
    const buyer = visitor(t)
    buyer.login(customer.token)
    await buyer.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: product.id },
    })
    const res = await checkout(buyer, checkoutBody({ email: null, save_address: true }))
    expect(res.statusCode).toBe(201)
    expect(res.json().order.contact.email).toBe(customer.email)
    expect(res.json().order.can_cancel).toBe(true)
    const read = await injectAs(t, customer.token, {
      method: 'GET',
      url: `/api/v1/orders/${res.json().order.code}`,
    })
    expect(read.json()).toEqual(res.json().order)
    const book = await injectAs(t, customer.token, { method: 'GET', url: '/api/v1/addresses' })
    expect(book.json().data).toEqual([
      expect.objectContaining({
        recipient_name: 'Nguyễn Văn An',
        phone: '0912345678',
        ward_code: '00004',
        ward_name: 'Phường Ba Đình',
        province_name: 'Thành phố Hà Nội',
        is_default: true,
      }),
    ])
    const [row] = await db().select().from(orders).where(eq(orders.code, res.json().order.code))
    expect(row!.user_id).toBe(customer.user.id)
    await smtp.waitFor(customer.email)
  })

  it('opens a bank transfer with a VietQR code for the order', async () => {
    const product = await createProduct(db(), { price: 1_000 })
    const guest = await guestWith([{ product_id: product.id }])
    const res = await checkout(
      guest,
      checkoutBody({ payment_method: 'bank_transfer', shipping_method: 'express' }),
    )
    expect(res.statusCode).toBe(201)
    const { order, payment } = res.json()
    expect(order.total).toBe(51_000)
    expect(order.payment_due_at).toBe(payment.expires_at)
    expect(payment).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amount: 51_000,
      memo: order.code,
      bank: { bin: '970416', account_number: '257678859', name: 'ACB – Ngân hàng TMCP Á Châu' },
    })
    expect(payment.qr_payload).toContain(`0814${order.code}`)
    expect(payment.qr_payload).toContain('540551000')
    expect(payment.qr_image).toMatch(/^data:image\/svg\+xml;base64,/)
    const hours = (Date.parse(payment.expires_at) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    // The answer is made from the rows just written: it must be what a later read shows.
    const query = `?phone=${order.contact.phone}`
    const [read, readPayment] = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.code}${query}` }),
      t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.code}/payment${query}` }),
    ])
    expect(read.json()).toEqual(order)
    expect(readPayment.json()).toEqual(payment)
  })

  it('drops the cached catalogue when a product card changes (in stock → low stock)', async () => {
    const plenty = await createProduct(db(), { stock: 20 })
    const few = await createProduct(db(), { stock: 6 })
    const plentyCart = await guestWith([{ product_id: plenty.id }])
    const fewCart = await guestWith([{ product_id: few.id }])
    let changes = 0
    const stop = t.app.changes.on('catalog', () => changes++)
    try {
      expect((await checkout(plentyCart)).statusCode).toBe(201)
      expect(changes).toBe(0)
      expect((await checkout(fewCart)).statusCode).toBe(201)
      // Forgotten in the process that took the order before it answered.
      expect(changes).toBe(1)
    } finally {
      stop()
    }
  })
})
