import {
  adminPaths,
  adminUrl,
  apiPaths,
  authMessages,
  messages,
  STAFF_TOKEN_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
} from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personal_access_tokens, users } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff, roleIdsByKey } from '../../test/staff-factories.ts'

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  t = await createTestApp()
  owner = await createStaff(t, ['owner'])
})
afterAll(() => t.close())

const me = (token: string) => injectAs(t, token, { method: 'GET', url: adminUrl(adminPaths.me) })
const shopperMe = (token: string) => injectAs(t, token, { method: 'GET', url: apiPaths.me })
const tokenId = (token: string) => Number(token.split('|')[0])

async function login(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { email, password },
  })
  return res
}

async function tokenTimes(token: string) {
  const [row] = await t.database.db
    .select()
    .from(personal_access_tokens)
    .where(eq(personal_access_tokens.id, tokenId(token)))
  return row!
}

describe('staff sessions', () => {
  it('read the roles fresh: a role taken away answers 403 at the next request', async () => {
    const [ordersRole, editorRole] = await roleIdsByKey(t, ['orders', 'editor'])
    const clerk = await createStaff(t, ['orders', 'editor'])
    const list = () => injectAs(t, clerk.token, { method: 'GET', url: adminUrl(adminPaths.me) })
    expect((await list()).json().permissions).toContain('order:write')
    // A role edited by the owner counts at once, without ending the session.
    await injectAs(t, owner.token, {
      method: 'PATCH',
      url: adminUrl(adminPaths.role, { id: ordersRole! }),
      payload: { name: 'Nhân viên đơn hàng' },
    })
    expect((await list()).statusCode).toBe(200)
    const status = adminUrl(adminPaths.orderStatus, { code: 'PC000000000001' })
    const patch = (token: string) =>
      injectAs(t, token, { method: 'PATCH', url: status, payload: { status: 'confirmed' } })
    expect((await patch(clerk.token)).statusCode).toBe(404)

    // Taking a role ends the person's sessions; a new sign-in has the permissions left.
    await injectAs(t, owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: clerk.user.id }),
      payload: { role_ids: [editorRole] },
    })
    expect((await patch(clerk.token)).statusCode).toBe(401)
    const again = (await login(clerk.email, clerk.password)).json().token as string
    const refused = await patch(again)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: messages.forbidden })
  })

  it('read the permissions of a role fresh: narrowed, the next request is refused', async () => {
    const created = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name: 'Thu ngân ca tối', permissions: ['order:payment'] },
    })
    const role = created.json() as { id: number }
    const cashier = await createStaff(t, [])
    await injectAs(t, owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: cashier.user.id }),
      payload: { role_ids: [role.id] },
    })
    const token = (await login(cashier.email, cashier.password)).json().token as string
    const pay = () =>
      injectAs(t, token, {
        method: 'PATCH',
        url: adminUrl(adminPaths.orderPaymentStatus, { code: 'PC000000000001' }),
        payload: { payment_status: 'paid' },
      })
    expect((await pay()).statusCode).toBe(404)
    await injectAs(t, owner.token, {
      method: 'PATCH',
      url: adminUrl(adminPaths.role, { id: role.id }),
      payload: { permissions: ['order:read'] },
    })
    expect((await pay()).statusCode).toBe(403)
  })

  it('end at once for a disabled account (401 everywhere), which cannot sign in again', async () => {
    const clerk = await createStaff(t, ['orders'])
    expect((await me(clerk.token)).statusCode).toBe(200)
    await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffDisable, { user_id: clerk.user.id }),
    })
    expect((await me(clerk.token)).statusCode).toBe(401)
    expect((await shopperMe(clerk.token)).statusCode).toBe(401)
    const refused = await login(clerk.email, clerk.password)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ email: [authMessages.accountDisabled] })

    await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffEnable, { user_id: clerk.user.id }),
    })
    // Enabling does not bring the old sessions back.
    expect((await me(clerk.token)).statusCode).toBe(401)
    const back = await login(clerk.email, clerk.password)
    expect(back.statusCode).toBe(200)
    expect((await me(back.json().token)).statusCode).toBe(200)
  })

  it('end with a sign-out by a staff manager; an owner signs out only themselves', async () => {
    const clerk = await createStaff(t, ['catalog'])
    const res = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffSignOut, { user_id: clerk.user.id }),
    })
    expect(res.statusCode).toBe(200)
    expect((await me(clerk.token)).statusCode).toBe(401)
    expect((await shopperMe(clerk.token)).statusCode).toBe(401)

    const other = await createStaff(t, ['owner'])
    const self = await injectAs(t, other.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffSignOut, { user_id: other.user.id }),
    })
    expect(self.statusCode).toBe(200)
    expect((await me(other.token)).statusCode).toBe(401)
  })

  it('end with a password change, which hands the changing client a fresh token', async () => {
    const clerk = await createStaff(t, ['accountant'])
    const second = (await login(clerk.email, clerk.password)).json().token as string
    const changed = await injectAs(t, clerk.token, {
      method: 'PUT',
      url: apiPaths.changePassword,
      payload: {
        current_password: clerk.password,
        password: 'Mat-khau-moi-2026!',
        password_confirmation: 'Mat-khau-moi-2026!',
      },
    })
    expect(changed.statusCode).toBe(200)
    expect((await me(clerk.token)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(401)
    expect((await me(changed.json().token)).statusCode).toBe(200)
  })

  it('last 8 hours from sign-in for staff, a day for shoppers', async () => {
    const clerk = await createStaff(t, ['orders'])
    const shopper = await createCustomer(t)
    const staffToken = (await login(clerk.email, clerk.password)).json().token as string
    const shopperToken = (await login(shopper.email, shopper.password)).json().token as string
    const lifetime = async (token: string) => {
      const row = await tokenTimes(token)
      return (row.expires_at!.getTime() - row.created_at.getTime()) / 1000
    }
    expect(await lifetime(staffToken)).toBeCloseTo(STAFF_TOKEN_TTL_SECONDS, -1)
    expect(await lifetime(shopperToken)).toBeCloseTo(TOKEN_TTL_SECONDS, -1)

    // Issued 8 hours and a minute ago (its expiry left as it was): refused by the admin routes.
    const moved = new Date(Date.now() - (STAFF_TOKEN_TTL_SECONDS + 60) * 1000)
    await t.database.db
      .update(personal_access_tokens)
      .set({ created_at: moved })
      .where(eq(personal_access_tokens.id, tokenId(staffToken)))
    const late = await me(staffToken)
    expect(late.statusCode).toBe(401)
    expect(late.json()).toEqual({ message: messages.unauthenticated })
    // And once its stored expiry has passed, everywhere.
    await t.database.db
      .update(personal_access_tokens)
      .set({ expires_at: new Date(moved.getTime() + STAFF_TOKEN_TTL_SECONDS * 1000) })
      .where(eq(personal_access_tokens.id, tokenId(staffToken)))
    expect((await shopperMe(staffToken)).statusCode).toBe(401)
  })

  it('start afresh when a shopper becomes staff: their day-long tokens end', async () => {
    const shopper = await createCustomer(t)
    const [editorRole] = await roleIdsByKey(t, ['editor'])
    expect((await shopperMe(shopper.token)).statusCode).toBe(200)
    const added = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staff),
      payload: { email: shopper.email, role_ids: [editorRole] },
    })
    expect(added.statusCode).toBe(201)
    expect((await shopperMe(shopper.token)).statusCode).toBe(401)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.user.id))
    expect(row!.sessions_valid_after).toBeInstanceOf(Date)
  })
})
