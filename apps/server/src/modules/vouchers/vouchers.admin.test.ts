import { adminPaths, adminUrl, adminVoucherMessages, messages } from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, vouchers } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct } from '../../test/catalog-factories.ts'
import {
  fillCart,
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'

let t: TestApp
type Staff = Awaited<ReturnType<typeof createStaff>>
let owner: Staff
let admin: Staff
let clerk: Staff
beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  owner = await createStaff(t, ['owner'])
  admin = await createStaff(t, ['admin'])
  clerk = await createStaff(t, ['orders'])
})
afterAll(() => t?.close())

const db = () => t.database.db
const as = (token: string, options: InjectOptions) => injectAs(t, token, options)
const listUrl = adminUrl(adminPaths.vouchers)
const voucherUrl = (id: number) => adminUrl(adminPaths.voucher, { id })
const day = 86_400_000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()

let codeSequence = 0
const newCode = () => `KM${Date.now() % 1_000_000}X${++codeSequence}`

const body = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  description: 'Giảm cho khách mới',
  kind: 'percent',
  value: 10,
  max_discount: 50_000,
  min_order_total: 0,
  starts_at: iso(-day),
  ends_at: iso(30 * day),
  usage_limit: 100,
  per_customer_limit: 1,
  is_active: true,
  category_ids: [],
  ...overrides,
})

const create = (payload: object, token = owner.token) =>
  as(token, { method: 'POST', url: listUrl, payload })
const put = (id: number, payload: object, token = owner.token) =>
  as(token, { method: 'PUT', url: voucherUrl(id), payload })
const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'voucher'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id)

/** A guest orders a product of `price` with the code; the answer of the checkout. */
async function orderWith(code: string, price = 500_000) {
  const product = await createProduct(db(), { price, stock: 20 })
  const buyer = visitor(t)
  const applied = await fillCart(buyer, product.id, { voucher: code })
  const checkout = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody(),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  return { applied, checkout }
}

describe('who may use the voucher console', () => {
  it('answers 401 without a session and 403 to a shopper or staff without voucher:write', async () => {
    const voucher = await createVoucher(db())
    const shopper = await createCustomer(t)
    const routes: InjectOptions[] = [
      { method: 'GET', url: listUrl },
      { method: 'GET', url: adminUrl(adminPaths.voucherCategoryOptions) },
      { method: 'POST', url: listUrl, payload: body() },
      { method: 'GET', url: voucherUrl(voucher.id) },
      { method: 'PUT', url: voucherUrl(voucher.id), payload: body() },
      { method: 'POST', url: adminUrl(adminPaths.voucherDeactivate, { id: voucher.id }) },
      { method: 'POST', url: adminUrl(adminPaths.voucherActivate, { id: voucher.id }) },
      { method: 'GET', url: adminUrl(adminPaths.voucherRedemptions, { id: voucher.id }) },
    ]
    for (const route of routes) {
      const where = `${route.method} ${route.url}`
      expect((await t.app.inject(route)).statusCode, where).toBe(401)
      for (const token of [shopper.token, clerk.token]) {
        const refused = await as(token, route)
        expect(refused.statusCode, where).toBe(403)
        expect(refused.json(), where).toEqual({ message: messages.forbidden })
      }
    }
    // Nothing changed, nothing recorded.
    expect(await auditOf(voucher.id)).toEqual([])
    expect((await as(admin.token, routes[0]!)).statusCode).toBe(200)
  })
})

