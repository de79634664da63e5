import {
  adminPaths,
  adminUrl,
  apiPaths,
  BANK_QR_PREVIEW_AMOUNT,
  BANK_QR_PREVIEW_MEMO,
  messages,
  settingsMessages,
} from '@phiencho/contracts'
import { buildVietQrPayload } from '@phiencho/vn'
import { desc, gt } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, roles, user_roles, website_settings } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { picture, fileForm } from '../../test/upload-factories.ts'

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
let admin: Awaited<ReturnType<typeof createStaff>>
let banker: Awaited<ReturnType<typeof createStaff>>
let editor: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  // The read caches on, as in production: only the change bus can make a change show at once.
  t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '60000' })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  owner = await createStaff(t, ['owner'])
  admin = await createStaff(t, ['admin'])
  editor = await createStaff(t, ['editor'])
  banker = await createStaff(t, [])
  const [bankRole] = await t.database.db
    .insert(roles)
    .values({ name: 'Chỉ ngân hàng', permissions: ['settings:bank'] })
    .returning()
  await t.database.db.insert(user_roles).values({ user_id: banker.user.id, role_id: bankRole!.id })
})
afterAll(() => t.close())

const settingsUrl = adminUrl(adminPaths.settings)
const previewUrl = (query: string) => `${adminUrl(adminPaths.settingsBankQrPreview)}?${query}`

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: audit_log.id })
    .from(audit_log)
    .orderBy(desc(audit_log.id))
    .limit(1)
  return row?.id ?? 0
}
const auditRowsSince = (id: number) =>
  t.database.db.select().from(audit_log).where(gt(audit_log.id, id))
const settingsRow = async () => (await t.database.db.select().from(website_settings))[0]!

const patch = (token: string, payload: object, headers: Record<string, string> = {}) =>
  injectAs(t, token, { method: 'PATCH', url: settingsUrl, payload, headers })

describe('who may call the settings routes', () => {
  it('answers 401 anonymous, 403 to a shopper and to staff without a settings permission', async () => {
    const shopper = await createCustomer(t)
    const png = await picture(32, 32).png().toBuffer()
    const routes: InjectOptions[] = [
      { method: 'GET', url: settingsUrl },
      { method: 'PATCH', url: settingsUrl, payload: { site_name: 'X' } },
      { method: 'GET', url: previewUrl('bin=970436&account_number=0123456789') },
      {
        method: 'POST',
        url: adminUrl(adminPaths.settingsImages),
        ...(await fileForm(png, { filename: 'logo.png', type: 'image/png' })),
      },
    ]
    for (const route of routes) {
      const where = `${route.method} ${route.url}`
      expect((await t.app.inject(route)).statusCode, where).toBe(401)
      for (const token of [shopper.token, editor.token]) {
        const refused = await injectAs(t, token, route)
        expect(refused.statusCode, where).toBe(403)
        expect(refused.json(), where).toEqual({ message: messages.forbidden })
      }
    }
    // The bank preview needs settings:bank, which Quản trị viên lacks; images need settings:write.
    const preview = routes[2]!
    expect((await injectAs(t, admin.token, preview)).statusCode).toBe(403)
    expect((await injectAs(t, banker.token, routes[3]!)).statusCode).toBe(403)
  })

  it('shows each person the groups they may edit', async () => {
    const all = (await injectAs(t, owner.token, { method: 'GET', url: settingsUrl })).json()
    expect(all.website).toMatchObject({ site_name: 'Phiên Chợ' })
    expect(all.commerce).toMatchObject({
      free_shipping_threshold: 500_000,
      payment_methods: ['cod', 'bank_transfer', 'vnpay'],
    })
    expect(all.bank).toEqual({
      bank_bin: '970416',
      bank_name: 'ACB – Ngân hàng TMCP Á Châu',
      bank_account_number: '257678859',
      bank_account_name: 'CONG TY PHIEN CHO',
    })
    const write = (await injectAs(t, admin.token, { method: 'GET', url: settingsUrl })).json()
    expect(write.website).not.toBeNull()
    expect(write.commerce).not.toBeNull()
    expect(write.bank).toBeNull()
    const bank = (await injectAs(t, banker.token, { method: 'GET', url: settingsUrl })).json()
    expect(bank.website).toBeNull()
    expect(bank.commerce).toBeNull()
    expect(bank.bank).toMatchObject({ bank_bin: '970416' })
  })
})

