import {
  adminCustomerMessages,
  type AdminCustomerDetail,
  type AdminCustomerPage,
  adminPaths,
  adminUrl,
  apiPaths,
  authMessages,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, audit_log, wishlist_items } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createAd, createTopic } from '../../test/classified-factories.ts'
import { createDeliveredOrderLine, createReview } from '../../test/review-factories.ts'
import { HANOI, loadGeo } from '../../test/shop-factories.ts'
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts'
import { createStaff, expectOnlyPermitted } from '../../test/staff-factories.ts'

let t: TestApp
let smtp: SmtpCapture
type Person = Awaited<ReturnType<typeof createCustomer>>
let owner: Person
let admin: Person
let editor: Person
let ordersClerk: Person
let shopper: Person

beforeAll(async () => {
  smtp = await startSmtpCapture()
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://phiencho.test' })
  await loadGeo(t.database.db)
  owner = await createStaff(t, ['owner'])
  admin = await createStaff(t, ['admin'])
  editor = await createStaff(t, ['editor'])
  ordersClerk = await createStaff(t, ['orders'])
  shopper = await createCustomer(t)
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const db = () => t.database.db
const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
const url = (path: string, id: number) => adminUrl(path, { id })
const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'customer'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id)
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, payload: { email, password } })
const me = (person: Person) => injectAs(t, person.token, { method: 'GET', url: apiPaths.me })
const newCustomer = (name = 'Phạm Thị Hương') =>
  createCustomer(t, { name, email: `huong.${Date.now()}.${Math.random()}@example.vn` })

describe('who may see and change customers', () => {
  it('answers 401 without a session, 403 to a shopper, an editor, and the orders role on writes', async () => {
    const target = await newCustomer()
    const id = target.user.id
    const reads: InjectOptions[] = [
      { method: 'GET', url: adminUrl(adminPaths.customers) },
      { method: 'GET', url: url(adminPaths.customer, id) },
    ]
    const writes: InjectOptions[] = [
      { method: 'POST', url: url(adminPaths.customerLock, id), payload: {} },
      { method: 'POST', url: url(adminPaths.customerUnlock, id) },
      { method: 'POST', url: url(adminPaths.customerPasswordReset, id) },
    ]
    await expectOnlyPermitted(t, [...reads, ...writes], [shopper, editor])
    for (const route of reads) expect((await as(ordersClerk, route)).statusCode).toBe(200)
    for (const route of writes) expect((await as(ordersClerk, route)).statusCode).toBe(403)
    expect(await auditOf(id)).toEqual([])
  })
})