describe('creating a voucher', () => {
  it('stores the code upper-cased with its categories, and records it', async () => {
    const phones = await createCategory(db(), { name: 'Điện thoại' })
    const code = newCode()
    const res = await create(
      body({ code: ` ${code.toLowerCase()} `, category_ids: [phones.id, phones.id] }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const voucher = res.json()
    expect(voucher).toMatchObject({
      code,
      kind: 'percent',
      value: 10,
      max_discount: 50_000,
      used_count: 0,
      usage_limit: 100,
      status: 'active',
      categories: [{ id: phones.id, name: 'Điện thoại' }],
    })
    const [row] = await auditOf(voucher.id)
    expect(row).toMatchObject({
      action: 'voucher.create',
      actor_id: owner.user.id,
      permission: 'voucher:write',
      before: null,
      after: { code, kind: 'percent', value: 10, category_ids: [phones.id] },
    })
    const read = await as(owner.token, { method: 'GET', url: voucherUrl(voucher.id) })
    expect(read.json()).toEqual(voucher)
  })

  it('answers 422 per field, in Vietnamese, and writes nothing', async () => {
    const taken = await createVoucher(db())
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ value: 0 }, 'value', adminVoucherMessages.percentValue],
      [{ value: 101 }, 'value', adminVoucherMessages.percentValue],
      [{ kind: 'fixed', value: 0, max_discount: null }, 'value', adminVoucherMessages.fixedValue],
      [{ kind: 'fixed', value: 20_000 }, 'max_discount', adminVoucherMessages.maxDiscountFixed],
      [
        { starts_at: iso(2 * day), ends_at: iso(day) },
        'ends_at',
        adminVoucherMessages.endsBeforeStart,
      ],
      [{ code: 'giảm giá' }, 'code', adminVoucherMessages.code],
      [{ code: 'AB' }, 'code', adminVoucherMessages.code],
      [{ code: taken.code.toLowerCase() }, 'code', adminVoucherMessages.codeTaken],
      [
        { category_ids: [2_000_000_000] },
        'category_ids',
        adminVoucherMessages.categoryMissing([2_000_000_000]),
      ],
      [{ usage_limit: 0 }, 'usage_limit', adminVoucherMessages.usageLimit],
      [{ per_customer_limit: -1 }, 'per_customer_limit', adminVoucherMessages.perCustomerLimit],
      [{ min_order_total: -5 }, 'min_order_total', adminVoucherMessages.minOrderTotal],
      [{ starts_at: 'ngày mai' }, 'starts_at', adminVoucherMessages.startsAt],
    ]
    const before = (await db().select().from(vouchers)).length
    for (const [overrides, field, message] of cases) {
      const res = await create(body(overrides))
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422)
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message])
    }
    expect((await db().select().from(vouchers)).length).toBe(before)
  })
})

