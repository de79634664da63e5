import { orderMessages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema.ts'
import { createCustomer, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  openMailingShop,
  checkoutBody,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import type { SmtpCapture } from '../../test/smtp-capture.ts'
import { GUEST_ORDER_LINK_DAYS, guestOrderToken } from './guest-order-link.ts'

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
const secret = () => t.app.config.appSecret
let sequence = 0

/** Orders one product; `token` makes it a customer's. Returns the order and its mail. */
async function order(options: { token?: string; body?: Record<string, unknown> } = {}) {
  const product = await createProduct(db(), { price: 250_000 })
  const buyer = visitor(t)
  if (options.token) buyer.login(options.token)
  await buyer.request({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { product_id: product.id },
  })
  const email = `lien.ket.${++sequence}.${Date.now()}@example.vn`
  const res = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody({ email, payment_method: 'bank_transfer', ...options.body }),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  expect(res.statusCode).toBe(201)
  const code = res.json().order.code as string
  const [row] = await db().select().from(orders).where(eq(orders.code, code))
  return { code, row: row!, mail: await smtp.waitFor(email) }
}

/** The link of "Xem đơn hàng" in a mail's text. */
const linkIn = (text: string | undefined) => new URL(/Xem đơn hàng: (\S+)/.exec(text ?? '')![1]!)

const read = (code: string, token: string, what: '' | '/payment' = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${code}${what}?${new URLSearchParams({ token })}`,
  })

describe('the signed link of a guest order', () => {
  it('is in the confirmation mail and opens the order and its payment without signing in', async () => {
    const { code, mail } = await order()
    const link = linkIn(mail.text)
    expect(link.origin + link.pathname).toBe('https://phiencho.test/don-hang/lich-su')
    expect(link.searchParams.get('code')).toBe(code)
    const token = link.searchParams.get('token')!
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-f]{64}$/)
    const href = /<a href="([^"]+)">Xem đơn hàng<\/a>/.exec(String(mail.html))![1]!
    expect(href.replaceAll('&#38;', '&')).toBe(link.href)

    const detail = await read(code, token)
    expect(detail.statusCode).toBe(200)
    expect(detail.headers['cache-control']).toBe('private, no-store')
    expect(detail.json()).toMatchObject({ code, status: 'pending', payment_status: 'unpaid' })
    const payment = await read(code, token, '/payment')
    expect(payment.statusCode).toBe(200)
    expect(payment.json()).toMatchObject({ method: 'bank_transfer', memo: expect.any(String) })
  })

  it('expires after its lifetime', async () => {
    const { code, row } = await order()
    const day = 86_400_000
    const fresh = guestOrderToken(
      secret(),
      row,
      new Date(Date.now() - (GUEST_ORDER_LINK_DAYS - 1) * day),
    )
    expect((await read(code, fresh)).statusCode).toBe(200)
    const stale = guestOrderToken(
      secret(),
      row,
      new Date(Date.now() - GUEST_ORDER_LINK_DAYS * day - 1000),
    )
    const refused = await read(code, stale)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ message: orderMessages.notFound })
  })

  it('refuses a tampered token, a forged expiry, another secret and nonsense, as an unknown order', async () => {
    const { code, row, mail } = await order()
    const token = linkIn(mail.text).searchParams.get('token')!
    const [stamp, mac] = token.split('.') as [string, string]
    const flipped = `${stamp}.${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`
    const later = `${(Number.parseInt(stamp, 36) + 86_400 * 365).toString(36)}.${mac}`
    const otherSecret = guestOrderToken('un-bi-mat-khac-hoan-toan-dai-hon-32-ky-tu', row)
    for (const bad of [flipped, later, otherSecret, mac, `${token}.x`, '', 'abc.def', '.']) {
      const res = await read(code, bad)
      expect(res.statusCode, bad).toBe(404)
      expect(res.json()).toEqual({ message: orderMessages.notFound })
    }
    expect((await read(code, 'x'.repeat(201))).statusCode).toBe(422)
  })

  it("of one order does not open another's", async () => {
    const first = await order()
    const second = await order()
    const firstToken = linkIn(first.mail.text).searchParams.get('token')!
    expect((await read(first.code, firstToken)).statusCode).toBe(200)
    const res = await read(second.code, firstToken)
    expect(res.statusCode).toBe(404)
    expect((await read(second.code, firstToken, '/payment')).statusCode).toBe(404)
    // Signed for the second order's code under the first one's id: still not the second order.
    const crossed = guestOrderToken(secret(), { id: first.row.id, code: second.code })
    expect((await read(second.code, crossed)).statusCode).toBe(404)
  })

  it("is not given for a customer's order, and a token cannot open one", async () => {
    const customer = await createCustomer(t)
    const { code, row, mail } = await order({ token: customer.token })
    // The customer's mail leads to the order in their account.
    const link = linkIn(mail.text)
    expect(link.href).toBe(`https://phiencho.test/my-account/order-history/${code}`)
    expect(mail.text).not.toContain('token=')
    const forged = guestOrderToken(secret(), row)
    expect((await read(code, forged)).statusCode).toBe(404)
    expect((await read(code, forged, '/payment')).statusCode).toBe(404)
  })
})
