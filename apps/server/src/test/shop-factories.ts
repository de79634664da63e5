import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { vouchers, website_settings } from '../db/schema.ts'
import { seedGeo } from '../db/seed/geo.ts'
import { clearCommerceSettingsCache } from '../modules/settings/index.ts'
import { createTestApp, type TestApp } from './app.ts'
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts'

// Factories and helpers for cart, checkout and order tests.

/** A ward of Hà Nội (north) and one of Thành phố Hồ Chí Minh (south), from the real data. */
export const HANOI = { province_code: '01', ward_code: '00004' }
export const SAIGON = { province_code: '79', ward_code: '25747' }

/** The 34 provinces and 3,321 wards, as production has them. */
export async function loadGeo(db: Db) {
  await seedGeo(db)
}

/** Website settings with a bank account (the published ACB vector) and free shipping from 500k. */
export async function createShopSettings(
  db: Db,
  overrides: Partial<typeof website_settings.$inferInsert> = {},
) {
  await db.execute(sql`delete from website_settings`)
  await db.insert(website_settings).values({
    site_name: 'Phiên Chợ',
    site_description: 'Chợ thử nghiệm',
    bank_bin: '970416',
    bank_name: 'ACB – Ngân hàng TMCP Á Châu',
    bank_account_number: '257678859',
    bank_account_name: 'CONG TY PHIEN CHO',
    free_shipping_threshold: 500_000,
    shipping_fees: { north: 30_000, central: 35_000, south: 40_000 },
    express_shipping_fees: { north: 50_000, central: 60_000, south: 70_000 },
    ...overrides,
  })
  clearCommerceSettingsCache(db)
}

let voucherSequence = 0

export async function createVoucher(db: Db, overrides: Partial<typeof vouchers.$inferInsert> = {}) {
  voucherSequence += 1
  const [row] = await db
    .insert(vouchers)
    .values({
      code: `THU${voucherSequence}${Date.now() % 100_000}`,
      kind: 'percent',
      value: 10,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
      ...overrides,
    })
    .returning()
  return row!
}

/**
 * A shop that mails through an SMTP capture (its links to https://phiencho.test), with Vietnam's
 * provinces and wards and the shop's settings loaded: what checkout, order and back-office mail
 * tests start from.
 */
export async function openMailingShop(): Promise<{ t: TestApp; smtp: SmtpCapture }> {
  const smtp = await startSmtpCapture()
  const t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://phiencho.test' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  return { t, smtp }
}

/** A browser: keeps the cookies the server sets, like a guest's cart cookie. */
export function visitor(t: TestApp, initial: Record<string, string> = {}) {
  const cookies: Record<string, string> = { ...initial }
  const remember = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') Reflect.deleteProperty(cookies, cookie.name)
      else cookies[cookie.name] = cookie.value
    }
    return res
  }
  let bearer: string | null = null
  return {
    cookies,
    login(token: string) {
      bearer = token
    },
    async request(options: {
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
      url: string
      payload?: unknown
      headers?: Record<string, string>
    }) {
      return remember(
        await t.app.inject({
          method: options.method,
          url: options.url,
          ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
          cookies,
          headers: {
            ...options.headers,
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
        }),
      )
    },
  }
}
export type Visitor = ReturnType<typeof visitor>

/**
 * Puts `quantity` of the product in the visitor's cart and, when given, applies the voucher code;
 * answers the voucher's response (null without one).
 */
export async function fillCart(
  buyer: Visitor,
  productId: number,
  options: { quantity?: number; voucher?: string } = {},
) {
  await buyer.request({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { product_id: productId, quantity: options.quantity ?? 1 },
  })
  if (options.voucher === undefined) return null
  return buyer.request({
    method: 'POST',
    url: '/api/v1/cart/voucher',
    payload: { code: options.voucher },
  })
}

export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Văn An',
  phone: '0912 345 678',
  email: 'an.nguyen@example.vn',
  ...HANOI,
  street: '12 Lý Thường Kiệt',
  shipping_method: 'standard',
  payment_method: 'cod',
  ...overrides,
})

let keySequence = 0
export const newIdempotencyKey = () => `test-key-${process.pid}-${Date.now()}-${++keySequence}`