describe('editing a voucher', () => {
  it('replaces its terms and categories, recording what changed', async () => {
    const home = await createCategory(db(), { name: 'Gia dụng' })
    const created = (await create(body())).json()
    const res = await put(
      created.id,
      body({
        code: created.code,
        kind: 'fixed',
        value: 30_000,
        max_discount: null,
        min_order_total: 300_000,
        category_ids: [home.id],
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      kind: 'fixed',
      value: 30_000,
      max_discount: null,
      categories: [{ id: home.id, name: 'Gia dụng' }],
    })
    const rows = await auditOf(created.id)
    expect(rows.map((row) => row.action)).toEqual(['voucher.create', 'voucher.update'])
    expect(rows[1]).toMatchObject({
      before: {
        kind: 'percent',
        value: 10,
        max_discount: 50_000,
        min_order_total: 0,
        category_ids: [],
      },
      after: {
        kind: 'fixed',
        value: 30_000,
        max_discount: null,
        min_order_total: 300_000,
        category_ids: [home.id],
      },
    })
  })

  it('keeps the code, kind and value of a used voucher, and its total above its uses', async () => {
    const created = (await create(body({ value: 10, usage_limit: 5 }))).json()
    const { checkout } = await orderWith(created.code)
    expect(checkout.statusCode, checkout.body).toBe(201)
    const locked = adminVoucherMessages.lockedAfterUse(1)
    const res = await put(
      created.id,
      body({ code: newCode(), kind: 'fixed', value: 20_000, max_discount: null }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ code: [locked], kind: [locked], value: [locked] })
    // used_count <= usage_limit is the table's check: answered on the field before it fails.
    await db().update(vouchers).set({ used_count: 3 }).where(eq(vouchers.id, created.id))
    const below = await put(created.id, body({ code: created.code, usage_limit: 2 }))
    expect(below.statusCode).toBe(422)
    expect(below.json().errors).toEqual({
      usage_limit: [adminVoucherMessages.usageBelowUsed(3)],
    })
    // Its dates and limits stay editable.
    const extended = await put(
      created.id,
      body({ code: created.code, ends_at: iso(90 * day), usage_limit: 50 }),
    )
    expect(extended.statusCode, extended.body).toBe(200)
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual([
      'voucher.create',
      'voucher.update',
    ])
  })

  it('answers 404 for a voucher that does not exist, and 422 for a bad id', async () => {
    for (const options of [
      { method: 'GET', url: voucherUrl(999_999) },
      { method: 'PUT', url: voucherUrl(999_999), payload: body() },
      { method: 'POST', url: adminUrl(adminPaths.voucherDeactivate, { id: 999_999 }) },
      { method: 'GET', url: adminUrl(adminPaths.voucherRedemptions, { id: 999_999 }) },
    ] as InjectOptions[]) {
      const res = await as(owner.token, options)
      expect(res.statusCode, String(options.url)).toBe(404)
      expect(res.json().message).toBe(adminVoucherMessages.notFound)
    }
    expect((await as(owner.token, { method: 'GET', url: `${listUrl}/abc` })).statusCode).toBe(422)
  })
})

describe('switching a voucher off and on', () => {
  it('stops the code at once in the cart and at checkout, and lets it work again', async () => {
    const created = (
      await create(body({ kind: 'fixed', value: 25_000, max_discount: null }))
    ).json()
    const product = await createProduct(db(), { price: 300_000 })
    const buyer = visitor(t)
    const applied = await fillCart(buyer, product.id, { voucher: created.code })
    expect(applied?.json().discount).toBe(25_000)

    const off = await as(admin.token, {
      method: 'POST',
      url: adminUrl(adminPaths.voucherDeactivate, { id: created.id }),
    })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ is_active: false, status: 'inactive' })
    const again = await as(admin.token, {
      method: 'POST',
      url: adminUrl(adminPaths.voucherDeactivate, { id: created.id }),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(adminVoucherMessages.alreadyInactive)

    const cart = (await buyer.request({ method: 'GET', url: '/api/v1/cart' })).json()
    expect(cart).toMatchObject({ discount: 0, voucher_error: 'Mã giảm giá không tồn tại.' })
    const refused = await buyer.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody(),
      headers: { 'idempotency-key': newIdempotencyKey() },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Mã giảm giá không tồn tại.')

    const on = await as(admin.token, {
      method: 'POST',
      url: adminUrl(adminPaths.voucherActivate, { id: created.id }),
    })
    expect(on.json()).toMatchObject({ is_active: true, status: 'active' })
    const placed = await buyer.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody(),
      headers: { 'idempotency-key': newIdempotencyKey() },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().order.discount).toBe(25_000)

    const rows = await auditOf(created.id)
    expect(rows.map((row) => [row.action, row.actor_id, row.before, row.after])).toEqual([
      ['voucher.create', owner.user.id, null, expect.any(Object)],
      ['voucher.deactivate', admin.user.id, { is_active: true }, { is_active: false }],
      ['voucher.activate', admin.user.id, { is_active: false }, { is_active: true }],
    ])
  })
})

