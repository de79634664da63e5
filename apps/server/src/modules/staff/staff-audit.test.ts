import { adminPaths, adminUrl } from '@phiencho/contracts'
import { desc, eq, gt } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff, roleIdsByKey } from '../../test/staff-factories.ts'

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  t = await createTestApp()
  owner = await createStaff(t, ['owner'], { name: 'Chủ Cửa Hàng' })
})
afterAll(() => t.close())

let sequence = 0
const requestId = () => `audit-test-${++sequence}`

async function lastId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: audit_log.id })
    .from(audit_log)
    .orderBy(desc(audit_log.id))
    .limit(1)
  return row?.id ?? 0
}

/** Calls the route and returns its answer with the audit rows it appended. */
async function audited(token: string, options: InjectOptions) {
  const since = await lastId()
  const id = requestId()
  const res = await injectAs(t, token, {
    ...options,
    headers: { ...options.headers, 'x-request-id': id },
  })
  const rows = await t.database.db
    .select()
    .from(audit_log)
    .where(gt(audit_log.id, since))
    .orderBy(audit_log.id)
  return { res, rows, id }
}

describe('staff writes append their audit row', () => {
  it('records role creation, edit and deletion with the changed fields only', async () => {
    const created = await audited(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name: 'Thu ngân', permissions: ['order:read'] },
    })
    expect(created.res.statusCode).toBe(201)
    const roleId = created.res.json().id as number
    expect(created.rows).toEqual([
      expect.objectContaining({
        actor_id: owner.user.id,
        actor_email: owner.email,
        permission: 'staff:manage',
        action: 'role.create',
        entity_type: 'role',
        entity_id: String(roleId),
        before: null,
        after: { name: 'Thu ngân', description: '', permissions: ['order:read'] },
        request_id: created.id,
        ip: '127.0.0.1',
      }),
    ])

    const url = adminUrl(adminPaths.role, { id: roleId })
    const edited = await audited(owner.token, {
      method: 'PATCH',
      url,
      payload: { description: 'Thu tiền', permissions: ['order:read'] },
    })
    expect(edited.res.statusCode).toBe(200)
    expect(edited.rows).toEqual([
      expect.objectContaining({
        action: 'role.update',
        before: { description: '' },
        after: { description: 'Thu tiền' },
        request_id: edited.id,
      }),
    ])

    const deleted = await audited(owner.token, { method: 'DELETE', url })
    expect(deleted.res.statusCode).toBe(204)
    expect(deleted.rows).toEqual([
      expect.objectContaining({
        action: 'role.delete',
        entity_id: String(roleId),
        before: { name: 'Thu ngân', description: 'Thu tiền', permissions: ['order:read'] },
        after: null,
      }),
    ])
  })

  it('records adding staff, setting roles, disabling, enabling and signing out', async () => {
    const person = await createCustomer(t)
    const [ordersRole, catalogRole] = await roleIdsByKey(t, ['orders', 'catalog'])
    const added = await audited(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staff),
      payload: { email: person.email, role_ids: [ordersRole] },
    })
    expect(added.res.statusCode).toBe(201)
    expect(added.rows).toEqual([
      expect.objectContaining({
        action: 'staff.add',
        entity_type: 'staff',
        entity_id: String(person.user.id),
        before: null,
        after: { email: person.email, roles: [{ id: ordersRole, name: 'Nhân viên đơn hàng' }] },
      }),
    ])

    const set = await audited(owner.token, {
      method: 'PUT',
      url: adminUrl(adminPaths.staffRoles, { user_id: person.user.id }),
      payload: { role_ids: [catalogRole] },
    })
    expect(set.res.statusCode).toBe(200)
    expect(set.rows).toEqual([
      expect.objectContaining({
        action: 'staff.set_roles',
        before: { roles: [{ id: ordersRole, name: 'Nhân viên đơn hàng' }] },
        after: { roles: [{ id: catalogRole, name: 'Nhân viên sản phẩm/kho' }] },
      }),
    ])

    for (const [path, action] of [
      [adminPaths.staffDisable, 'staff.disable'],
      [adminPaths.staffEnable, 'staff.enable'],
      [adminPaths.staffSignOut, 'staff.sign_out'],
    ] as const) {
      const done = await audited(owner.token, {
        method: 'POST',
        url: adminUrl(path, { user_id: person.user.id }),
      })
      expect(done.res.statusCode, action).toBe(200)
      expect(done.rows.map((row) => row.action)).toEqual([action])
      expect(done.rows[0]).toMatchObject({ actor_id: owner.user.id, request_id: done.id })
    }
    const [disabled] = await t.database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'staff.disable'))
    expect(disabled!.before).toEqual({ disabled_at: null })
    expect(disabled!.after).toEqual({ disabled_at: expect.any(String) })
  })

  it('writes no row for a refused or failed write (403, 409, 422, 404)', async () => {
    const admin = await createStaff(t, ['admin'])
    const other = await createStaff(t, ['owner'])
    const [ownerRole] = await roleIdsByKey(t, ['owner'])
    const failures: Array<[string, InjectOptions, number]> = [
      [
        admin.token,
        {
          method: 'POST',
          url: adminUrl(adminPaths.roles),
          payload: { name: 'X', permissions: [] },
        },
        403,
      ],
      [owner.token, { method: 'DELETE', url: adminUrl(adminPaths.role, { id: ownerRole! }) }, 409],
      [
        owner.token,
        { method: 'POST', url: adminUrl(adminPaths.staffDisable, { user_id: other.user.id }) },
        409,
      ],
      [
        owner.token,
        { method: 'POST', url: adminUrl(adminPaths.roles), payload: { name: '', permissions: [] } },
        422,
      ],
      [
        owner.token,
        {
          method: 'POST',
          url: adminUrl(adminPaths.roles),
          payload: { name: 'Kế toán', permissions: [] },
        },
        422,
      ],
      [
        owner.token,
        { method: 'POST', url: adminUrl(adminPaths.staffEnable, { user_id: 2_000_000_000 }) },
        404,
      ],
    ]
    for (const [token, options, status] of failures) {
      const { res, rows } = await audited(token, options)
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(status)
      expect(rows, `${options.method} ${options.url}`).toEqual([])
    }
  })
})
