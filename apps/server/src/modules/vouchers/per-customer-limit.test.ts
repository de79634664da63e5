import { cartMessages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voucher_redemptions, vouchers } from '../../db/schema.ts'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  fillCart,
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
  newIdempotencyKey,
  visitor,
  type Visitor,
} from '../../test/shop-factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ mailDir: '/tmp/phiencho-per-customer-test-mail' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(() => t?.close())

const db = () => t.database.db
const ONCE =
  'Mã này chỉ dùng một lần cho mỗi khách hàng (tính theo tài khoản, email và số điện thoại).'

/** A visitor (a customer with `token`) whose cart holds one product and the voucher. */
async function cartWith(code: string, token?: string): Promise<Visitor> {
  const product = await createProduct(db(), { price: 400_000, stock: 20 })
  const buyer = visitor(t)
  if (token) buyer.login(token)
  const applied = await fillCart(buyer, product.id, { voucher: code })
  expect(applied?.statusCode).toBe(200)
  return buyer
}

const place = (buyer: Visitor, contact: { phone: string; email?: string | null }) =>
  buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(contact),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })

const usesOf = async (voucherId: number) =>
  (await db().select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]!.used_count

function expectRefused(res: Awaited<ReturnType<typeof place>>) {
  expect(res.statusCode).toBe(422)
  expect(res.json()).toEqual({ message: ONCE, errors: { voucher_code: [ONCE] } })
}

describe('a voucher limited per customer', () => {
  it('counts the phone number: a new email does not make a new customer', async () => {
    const voucher = await createVoucher(db(), { per_customer_limit: 1 })
    const first = await place(await cartWith(voucher.code), {
      phone: '0912 555 001',
      email: 'lan@example.vn',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json().order.voucher_code).toBe(voucher.code)

    const buyer = await cartWith(voucher.code)
    // The same number written another way.
    expectRefused(await place(buyer, { phone: '+84 912 555 001', email: 'lan.moi@example.vn' }))
    expect(await usesOf(voucher.id)).toBe(1)
    // Nothing was ordered and the cart kept its line: without the voucher the order goes through.
    await buyer.request({ method: 'DELETE', url: '/api/v1/cart/voucher' })
    const without = await place(buyer, { phone: '0912555001', email: 'lan.moi@example.vn' })
    expect(without.statusCode).toBe(201)
    expect(without.json().order).toMatchObject({ discount: 0, voucher_code: null })
  })

  it('counts the email, whatever its case: a new phone number does not make a new customer', async () => {
    const voucher = await createVoucher(db(), { per_customer_limit: 1 })
    expect(
      (await place(await cartWith(voucher.code), { phone: '0912555002', email: 'Mai@Example.vn' }))
        .statusCode,
    ).toBe(201)
    const [use] = await db()
      .select()
      .from(voucher_redemptions)
      .where(eq(voucher_redemptions.voucher_id, voucher.id))
    expect(use).toMatchObject({ customer_phone: '0912555002', customer_email: 'mai@example.vn' })
    expectRefused(
      await place(await cartWith(voucher.code), { phone: '0987555002', email: ' mai@example.VN ' }),
    )
  })

  it('lets another person use it, and allows as many uses as the voucher says', async () => {
    const voucher = await createVoucher(db(), { per_customer_limit: 2 })
    const hoa = { phone: '0912555003', email: 'hoa@example.vn' }
    expect((await place(await cartWith(voucher.code), hoa)).statusCode).toBe(201)
    expect(
      (await place(await cartWith(voucher.code), { phone: '0912555004', email: 'binh@example.vn' }))
        .statusCode,
    ).toBe(201)
    expect((await place(await cartWith(voucher.code), hoa)).statusCode).toBe(201)
    const third = await place(await cartWith(voucher.code), hoa)
    expect(third.statusCode).toBe(422)
    expect(third.json().errors.voucher_code).toEqual([cartMessages.voucherPerCustomer(2)])
    expect(cartMessages.voucherPerCustomer(2)).toBe(
      'Mã này chỉ dùng 2 lần cho mỗi khách hàng (tính theo tài khoản, email và số điện thoại).',
    )
    expect(await usesOf(voucher.id)).toBe(3)
  })

  it("counts a customer's account email: the customer cannot use it again as a guest", async () => {
    const voucher = await createVoucher(db(), { per_customer_limit: 1 })
    const customer = await createCustomer(t)
    // The account's email is the order's when none is typed.
    const own = await place(await cartWith(voucher.code, customer.token), {
      phone: '0912555005',
      email: null,
    })
    expect(own.statusCode).toBe(201)
    expectRefused(
      await place(await cartWith(voucher.code), { phone: '0987555005', email: customer.email }),
    )
    // Signed in, the cart already knows the account has used it.
    const product = await createProduct(db())
    const again = visitor(t)
    again.login(customer.token)
    const applied = await fillCart(again, product.id, { voucher: voucher.code })
    expect(applied?.statusCode).toBe(422)
    expect(applied?.json().errors).toEqual({ code: [ONCE] })
  })

  it('lets only one of two orders placed at once with the same phone number have it', async () => {
    const voucher = await createVoucher(db(), { per_customer_limit: 1, usage_limit: 100 })
    const buyers = await Promise.all([cartWith(voucher.code), cartWith(voucher.code)])
    const answers = await Promise.all([
      place(buyers[0]!, { phone: '0912555006', email: 'mot@example.vn' }),
      place(buyers[1]!, { phone: '0912 555 006', email: 'hai@example.vn' }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422])
    expectRefused(answers.find((res) => res.statusCode === 422)!)
    expect(await usesOf(voucher.id)).toBe(1)
    const uses = await db()
      .select()
      .from(voucher_redemptions)
      .where(eq(voucher_redemptions.voucher_id, voucher.id))
    expect(uses).toHaveLength(1)
  })
})