describe('the voucher list', () => {
  it('filters by status, searches the code and counts every status', async () => {
    const tag = `LOC${Date.now() % 100_000}`
    const made = {
      active: await createVoucher(db(), { code: `${tag}A` }),
      scheduled: await createVoucher(db(), {
        code: `${tag}S`,
        starts_at: new Date(Date.now() + day),
        ends_at: new Date(Date.now() + 2 * day),
      }),
      expired: await createVoucher(db(), {
        code: `${tag}E`,
        starts_at: new Date(Date.now() - 2 * day),
        ends_at: new Date(Date.now() - 1000),
      }),
      used_up: await createVoucher(db(), { code: `${tag}U`, usage_limit: 2, used_count: 2 }),
      inactive: await createVoucher(db(), { code: `${tag}I`, is_active: false }),
    }
    const all = await as(owner.token, { method: 'GET', url: `${listUrl}?q=${tag.toLowerCase()}` })
    expect(all.statusCode, all.body).toBe(200)
    expect(all.json().counts).toEqual({
      active: 1,
      scheduled: 1,
      expired: 1,
      used_up: 1,
      inactive: 1,
    })
    expect(all.json().meta).toMatchObject({ total: 5, per_page: 20, current_page: 1 })
    for (const [status, voucher] of Object.entries(made)) {
      const res = await as(owner.token, {
        method: 'GET',
        url: `${listUrl}?q=${tag}&status=${status}`,
      })
      expect(
        res.json().data.map((row: { code: string; status: string }) => [row.code, row.status]),
        status,
      ).toEqual([[voucher.code, status]])
    }
    const used = (await as(owner.token, { method: 'GET', url: `${listUrl}?q=${tag}U` })).json()
      .data[0]
    expect(used).toMatchObject({ used_count: 2, usage_limit: 2 })
    const bad = await as(owner.token, { method: 'GET', url: `${listUrl}?status=dang-chay&page=0` })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'status'])
  })

  it('pages by 20, newest first', async () => {
    const tag = `PG${Date.now() % 100_000}`
    for (let i = 0; i < 21; i++) await createVoucher(db(), { code: `${tag}N${i}` })
    const first = (await as(owner.token, { method: 'GET', url: `${listUrl}?q=${tag}` })).json()
    expect(first.data).toHaveLength(20)
    expect(first.meta).toMatchObject({ total: 21, last_page: 2 })
    const second = (
      await as(owner.token, { method: 'GET', url: `${listUrl}?q=${tag}&page=2` })
    ).json()
    expect(second.data.map((row: { code: string }) => row.code)).toEqual([`${tag}N0`])
  })
})

describe('the orders that used a voucher', () => {
  it('lists them newest first with the customer, the discount and the order status', async () => {
    // Both orders come from one phone number: no per-customer limit.
    const created = (
      await create(
        body({ kind: 'fixed', value: 40_000, max_discount: null, per_customer_limit: null }),
      )
    ).json()
    const first = await orderWith(created.code, 400_000)
    const second = await orderWith(created.code, 600_000)
    expect(second.checkout.statusCode).toBe(201)
    const res = await as(owner.token, {
      method: 'GET',
      url: adminUrl(adminPaths.voucherRedemptions, { id: created.id }),
    })
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json()
    expect(list.meta).toMatchObject({ total: 2, per_page: 20 })
    expect(list.data).toEqual([
      {
        order_code: second.checkout.json().order.code,
        customer_name: 'Nguyễn Văn An',
        phone: '0912345678',
        amount: 40_000,
        order_total: second.checkout.json().order.total,
        order_status: 'pending',
        redeemed_at: expect.any(String),
      },
      expect.objectContaining({ order_code: first.checkout.json().order.code, amount: 40_000 }),
    ])
    const detail = (await as(owner.token, { method: 'GET', url: voucherUrl(created.id) })).json()
    expect(detail.used_count).toBe(2)
  })
})

describe('the category picker', () => {
  it('lists every category under its parent with its depth, hidden ones marked', async () => {
    const parent = await createCategory(db(), { name: 'Thời trang' })
    const child = await createCategory(db(), {
      name: 'Áo',
      parent_id: parent.id,
      status: 'hidden',
    })
    const res = await as(owner.token, {
      method: 'GET',
      url: adminUrl(adminPaths.voucherCategoryOptions),
    })
    expect(res.statusCode).toBe(200)
    const options: Array<{ id: number }> = res.json().data
    const at = options.findIndex((option) => option.id === parent.id)
    expect(options[at]).toEqual({
      id: parent.id,
      name: 'Thời trang',
      parent_id: null,
      depth: 0,
      hidden: false,
    })
    expect(options[at + 1]).toEqual({
      id: child.id,
      name: 'Áo',
      parent_id: parent.id,
      depth: 1,
      hidden: true,
    })
  })
})
