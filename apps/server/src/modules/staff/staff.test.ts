import {
  adminPaths,
  adminUrl,
  messages,
  OWNER_ONLY_PERMISSIONS,
  PERMISSIONS,
  roleTemplates,
  staffMessages,
} from '@phiencho/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { issueAccessToken } from '../auth/index.ts'
import { createStaff, roleIdsByKey } from '../../test/staff-factories.ts'

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  t = await createTestApp()
  owner = await createStaff(t, ['owner'], { name: 'Chủ Cửa Hàng' })
})
afterAll(() => t.close())

let sequence = 0
const uniqueName = (base: string) => `${base} ${++sequence}`

const as = (token: string, options: InjectOptions) => injectAs(t, token, options)

/**
 * Every admin route refuses an anonymous caller (401), a shopper (403) and staff whose roles lack
 * what it declares (403), with the shared messages.
 */
describe('who may call the admin routes', () => {
  const routes: Array<{ method: InjectOptions['method']; url: string; payload?: object }> = [
    { method: 'GET', url: adminUrl(adminPaths.roles) },
    { method: 'POST', url: adminUrl(adminPaths.roles), payload: { name: 'X', permissions: [] } },
    { method: 'PATCH', url: adminUrl(adminPaths.role, { id: 1 }), payload: { name: 'X' } },
    { method: 'DELETE', url: adminUrl(adminPaths.role, { id: 1 }) },
    { method: 'GET', url: adminUrl(adminPaths.staff) },
    {
      method: 'POST',
      url: adminUrl(adminPaths.staff),
      payload: { email: 'a@b.vn', role_ids: [1] },
    },
    {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: 1 }),
      payload: { role_ids: [] },
    },
    { method: 'POST', url: adminUrl(adminPaths.staffDisable, { user_id: 1 }) },
    { method: 'POST', url: adminUrl(adminPaths.staffEnable, { user_id: 1 }) },
    { method: 'POST', url: adminUrl(adminPaths.staffSignOut, { user_id: 1 }) },
  ]

  it('answers 401 to an anonymous caller, 403 to a shopper and to staff without staff:manage', async () => {
    const shopper = await createCustomer(t)
    const admin = await createStaff(t, ['admin'])
    for (const route of routes) {
      const where = `${route.method} ${route.url}`
      const anonymous = await t.app.inject(route)
      expect(anonymous.statusCode, where).toBe(401)
      expect(anonymous.json(), where).toEqual({ message: messages.unauthenticated })
      for (const token of [shopper.token, admin.token]) {
        const refused = await as(token, route)
        expect(refused.statusCode, where).toBe(403)
        expect(refused.json(), where).toEqual({ message: messages.forbidden })
      }
    }
  })

  it('lets GET /admin/me answer any role holder, and no one else', async () => {
    const url = adminUrl(adminPaths.me)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const shopper = await createCustomer(t)
    const refused = await as(shopper.token, { method: 'GET', url })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: messages.forbidden })

    const clerk = await createStaff(t, ['orders', 'editor'], { name: 'Ngô Văn Phúc' })
    const me = await as(clerk.token, { method: 'GET', url })
    expect(me.statusCode).toBe(200)
    const orders = roleTemplates.find((r) => r.key === 'orders')!
    const editor = roleTemplates.find((r) => r.key === 'editor')!
    expect(me.json()).toEqual({
      id: clerk.user.id,
      name: 'Ngô Văn Phúc',
      email: clerk.email,
      roles: [
        { id: expect.any(Number), name: orders.name },
        { id: expect.any(Number), name: editor.name },
      ],
      permissions: PERMISSIONS.filter(
        (p) => orders.permissions.includes(p) || editor.permissions.includes(p),
      ),
      is_owner: false,
    })

    const ownerMe = await as(owner.token, { method: 'GET', url })
    expect(ownerMe.json()).toMatchObject({ is_owner: true, permissions: [...PERMISSIONS] })
  })

  it('lists the admin routes under the admin tag of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>
    }
    const open = [adminPaths.session, adminPaths.sessionTwoFactor, adminPaths.invitationAccept].map(
      (path) => adminUrl(path),
    )
    const adminOperations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, item]) => Object.values(item).map((operation) => ({ path, operation })))
    expect(adminOperations.length).toBeGreaterThanOrEqual(12)
    for (const { path, operation } of adminOperations) {
      expect(operation.tags).toEqual(['admin'])
      // The routes that open or close a staff session are the scope's open ones.
      expect(operation.security).toEqual(open.includes(path) ? undefined : [{ bearer: [] }])
    }
  })
})

