import {
  type AdminPartnerApplication,
  type AdminPartnerPage,
  adminPartnersMessages,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, partner_applications, stores, users } from '../../db/schema.ts'
import { createCustomer, injectAs, type TestApp } from '../../test/app.ts'
import { createStore } from '../../test/catalog-factories.ts'
import { openMailingShop } from '../../test/shop-factories.ts'
import type { SmtpCapture } from '../../test/smtp-capture.ts'
import { createStaff, expectOnlyPermitted } from '../../test/staff-factories.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

let t: TestApp
let smtp: SmtpCapture
type Person = Awaited<ReturnType<typeof createCustomer>>
let moderator: Person
let owner: Person
let editor: Person
let shopper: Person

beforeAll(async () => {
  ;({ t, smtp } = await openMailingShop())
  moderator = await createStaff(t, ['moderator'])
  owner = await createStaff(t, ['owner'])
  editor = await createStaff(t, ['editor'])
  shopper = await createCustomer(t)
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const db = () => t.database.db
const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
const url = (path: string, id: number) => adminUrl(path, { id })
let sequence = 0
/** An application as the public form stores it; `userId` when sent signed in. */
async function application(
  overrides: Partial<typeof partner_applications.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  sequence += 1
  const [row] = await db()
    .insert(partner_applications)
    .values({
      shop_name: `Gốm Bát Tràng Cô Ba ${sequence}`,
      contact_name: 'Nguyễn Thị Ba',
      phone: '0912345678',
      email: `coba${sequence}.${Date.now()}@example.vn`,
      province_code: '01',
      message: 'Chúng tôi bán gốm sứ thủ công.',
      ...overrides,
    })
    .returning({ id: partner_applications.id, email: partner_applications.email })
  return row!
}
const withAccount = async (overrides: Partial<typeof partner_applications.$inferInsert> = {}) => {
  const applicant = await createCustomer(t, { name: 'Nguyễn Thị Ba' })
  const row = await application({
    user_id: applicant.user.id,
    email: applicant.email,
    ...overrides,
  })
  return { ...row, applicant }
}
const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(
      and(eq(audit_log.entity_type, 'partner_application'), eq(audit_log.entity_id, String(id))),
    )
    .orderBy(audit_log.id)
const approve = (id: number, person: Person = moderator) =>
  as(person, { method: 'POST', url: url(adminPaths.partnerApplicationApprove, id) })
const reject = (id: number, reason: unknown, person: Person = moderator) =>
  as(person, {
    method: 'POST',
    url: url(adminPaths.partnerApplicationReject, id),
    payload: { reason },
  })

describe('who may review partner applications', () => {
  it('answers 401 without a session, 403 to a shopper and to staff without partner:review', async () => {
    const { id } = await withAccount()
    const routes: InjectOptions[] = [
      { method: 'GET', url: adminUrl(adminPaths.partnerApplications) },
      { method: 'GET', url: url(adminPaths.partnerApplication, id) },
      { method: 'POST', url: url(adminPaths.partnerApplicationApprove, id) },
      {
        method: 'POST',
        url: url(adminPaths.partnerApplicationReject, id),
        payload: { reason: 'Thiếu giấy tờ' },
      },
    ]
    await expectOnlyPermitted(t, routes, [shopper, editor])
    expect(await auditOf(id)).toEqual([])
    for (const person of [moderator, owner]) {
      expect((await as(person, routes[0]!)).statusCode).toBe(200)
      expect((await as(person, routes[1]!)).statusCode).toBe(200)
    }
  })
})

describe('the applications list', () => {
  it('shows each tab with counts, pending oldest first, searched without diacritics', async () => {
    const older = await application({ created_at: new Date(Date.now() - 3_600_000) })
    const newer = await application({ shop_name: 'Trà Thái Nguyên Đồi Chè' })
    const list = async (query: string) => {
      const res = await as(moderator, {
        method: 'GET',
        url: `${adminUrl(adminPaths.partnerApplications)}${query}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<AdminPartnerPage>()
    }
    const queue = await list('')
    const ids = queue.data.map((row) => row.id)
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id))
    expect(queue.counts.pending).toBeGreaterThanOrEqual(2)
    expect(queue.counts.all).toBe(
      queue.counts.pending + queue.counts.approved + queue.counts.rejected,
    )
    const found = await list('?status=all&q=tra%20thai%20nguyen')
    expect(found.data.map((row) => row.id)).toEqual([newer.id])
    expect(found.data[0]).toMatchObject({
      shop_name: 'Trà Thái Nguyên Đồi Chè',
      province: { code: '01', name: expect.any(String) },
      status: 'pending',
      account: null,
      store: null,
    })
    expect((await list('?status=approved&q=tra%20thai')).data).toEqual([])
  })

  it('refuses a bad tab or page, and an unknown application, in Vietnamese', async () => {
    const bad = await as(moderator, {
      method: 'GET',
      url: `${adminUrl(adminPaths.partnerApplications)}?status=xoa&page=0`,
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toMatchObject({
      status: [adminPartnersMessages.tab],
      page: [adminPartnersMessages.page],
    })
    const missing = await as(moderator, {
      method: 'GET',
      url: url(adminPaths.partnerApplication, 2_000_000),
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(adminPartnersMessages.notFound)
  })
})

describe('approving', () => {
  it('opens a partner shop owned by the applicant, shown publicly, with an audit row and a mail', async () => {
    const { id, applicant } = await withAccount({ shop_name: 'Gốm Sứ Cô Ba Bát Tràng' })
    const res = await approve(id)
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<AdminPartnerApplication>()
    expect(answer).toMatchObject({
      id,
      status: 'approved',
      account: { id: applicant.user.id, email: applicant.email },
      store: { name: 'Gốm Sứ Cô Ba Bát Tràng', slug: 'gom-su-co-ba-bat-trang' },
      reviewed_at: expect.any(String),
    })
    const [store] = await db().select().from(stores).where(eq(stores.id, answer.store!.id))
    expect(store).toMatchObject({
      owner_id: applicant.user.id,
      is_partner: true,
      status: 'active',
      province_code: '01',
    })
    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/stores?partner=true' })
    expect(shown.json().data.map((s: { slug: string }) => s.slug)).toContain(
      'gom-su-co-ba-bat-trang',
    )
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stores/gom-su-co-ba-bat-trang',
    })
    expect(detail.statusCode).toBe(200)
    const audit = await auditOf(id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'partner_application.approve',
      actor_id: moderator.user.id,
      permission: 'partner:review',
      after: expect.objectContaining({
        status: 'approved',
        store_id: store!.id,
        store_created: true,
      }),
    })
    const mail = await smtp.waitFor(applicant.email)
    expect(mail.subject).toContain('Đăng ký đối tác bán hàng đã được duyệt')
    expect(mail.text).toContain('https://phiencho.test/cua-hang/gom-su-co-ba-bat-trang')
    const again = await approve(id, owner)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(adminPartnersMessages.transition)
    expect(await auditOf(id)).toHaveLength(1)
  })

  it("reopens the applicant's own suspended shop rather than opening a second", async () => {
    const applicant = await createCustomer(t)
    const existing = await createStore(db(), { name: 'Cửa hàng cũ', status: 'suspended' })
    await db().update(stores).set({ owner_id: applicant.user.id }).where(eq(stores.id, existing.id))
    const { id } = await application({ user_id: applicant.user.id, email: applicant.email })
    const res = await approve(id, owner)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().store.id).toBe(existing.id)
    const owned = await db().select().from(stores).where(eq(stores.owner_id, applicant.user.id))
    expect(owned).toEqual([expect.objectContaining({ status: 'active', is_partner: true })])
  })

  it('finds a verified account by the email of an application sent signed out', async () => {
    const applicant = await createCustomer(t)
    await db()
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(eq(users.id, applicant.user.id))
    const { id } = await application({ email: applicant.email.toUpperCase() })
    const res = await approve(id)
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db()
      .select()
      .from(partner_applications)
      .where(eq(partner_applications.id, id))
    expect(row).toMatchObject({ user_id: applicant.user.id, status: 'approved' })
  })

  it('refuses with a 409 in Vietnamese when the applicant has no account', async () => {
    const { id } = await application()
    const res = await approve(id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(adminPartnersMessages.noAccount)
    expect(await auditOf(id)).toEqual([])
    const [row] = await db()
      .select()
      .from(partner_applications)
      .where(eq(partner_applications.id, id))
    expect(row!.status).toBe('pending')
  })
})

describe('rejecting', () => {
  it('keeps the reason, writes one audit row, tells the applicant, then answers 409', async () => {
    const { id, email } = await application()
    const res = await reject(id, '  Chưa đủ giấy tờ kinh doanh  ')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'rejected',
      review_note: 'Chưa đủ giấy tờ kinh doanh',
      store: null,
    })
    const audit = await auditOf(id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'partner_application.reject',
      after: { status: 'rejected', review_note: 'Chưa đủ giấy tờ kinh doanh' },
    })
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toContain('Đăng ký đối tác bán hàng chưa được duyệt')
    expect(mail.text).toContain('Lý do: Chưa đủ giấy tờ kinh doanh')
    expect((await reject(id, 'Lần nữa')).statusCode).toBe(409)
    expect((await approve(id)).statusCode).toBe(409)
    expect(await auditOf(id)).toHaveLength(1)
  })

  it('refuses an empty or too long reason in Vietnamese', async () => {
    const { id } = await application()
    for (const reason of ['', '   ', '\u202e\u2066', 'x'.repeat(501), undefined]) {
      const res = await reject(id, reason)
      expect(res.statusCode, JSON.stringify(reason)).toBe(422)
      expect(res.json().errors.reason).toEqual([adminPartnersMessages.rejectReason])
    }
    expect(await auditOf(id)).toEqual([])
  })

  it('keeps markup in the reason as plain text, escaped in the mail', async () => {
    for (const payload of xssCorpus.slice(0, 15)) {
      const reason = `Lý do: ${payload}`.slice(0, 500)
      const { id, email } = await application()
      const res = await reject(id, reason)
      expect(res.statusCode, payload).toBe(200)
      expect(res.json().review_note).toBe(reason.trim())
      const mail = await smtp.waitFor(email)
      expect(mail.text).toContain(reason.trim())
      expect(String(mail.html)).not.toMatch(/<(script|img|svg|body|iframe)\b/i)
    }
  })
})