describe('PATCH /admin/settings', () => {
  it('refuses (403) a change touching a field the caller may not edit, changing nothing', async () => {
    const before = await settingsRow()
    const since = await lastAuditId()
    const mixed = await patch(admin.token, { site_name: 'Chợ Mới', bank_bin: '970436' })
    expect(mixed.statusCode).toBe(403)
    expect(mixed.json()).toEqual({ message: messages.forbidden })
    const other = await patch(banker.token, { bank_bin: '970436', free_shipping_threshold: 0 })
    expect(other.statusCode).toBe(403)
    expect(await settingsRow()).toEqual(before)
    expect(await auditRowsSince(since)).toEqual([])
  })

  it('answers 422 with a Vietnamese message per field, changing nothing', async () => {
    const before = await settingsRow()
    const since = await lastAuditId()
    const res = await patch(owner.token, {
      site_name: ' ',
      contact_phone: '0123',
      contact_email: 'khong-phai-email',
      facebook_url: 'ftp://facebook.com/phiencho',
      favicon: 'uploads/../../etc/passwd',
      business_registration_number: '01098765',
      shipping_fees: { north: -1, central: 35_000, south: 30_000 },
      payment_methods: [],
      bank_bin: '999999',
      bank_account_number: '12ab',
      bank_account_name: '!!',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      site_name: [settingsMessages.siteName],
      contact_phone: [settingsMessages.contactPhone],
      contact_email: [settingsMessages.contactEmail],
      facebook_url: [settingsMessages.url],
      favicon: [settingsMessages.image],
      business_registration_number: [settingsMessages.businessRegistration],
      'shipping_fees.north': [settingsMessages.fee],
      payment_methods: [settingsMessages.paymentMethods],
      bank_bin: [settingsMessages.bankBin],
      bank_account_number: [settingsMessages.bankAccountNumber],
      bank_account_name: [settingsMessages.bankAccountName],
    })
    const empty = await patch(owner.token, {})
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ _: [settingsMessages.empty] })
    // A well-formed path of a picture nobody uploaded.
    const unknown = await patch(owner.token, {
      logo: '/media/uploads/2026/01/0123456789abcdef01234567.webp',
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ logo: [settingsMessages.image] })
    expect(await settingsRow()).toEqual(before)
    expect(await auditRowsSince(since)).toEqual([])
  })

  it('commits the change with its audit row, and the shop uses it at once', async () => {
    // Read first, so that the kept answers and the settings row hold the old values.
    const publicBefore = await t.app.inject({ method: 'GET', url: apiPaths.websiteSettings })
    expect(publicBefore.json().site_name).toBe('Phiên Chợ')
    const png = await picture(48, 48, '#16a34a').png().toBuffer()
    const uploaded = await injectAs(t, admin.token, {
      method: 'POST',
      url: adminUrl(adminPaths.settingsImages),
      ...(await fileForm(png, { filename: 'logo.png', type: 'image/png' })),
    })
    expect(uploaded.statusCode).toBe(201)
    const logoUrl = uploaded.json().url as string
    expect(logoUrl).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/)

    const since = await lastAuditId()
    const res = await patch(
      admin.token,
      {
        site_name: 'Chợ Phiên Mới',
        logo: logoUrl,
        contact_phone: '024 3825 1234',
        business_registration_number: '0109876543-001',
        youtube_url: '',
        shipping_fees: { north: 25_000, central: 35_000, south: 45_000 },
        free_shipping_threshold: 0,
        payment_methods: ['bank_transfer', 'cod'],
      },
      { 'x-request-id': 'cai-dat-1' },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().website).toMatchObject({
      site_name: 'Chợ Phiên Mới',
      logo: logoUrl.slice('/media/'.length),
      logo_url: logoUrl,
      contact_phone: '024 3825 1234',
      business_registration_number: '0109876543001',
      youtube_url: null,
    })
    expect(res.json().commerce).toMatchObject({ payment_methods: ['cod', 'bank_transfer'] })
    expect(res.json().bank).toBeNull()

    const rows = await auditRowsSince(since)
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: admin.user.id,
        permission: 'settings:write',
        action: 'settings.update',
        entity_type: 'settings',
        entity_id: 'website',
        request_id: 'cai-dat-1',
      }),
    ])
    expect(rows[0]!.before).toMatchObject({ site_name: 'Phiên Chợ', logo: null })
    expect(rows[0]!.after).toMatchObject({ site_name: 'Chợ Phiên Mới', logo: expect.any(String) })
    // Unchanged (null before and after): not in the row.
    expect(rows[0]!.before).not.toHaveProperty('youtube_url')

    const publicAfter = await t.app.inject({ method: 'GET', url: apiPaths.websiteSettings })
    expect(publicAfter.json()).toMatchObject({
      site_name: 'Chợ Phiên Mới',
      logo: logoUrl,
      free_shipping_threshold: 0,
    })

    const product = await createProduct(t.database.db, { price: 600_000, stock: 10 })
    const buyer = visitor(t)
    await buyer.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: product.id, quantity: 1 },
    })
    const quote = await buyer.request({
      method: 'GET',
      url: `${apiPaths.checkoutQuote}?province_code=79`,
    })
    expect(quote.json()).toMatchObject({
      shipping_fee: 45_000,
      shipping_options: [{ method: 'standard', fee: 45_000, is_free: false }, {}],
    })
    expect(quote.json().payment_options).toContainEqual(
      expect.objectContaining({ method: 'vnpay', available: false }),
    )
  })

  it('changes the bank account for settings:bank, and the next VietQR uses it', async () => {
    const since = await lastAuditId()
    const res = await patch(banker.token, {
      bank_bin: '970436',
      bank_account_number: '0071 0012 34567',
      bank_account_name: 'Công ty TNHH Phiên Chợ Đồng Nai',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      website: null,
      commerce: null,
      bank: {
        bank_bin: '970436',
        bank_name: 'Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam',
        bank_account_number: '0071001234567',
        bank_account_name: 'CONG TY TNHH PHIEN CHO DONG NAI',
      },
    })
    const [row] = await auditRowsSince(since)
    expect(row).toMatchObject({
      permission: 'settings:bank',
      before: { bank_bin: '970416', bank_account_number: '257678859' },
      after: { bank_bin: '970436', bank_account_number: '0071001234567' },
    })

    const product = await createProduct(t.database.db, { price: 150_000, stock: 10 })
    const buyer = visitor(t)
    await buyer.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: product.id, quantity: 1 },
    })
    const placed = await buyer.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody({ payment_method: 'bank_transfer' }),
      headers: { 'idempotency-key': newIdempotencyKey() },
    })
    expect(placed.statusCode).toBe(201)
    const { code, total } = placed.json().order as { code: string; total: number }
    const payment = await buyer.request({
      method: 'GET',
      url: `/api/v1/orders/${code}/payment?phone=0912345678`,
    })
    expect(payment.statusCode).toBe(200)
    expect(payment.json()).toMatchObject({
      method: 'bank_transfer',
      bank: { bin: '970436', account_number: '0071001234567' },
      qr_payload: buildVietQrPayload({
        bankBin: '970436',
        accountNumber: '0071001234567',
        amount: total,
        memo: code,
      }),
    })
  })
})

describe('GET /admin/settings/bank-qr-preview', () => {
  it('answers the VietQR of a sample transfer, with messages per field', async () => {
    const res = await injectAs(t, banker.token, {
      method: 'GET',
      url: previewUrl(
        'bin=970418&account_number=1234%20567%20890&account_name=Nguy%E1%BB%85n%20V%C4%83n%20An',
      ),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      bank: {
        bin: '970418',
        name: 'BIDV – Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
        account_number: '1234567890',
        account_name: 'NGUYEN VAN AN',
      },
      amount: BANK_QR_PREVIEW_AMOUNT,
      memo: BANK_QR_PREVIEW_MEMO,
      qr_payload: buildVietQrPayload({
        bankBin: '970418',
        accountNumber: '1234567890',
        amount: BANK_QR_PREVIEW_AMOUNT,
        memo: BANK_QR_PREVIEW_MEMO,
      }),
      qr_image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    const bad = await injectAs(t, owner.token, {
      method: 'GET',
      url: previewUrl('bin=123456&account_number=12'),
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      bin: [settingsMessages.bankBin],
      account_number: [settingsMessages.bankAccountNumber],
    })
  })
})