describe('roles', () => {
  it('lists the templates with their permissions and holders, the owner role first', async () => {
    await createStaff(t, ['accountant'])
    const res = await as(owner.token, { method: 'GET', url: adminUrl(adminPaths.roles) })
    expect(res.statusCode).toBe(200)
    const { data } = res.json() as {
      data: Array<{ key: string; name: string; permissions: string[]; holders: number }>
    }
    expect(data[0]).toMatchObject({ key: 'owner', is_owner: true, permissions: PERMISSIONS })
    for (const template of roleTemplates) {
      const role = data.find((r) => r.key === template.key)
      expect(role, template.key).toMatchObject({
        name: template.name,
        description: template.description,
        permissions: PERMISSIONS.filter((p) => template.permissions.includes(p)),
      })
    }
    expect(data.find((r) => r.key === 'accountant')!.holders).toBeGreaterThanOrEqual(1)
    expect(data.find((r) => r.key === 'owner')!.holders).toBeGreaterThanOrEqual(1)
  })

  it('creates, edits and deletes a role of the shop, with per-field messages', async () => {
    const name = uniqueName('Thu ngân')
    const created = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name, permissions: ['order:read', 'order:payment', 'order:read'] },
    })
    expect(created.statusCode).toBe(201)
    const role = created.json()
    expect(role).toMatchObject({
      key: null,
      name,
      description: '',
      permissions: ['order:read', 'order:payment'],
      is_owner: false,
      holders: 0,
    })

    const invalid = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name: '  ', description: 'x'.repeat(501), permissions: ['order:fly'] },
    })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors).toEqual({
      name: [staffMessages.roleName],
      description: [staffMessages.roleDescription],
      'permissions.0': [staffMessages.permissions],
    })

    const taken = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name: name.toUpperCase(), permissions: [] },
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({ name: [staffMessages.roleNameTaken] })

    const url = adminUrl(adminPaths.role, { id: role.id })
    const edited = await as(owner.token, {
      method: 'PATCH',
      url,
      payload: { description: 'Thu tiền tại quầy', permissions: ['order:payment'] },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      name,
      description: 'Thu tiền tại quầy',
      permissions: ['order:payment'],
    })
    const renamedToTemplate = await as(owner.token, {
      method: 'PATCH',
      url,
      payload: { name: 'Kế toán' },
    })
    expect(renamedToTemplate.statusCode).toBe(422)
    expect(renamedToTemplate.json().errors).toEqual({ name: [staffMessages.roleNameTaken] })

    const deleted = await as(owner.token, { method: 'DELETE', url })
    expect(deleted.statusCode).toBe(204)
    expect((await as(owner.token, { method: 'DELETE', url })).statusCode).toBe(404)
    expect((await as(owner.token, { method: 'PATCH', url, payload: {} })).statusCode).toBe(404)
    const badId = await as(owner.token, {
      method: 'DELETE',
      url: `${adminUrl(adminPaths.roles)}/x`,
    })
    expect(badId.statusCode).toBe(422)
    expect(badId.json().errors).toEqual({ id: [messages.notFound] })
  })

  it('refuses to delete a role someone holds (409), and lets it go once nobody does', async () => {
    const role = (
      await as(owner.token, {
        method: 'POST',
        url: adminUrl(adminPaths.roles),
        payload: { name: uniqueName('Kho'), permissions: ['inventory:write'] },
      })
    ).json() as { id: number }
    const holder = await createStaff(t, [])
    const rolesUrl = adminUrl(adminPaths.staffRoles, { user_id: holder.user.id })
    await as(owner.token, { method: 'PUT', url: rolesUrl, payload: { role_ids: [role.id] } })
    const url = adminUrl(adminPaths.role, { id: role.id })
    const inUse = await as(owner.token, { method: 'DELETE', url })
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json()).toEqual({ message: staffMessages.roleInUse })
    await as(owner.token, { method: 'PUT', url: rolesUrl, payload: { role_ids: [] } })
    expect((await as(owner.token, { method: 'DELETE', url })).statusCode).toBe(204)
  })

  it('keeps the owner role whole: not deleted, no permission taken from it', async () => {
    const [ownerRoleId] = await roleIdsByKey(t, ['owner'])
    const url = adminUrl(adminPaths.role, { id: ownerRoleId! })
    const deleted = await as(owner.token, { method: 'DELETE', url })
    expect(deleted.statusCode).toBe(409)
    expect(deleted.json()).toEqual({ message: staffMessages.ownerRoleLocked })
    const narrowed = await as(owner.token, {
      method: 'PATCH',
      url,
      payload: { permissions: PERMISSIONS.filter((p) => p !== 'audit:read') },
    })
    expect(narrowed.statusCode).toBe(409)
    const renamed = await as(owner.token, {
      method: 'PATCH',
      url,
      payload: { description: 'Người sở hữu cửa hàng.' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ is_owner: true, permissions: PERMISSIONS })
  })

  it('lets only an owner put staff:manage or settings:bank into a role', async () => {
    const [adminRoleId] = await roleIdsByKey(t, ['admin'])
    // A staff manager who is not an owner: an owner granted staff:manage to a role.
    const managers = (
      await as(owner.token, {
        method: 'POST',
        url: adminUrl(adminPaths.roles),
        payload: { name: uniqueName('Quản lý nhân sự'), permissions: ['staff:manage'] },
      })
    ).json() as { id: number }
    expect(managers.id).toBeGreaterThan(0)
    const manager = await createStaff(t, [])
    await as(owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: manager.user.id }),
      payload: { role_ids: [managers.id] },
    })
    const token = (await createStaffToken(manager.user.id))!

    for (const permission of OWNER_ONLY_PERMISSIONS) {
      const created = await as(token, {
        method: 'POST',
        url: adminUrl(adminPaths.roles),
        payload: { name: uniqueName('Vai trò'), permissions: [permission] },
      })
      expect(created.statusCode).toBe(403)
      expect(created.json()).toEqual({ message: staffMessages.ownerOnlyPermissions })
      const widened = await as(token, {
        method: 'PATCH',
        url: adminUrl(adminPaths.role, { id: adminRoleId! }),
        payload: { permissions: [...PERMISSIONS] },
      })
      expect(widened.statusCode).toBe(403)
    }
    // Other permissions are the manager's to give.
    const plain = await as(token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name: uniqueName('Xem đơn'), permissions: ['order:read'] },
    })
    expect(plain.statusCode).toBe(201)
    // Nor may they hand out the owner role, or a role that carries staff:manage.
    const [ownerRoleId] = await roleIdsByKey(t, ['owner'])
    const someone = await createCustomer(t)
    const promote = (roleId: number) =>
      as(token, {
        method: 'PUT',
        url: adminUrl(adminPaths.staffRoles, { user_id: someone.user.id }),
        payload: { role_ids: [roleId] },
      })
    const toOwner = await promote(ownerRoleId!)
    expect(toOwner.statusCode).toBe(403)
    expect(toOwner.json()).toEqual({ message: staffMessages.ownerRoleByOwner })
    expect((await promote(managers.id)).statusCode).toBe(403)
    expect((await promote(plain.json().id as number)).statusCode).toBe(200)
  })
})