describe('the list and the account', () => {
  it('finds a customer by name without diacritics, by email and by phone, with their figures', async () => {
    const name = `Đặng Thị Ngọc Ánh ${Date.now()}`
    const customer = await createCustomer(t, {
      name,
      email: `anh.${Date.now()}@example.vn`,
      phone: '0903111222',
    })
    const id = customer.user.id
    const product = await createProduct(db(), { price: 250_000 })
    const paid = await createDeliveredOrderLine(t, {
      userId: id,
      productId: product.id,
      status: 'completed',
    })
    await createDeliveredOrderLine(t, { userId: id, productId: product.id, status: 'delivered' })
    await createDeliveredOrderLine(t, { userId: id, productId: product.id, status: 'cancelled' })
    await createDeliveredOrderLine(t, { userId: id, productId: product.id, status: 'pending' })
    await createReview(t, { userId: id, productId: product.id, orderItemId: paid.orderItemId })
    const topic = await createTopic(t)
    await createAd(t, { userId: id, topicId: topic.id })
    await db().insert(wishlist_items).values({ user_id: id, product_id: product.id })
    await db()
      .insert(addresses)
      .values({
        user_id: id,
        recipient_name: 'Đặng Ánh',
        phone: '0903111222',
        ...HANOI,
        street: '5 Hàng Bài',
        is_default: true,
      })

    const list = async (query: string) => {
      const res = await as(ordersClerk, {
        method: 'GET',
        url: `${adminUrl(adminPaths.customers)}${query}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<AdminCustomerPage>()
    }
    const folded = encodeURIComponent(name.replace('Đặng Thị Ngọc Ánh', 'dang thi ngoc anh'))
    const found = await list(`?q=${folded}`)
    expect(found.data).toEqual([
      expect.objectContaining({
        id,
        name,
        phone: '0903111222',
        orders_count: 4,
        lifetime_spend: 500_000,
        locked_at: null,
        is_staff: false,
      }),
    ])
    expect(found.meta.total).toBe(1)
    expect((await list(`?q=${encodeURIComponent(customer.email.toUpperCase())}`)).data[0]?.id).toBe(
      id,
    )
    expect((await list('?q=0903111222&status=active')).data.map((c) => c.id)).toContain(id)
    expect((await list('?q=0903111222&status=locked')).data.map((c) => c.id)).not.toContain(id)

    const res = await as(ordersClerk, { method: 'GET', url: url(adminPaths.customer, id) })
    expect(res.statusCode, res.body).toBe(200)
    const detail = res.json<AdminCustomerDetail>()
    expect(detail).toMatchObject({
      id,
      orders_count: 4,
      lifetime_spend: 500_000,
      classified_ads_count: 1,
      reviews_count: 1,
      wishlist_count: 1,
      addresses: [
        {
          recipient_name: 'Đặng Ánh',
          is_default: true,
          line: expect.stringContaining('5 Hàng Bài'),
        },
      ],
    })
    expect(detail.orders).toHaveLength(4)
    expect(detail.orders.find((o) => o.code === paid.orderCode)).toMatchObject({
      status: 'completed',
      total: 250_000,
    })
  })

  it('answers 422 for a bad status, page or id, and 404 for an unknown account', async () => {
    for (const query of ['?status=banned', '?page=0', '?page=abc']) {
      const res = await as(owner, {
        method: 'GET',
        url: `${adminUrl(adminPaths.customers)}${query}`,
      })
      expect(res.statusCode, query).toBe(422)
    }
    const bad = await as(owner, { method: 'GET', url: `${adminUrl(adminPaths.customers)}/abc` })
    expect(bad.statusCode).toBe(422)
    const missing = await as(owner, { method: 'GET', url: url(adminPaths.customer, 2_000_000_000) })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(adminCustomerMessages.notFound)
  })
})

describe('locking and unlocking', () => {
  it('ends the sessions at once, refuses the login with a clear message, and unlocking lets them in', async () => {
    const customer = await newCustomer()
    const id = customer.user.id
    expect((await me(customer)).statusCode).toBe(200)
    const lock = await as(admin, {
      method: 'POST',
      url: url(adminPaths.customerLock, id),
      payload: { reason: 'Bom hàng nhiều lần' },
    })
    expect(lock.statusCode, lock.body).toBe(200)
    expect(lock.json<AdminCustomerDetail>().locked_at).toEqual(expect.any(String))
    expect((await me(customer)).statusCode).toBe(401)
    const refused = await login(customer.email, customer.password)
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain(authMessages.accountDisabled)

    const again = await as(admin, { method: 'POST', url: url(adminPaths.customerLock, id) })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(adminCustomerMessages.alreadyLocked)

    const unlock = await as(admin, { method: 'POST', url: url(adminPaths.customerUnlock, id) })
    expect(unlock.statusCode, unlock.body).toBe(200)
    expect(unlock.json<AdminCustomerDetail>().locked_at).toBeNull()
    expect((await login(customer.email, customer.password)).statusCode).toBe(200)
    const notLocked = await as(admin, { method: 'POST', url: url(adminPaths.customerUnlock, id) })
    expect(notLocked.statusCode).toBe(409)
    expect(notLocked.json().message).toBe(adminCustomerMessages.notLocked)

    const rows = await auditOf(id)
    expect(rows.map((row) => [row.action, row.actor_id, row.permission])).toEqual([
      ['customer.lock', admin.user.id, 'customer:write'],
      ['customer.unlock', admin.user.id, 'customer:write'],
    ])
    expect(rows[0]!.after).toMatchObject({ reason: 'Bom hàng nhiều lần' })
  })

  it('refuses to lock the owner or another staff member (409), and a reason too long (422)', async () => {
    const res = await as(admin, {
      method: 'POST',
      url: url(adminPaths.customerLock, owner.user.id),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(adminCustomerMessages.ownerProtected)
    // Staff are locked from the staff page (staff:manage), not by whoever holds customer:write.
    const staff = await as(admin, {
      method: 'POST',
      url: url(adminPaths.customerLock, editor.user.id),
    })
    expect(staff.statusCode).toBe(409)
    expect(staff.json().message).toBe(adminCustomerMessages.staffElsewhere)
    const target = await newCustomer()
    const long = await as(admin, {
      method: 'POST',
      url: url(adminPaths.customerLock, target.user.id),
      payload: { reason: 'x'.repeat(501) },
    })
    expect(long.statusCode).toBe(422)
    const missing = await as(admin, {
      method: 'POST',
      url: url(adminPaths.customerLock, 2_000_000_000),
    })
    expect(missing.statusCode).toBe(404)
    expect(await auditOf(owner.user.id)).toEqual([])
    expect(await auditOf(target.user.id)).toEqual([])
  })
})

describe('the password reset mail', () => {
  it('sends the "Quên mật khẩu" mail, with one audit row', async () => {
    const customer = await newCustomer()
    const res = await as(admin, {
      method: 'POST',
      url: url(adminPaths.customerPasswordReset, customer.user.id),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(adminCustomerMessages.resetSent)
    const mail = await smtp.waitFor(customer.email)
    expect(mail.subject).toContain('Đặt lại mật khẩu')
    expect(mail.text).toMatch(/https:\/\/phiencho\.test\/reset-password\?token=/)
    const rows = await auditOf(customer.user.id)
    expect(rows.map((row) => row.action)).toEqual(['customer.password_reset'])
  })
})
