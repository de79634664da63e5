import {
  adminPaths,
  adminUrl,
  authMessages,
  invitationMessages,
  messages,
  STAFF_COOKIE,
  staffMessages,
} from '@phiencho/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, staff_invitations, users } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts'
import { createStaff, roleIdsByKey } from '../../test/staff-factories.ts'

let t: TestApp
let smtp: SmtpCapture
let owner: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  smtp = await startSmtpCapture()
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://phiencho.test' })
  owner = await createStaff(t, ['owner'])
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

let sequence = 0
const newEmail = () => `moi${++sequence}.${Date.now()}@example.vn`

const invite = (token: string, payload: object) =>
  injectAs(t, token, { method: 'POST', url: adminUrl(adminPaths.staffInvitations), payload })

const accept = (payload: object) =>
  t.app.inject({ method: 'POST', url: adminUrl(adminPaths.invitationAccept), payload })

/** The next mail to `to`, taken off the capture, and the set-password token it carries. */
async function mailTo(to: string) {
  const mail = await smtp.waitFor(to)
  smtp.messages.splice(smtp.messages.indexOf(mail), 1)
  const link = /https:\/\/phiencho\.test\/quan-tri\/dat-mat-khau\?token=[^\s"<]+/.exec(
    mail.text ?? '',
  )
  return { mail, token: link ? new URL(link[0]).searchParams.get('token') : null }
}