/** A fresh staff token for a user whose roles changed (their sessions ended). */
const createStaffToken = (userId: number) => issueAccessToken(t.database.db, userId)

describe('staff', () => {
  it('lists the people holding roles, paginated and searchable by name or email', async () => {
    const found = await createStaff(t, ['moderator'], { name: 'Đỗ Hải Yến' })
    await createCustomer(t, { name: 'Đỗ Hải Yến' })
    const all = await as(owner.token, { method: 'GET', url: adminUrl(adminPaths.staff) })
    expect(all.statusCode).toBe(200)
    expect(all.json().meta).toMatchObject({ current_page: 1, per_page: 20 })

    const search = await as(owner.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.staff)}?q=${encodeURIComponent('do hai yen')}`,
    })
    expect(search.json()).toEqual({
      data: [
        {
          id: found.user.id,
          name: 'Đỗ Hải Yến',
          email: found.email,
          roles: [{ id: expect.any(Number), name: 'Kiểm duyệt viên', is_owner: false }],
          disabled_at: null,
          last_login_at: null,
          invitation_pending: false,
        },
      ],
      meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
    })
    const byEmail = await as(owner.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.staff)}?q=${encodeURIComponent(found.email.toUpperCase())}`,
    })
    expect(byEmail.json().data.map((m: { id: number }) => m.id)).toEqual([found.user.id])

    const badPage = await as(owner.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.staff)}?page=0&q=${'x'.repeat(101)}`,
    })
    expect(badPage.statusCode).toBe(422)
    expect(badPage.json().errors).toEqual({
      page: ['Số trang phải là số nguyên từ 1 trở lên.'],
      q: [staffMessages.search],
    })
  })

  it('makes an existing account staff by email, refusing unknown accounts and roles', async () => {
    const shopper = await createCustomer(t)
    const [ordersRole] = await roleIdsByKey(t, ['orders'])
    const url = adminUrl(adminPaths.staff)
    const added = await as(owner.token, {
      method: 'POST',
      url,
      payload: { email: shopper.email.toUpperCase(), role_ids: [ordersRole] },
    })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({
      id: shopper.user.id,
      roles: [{ id: ordersRole, name: 'Nhân viên đơn hàng', is_owner: false }],
    })
    const again = await as(owner.token, {
      method: 'POST',
      url,
      payload: { email: shopper.email, role_ids: [ordersRole] },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: staffMessages.alreadyStaff })

    const nobody = await as(owner.token, {
      method: 'POST',
      url,
      payload: { email: 'khongai@example.vn', role_ids: [ordersRole] },
    })
    expect(nobody.statusCode).toBe(422)
    expect(nobody.json().errors).toEqual({ email: [staffMessages.noAccount] })

    const invalid = await as(owner.token, {
      method: 'POST',
      url,
      payload: { email: 'khong-phai-email', role_ids: [] },
    })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors).toEqual({
      email: [staffMessages.email],
      role_ids: [staffMessages.roleIds],
    })

    const other = await createCustomer(t)
    const unknownRole = await as(owner.token, {
      method: 'POST',
      url,
      payload: { email: other.email, role_ids: [999_999] },
    })
    expect(unknownRole.statusCode).toBe(422)
    expect(unknownRole.json().errors).toEqual({ role_ids: [staffMessages.unknownRole] })
  })

  it('sets the roles of a person; 404 for nobody', async () => {
    const person = await createStaff(t, ['editor'])
    const [catalog, accountant] = await roleIdsByKey(t, ['catalog', 'accountant'])
    const url = adminUrl(adminPaths.staffRoles, { user_id: person.user.id })
    const set = await as(owner.token, {
      method: 'PUT',
      url,
      payload: { role_ids: [accountant, catalog] },
    })
    expect(set.statusCode).toBe(200)
    expect(
      set
        .json()
        .roles.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([accountant, catalog].sort())
    const nobody = await as(owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: 2_000_000_000 }),
      payload: { role_ids: [catalog] },
    })
    expect(nobody.statusCode).toBe(404)
    const invalid = await as(owner.token, { method: 'PUT', url, payload: { role_ids: ['a'] } })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors).toEqual({ 'role_ids.0': [staffMessages.roleIds] })
  })

  it('disables and enables a staff member; 404 for a shopper', async () => {
    const clerk = await createStaff(t, ['orders'])
    const disabled = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffDisable, { user_id: clerk.user.id }),
    })
    expect(disabled.statusCode).toBe(200)
    expect(disabled.json().disabled_at).toEqual(expect.any(String))
    const enabled = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffEnable, { user_id: clerk.user.id }),
    })
    expect(enabled.json().disabled_at).toBeNull()

    const shopper = await createCustomer(t)
    for (const path of [adminPaths.staffDisable, adminPaths.staffEnable, adminPaths.staffSignOut]) {
      const res = await as(owner.token, {
        method: 'POST',
        url: adminUrl(path, { user_id: shopper.user.id }),
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: staffMessages.notStaff })
    }
  })
})

describe('owner rules', () => {
  it('never disables an owner, nor lets anyone else sign them out or take their owner role', async () => {
    const other = await createStaff(t, ['owner'])
    const [ownerRole, adminRole] = await roleIdsByKey(t, ['owner', 'admin'])
    const disable = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffDisable, { user_id: other.user.id }),
    })
    expect(disable.statusCode).toBe(409)
    expect(disable.json()).toEqual({ message: staffMessages.ownerProtected })
    const signOut = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffSignOut, { user_id: other.user.id }),
    })
    expect(signOut.statusCode).toBe(409)
    const demote = await as(owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: other.user.id }),
      payload: { role_ids: [adminRole] },
    })
    expect(demote.statusCode).toBe(409)
    expect(demote.json()).toEqual({ message: staffMessages.ownerRoleOfAnother })
    const self = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffDisable, { user_id: owner.user.id }),
    })
    expect(self.statusCode).toBe(409)
    expect(self.json()).toEqual({ message: staffMessages.notYourself })
    // Adding a role beside the owner role is fine.
    const widened = await as(owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: other.user.id }),
      payload: { role_ids: [ownerRole, adminRole] },
    })
    expect(widened.statusCode).toBe(200)
  })

  it('lets an owner step down only while another owner remains', async () => {
    const t2 = await createTestApp()
    try {
      const [only] = [await createStaff(t2, ['owner'])]
      const [adminRole] = await roleIdsByKey(t2, ['admin'])
      const stepDown = (token: string, userId: number) =>
        injectAs(t2, token, {
          method: 'PUT',
          url: adminUrl(adminPaths.staffRoles, { user_id: userId }),
          payload: { role_ids: [adminRole] },
        })
      const refused = await stepDown(only!.token, only!.user.id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ message: staffMessages.lastOwner })
      const second = await createStaff(t2, ['owner'])
      const done = await stepDown(only!.token, only!.user.id)
      expect(done.statusCode).toBe(200)
      expect(done.json().roles).toEqual([{ id: adminRole, name: 'Quản trị viên', is_owner: false }])
      expect((await stepDown(second.token, second.user.id)).statusCode).toBe(409)
    } finally {
      await t2.close()
    }
  })
})