/** The person's `invitation_pending` in the staff list, as the staff page reads it. */
async function pendingInList(email: string) {
  const res = await injectAs(t, owner.token, {
    method: 'GET',
    url: `${adminUrl(adminPaths.staff)}?q=${encodeURIComponent(email)}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  const [member] = res.json().data as { email: string; invitation_pending: boolean }[]
  expect(member?.email).toBe(email)
  return member!.invitation_pending
}

const password = 'Nhan-vien-moi-2026'
const acceptBody = (token: string) => ({ token, password, password_confirmation: password })

describe('POST /admin/staff/invitations', () => {
  it('creates the account of a new email with its roles and mails a single-use set-password link', async () => {
    const email = newEmail()
    const [orders] = await roleIdsByKey(t, ['orders'])
    const res = await invite(owner.token, { email, name: 'Lê Văn Mới', role_ids: [orders] })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      message: invitationMessages.invited,
      account_created: true,
      member: {
        email,
        name: 'Lê Văn Mới',
        roles: [{ id: orders, name: 'Nhân viên đơn hàng' }],
        invitation_pending: true,
      },
    })
    const { mail, token } = await mailTo(email)
    expect(mail.subject).toBe('[Phiên Chợ] Lời mời làm nhân viên')
    expect(mail.text).toContain('72 giờ')
    expect(mail.text).toContain('Nhân viên đơn hàng')
    expect(token).toMatch(/^[\w-]{40,}$/)
    const [stored] = await t.database.db
      .select()
      .from(staff_invitations)
      .where(eq(staff_invitations.user_id, res.json().member.id as number))
    expect(stored!.token_hash).not.toContain(token!)

    // Nobody knows the account's password until the link is used.
    const login = await t.app.inject({
      method: 'POST',
      url: adminUrl(adminPaths.session),
      payload: { email, password },
    })
    expect(login.statusCode).toBe(422)

    const weak = await accept({ token, password: 'password1', password_confirmation: 'password1' })
    expect(weak.statusCode).toBe(422)
    expect(weak.json().errors).toEqual({ password: [authMessages.commonPassword] })
    const mismatch = await accept({ token, password, password_confirmation: `${password}x` })
    expect(mismatch.statusCode).toBe(422)
    expect(Object.keys(mismatch.json().errors as object)).toEqual(['password_confirmation'])

    const ok = await accept(acceptBody(token!))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toEqual({ message: invitationMessages.accepted })
    const cookie = ok.cookies.find((c) => c.name === STAFF_COOKIE)!
    expect(cookie).toMatchObject({ httpOnly: true, secure: true })
    const me = await t.app.inject({
      method: 'GET',
      url: adminUrl(adminPaths.me),
      cookies: { [STAFF_COOKIE]: cookie.value },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email, permissions: expect.arrayContaining(['order:read']) })

    const reused = await accept(acceptBody(token!))
    expect(reused.statusCode).toBe(422)
    expect(reused.json().errors).toEqual({ token: [invitationMessages.used] })

    const actions = await t.database.db
      .select({ action: audit_log.action, actor: audit_log.actor_id })
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(res.json().member.id)))
      .orderBy(audit_log.id)
    // The roles given (as any role change records them), the invitation, its acceptance.
    expect(actions).toEqual([
      { action: 'staff.set_roles', actor: owner.user.id },
      { action: 'staff.invite', actor: owner.user.id },
      { action: 'staff.invitation_accept', actor: res.json().member.id },
    ])
  })

  it('makes an existing account staff and mails a notice, without a link; twice is 409', async () => {
    const customer = await createCustomer(t)
    const [editor] = await roleIdsByKey(t, ['editor'])
    const res = await invite(owner.token, {
      email: customer.email.toUpperCase(),
      name: 'Tên không dùng',
      role_ids: [editor],
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      message: invitationMessages.noticeSent,
      account_created: false,
      member: { id: customer.user.id, name: customer.user.name, invitation_pending: false },
    })
    expect(await pendingInList(customer.email)).toBe(false)
    const { mail, token } = await mailTo(customer.email)
    expect(mail.subject).toBe('[Phiên Chợ] Bạn đã được thêm làm nhân viên')
    expect(mail.text).toContain('https://phiencho.test/quan-tri/dang-nhap')
    expect(token).toBeNull()
    const again = await invite(owner.token, {
      email: customer.email,
      name: 'Tên',
      role_ids: [editor],
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: staffMessages.alreadyStaff })
    // Nothing to resend to someone who has their own password.
    const resend = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffInvitationResend, { user_id: customer.user.id }),
    })
    expect(resend.statusCode).toBe(409)
    expect(resend.json()).toEqual({ message: invitationMessages.nothingToResend })
  })

  it('answers 401, 403 and 422 as the other staff routes do', async () => {
    const [orders, ownerRole] = await roleIdsByKey(t, ['orders', 'owner'])
    const body = { email: newEmail(), name: 'Người Mới', role_ids: [orders] }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: adminUrl(adminPaths.staffInvitations),
          payload: body,
        })
      ).statusCode,
    ).toBe(401)
    const clerk = await createStaff(t, ['orders'])
    const refused = await invite(clerk.token, body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: messages.forbidden })

    const invalid = await invite(owner.token, {
      email: 'khong-phai-email',
      name: 'A',
      role_ids: [],
    })
    expect(invalid.statusCode).toBe(422)
    expect(Object.keys(invalid.json().errors as object).sort()).toEqual([
      'email',
      'name',
      'role_ids',
    ])
    const unknown = await invite(owner.token, { ...body, role_ids: [999_999] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ role_ids: [staffMessages.unknownRole] })
    // The refused invitation left no account behind.
    const left = await t.database.db.select().from(users).where(eq(users.email, body.email))
    expect(left).toEqual([])

    const admin = await createStaff(t, ['admin'])
    const notOwner = await invite(admin.token, { ...body, role_ids: [ownerRole] })
    expect(notOwner.statusCode).toBe(403)
  })
})

describe('the set-password link', () => {
  async function invited() {
    const email = newEmail()
    const [catalog] = await roleIdsByKey(t, ['catalog'])
    const res = await invite(owner.token, { email, name: 'Phạm Thị Kho', role_ids: [catalog] })
    expect(res.statusCode, res.body).toBe(201)
    const { token } = await mailTo(email)
    return { email, token: token!, userId: res.json().member.id as number }
  }

  it('expires after 72 hours', async () => {
    const { token, userId } = await invited()
    await t.database.db
      .update(staff_invitations)
      .set({ created_at: sql`now() - interval '72 hours 1 second'` })
      .where(eq(staff_invitations.user_id, userId))
    const res = await accept(acceptBody(token))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: invitationMessages.expired,
      errors: { token: [invitationMessages.expired] },
    })
  })

  it('answers an unknown token clearly', async () => {
    const res = await accept(acceptBody('x'.repeat(43)))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ token: [invitationMessages.invalid] })
  })

  it('is replaced by a resend: the new link works, the old one no longer does', async () => {
    const { email, token: old, userId } = await invited()
    expect(await pendingInList(email)).toBe(true)
    const resend = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffInvitationResend, { user_id: userId }),
    })
    expect(resend.statusCode, resend.body).toBe(200)
    expect(resend.json()).toEqual({ message: invitationMessages.resent })
    const { mail, token } = await mailTo(email)
    expect(mail.text).toContain('Nhân viên sản phẩm/kho')
    expect(token).not.toBe(old)
    expect(await pendingInList(email)).toBe(true)
    expect((await accept(acceptBody(old))).json().errors).toEqual({
      token: [invitationMessages.invalid],
    })
    expect((await accept(acceptBody(token!))).statusCode).toBe(200)
    expect(await pendingInList(email)).toBe(false)
    const afterUse = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffInvitationResend, { user_id: userId }),
    })
    expect(afterUse.statusCode).toBe(409)
    const notStaff = await createCustomer(t)
    const missing = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffInvitationResend, { user_id: notStaff.user.id }),
    })
    expect(missing.statusCode).toBe(404)
    const rows = await t.database.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(userId)))
    expect(rows.map((r) => r.action)).toContain('staff.invite_resend')
  })
})
