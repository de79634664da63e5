import {
  AUDIT_ACTIONS,
  adminPaths,
  adminUrl,
  auditActionLabels,
  auditMessages,
  messages,
  SYSTEM_AUDIT_PERMISSION,
} from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { recordSystemAudit } from './audit.service.ts'
import { audit_log } from './audit.tables.ts'

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
let accountant: Awaited<ReturnType<typeof createStaff>>
let gone: { id: number; email: string }
beforeAll(async () => {
  t = await createTestApp()
  owner = await createStaff(t, ['owner'], { name: 'Lê Thị Hồng Nhung' })
  accountant = await createStaff(t, ['accountant'], { name: 'Kế Toán Viên' })
  const leaver = await createStaff(t, ['owner'], { name: 'Người Đã Nghỉ' })
  gone = { id: leaver.user.id, email: leaver.email }
  const row = (actorId: number, action: string, entityId: string, createdAt: string) => ({
    actor_id: actorId,
    actor_email: actorId === owner.user.id ? owner.email : gone.email,
    permission: 'staff:manage',
    action,
    entity_type: 'role',
    entity_id: entityId,
    before: null,
    after: { name: entityId },
    request_id: `req-${entityId}`,
    ip: '203.0.113.9',
    created_at: new Date(createdAt),
  })
  await t.database.db.insert(audit_log).values([
    // 23:30 on 1 March in Hà Nội is 16:30 UTC; 00:30 on 2 March is 17:30 UTC the day before.
    row(owner.user.id, 'role.create', 'r-1', '2026-03-01T16:30:00Z'),
    row(owner.user.id, 'role.update', 'r-1', '2026-03-01T17:30:00Z'),
    row(gone.id, 'role.delete', 'r-2', '2026-03-05T03:00:00Z'),
  ])
  await t.database.db.delete(users).where(eq(users.id, gone.id))
})
afterAll(() => t.close())

const url = (query = '') => `${adminUrl(adminPaths.auditLog)}${query}`
const list = (query: string, token = accountant.token) =>
  injectAs(t, token, { method: 'GET', url: url(query) })

describe('GET /admin/audit-log', () => {
  it('answers 401 anonymous, 403 to a shopper and to staff without audit:read', async () => {
    for (const path of [url(), adminUrl(adminPaths.auditActions)]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401)
      const shopper = await createCustomer(t)
      const editor = await createStaff(t, ['editor'])
      for (const token of [shopper.token, editor.token]) {
        const refused = await injectAs(t, token, { method: 'GET', url: path })
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toEqual({ message: messages.forbidden })
      }
    }
  })

  it('lists newest first with the actor, labels and the kept email of a deleted actor', async () => {
    const res = await list('?from=2026-03-01&to=2026-03-31')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({ current_page: 1, per_page: 50, total: 3, last_page: 1 })
    expect(body.data.map((e: { action: string }) => e.action)).toEqual([
      'role.delete',
      'role.update',
      'role.create',
    ])
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      actor: { id: null, name: null, email: gone.email },
      permission: 'staff:manage',
      action: 'role.delete',
      action_label: 'Xóa vai trò',
      entity_type: 'role',
      entity_id: 'r-2',
      before: null,
      after: { name: 'r-2' },
      request_id: 'req-r-2',
      ip: '203.0.113.9',
      created_at: '2026-03-05T03:00:00.000Z',
    })
    expect(body.data[1].actor).toEqual({
      id: owner.user.id,
      name: 'Lê Thị Hồng Nhung',
      email: owner.email,
    })
  })

  it('bounds days in Vietnam time and filters by actor, search, entity and action', async () => {
    const ids = async (query: string) =>
      ((await list(query)).json().data as Array<{ entity_id: string; action: string }>).map(
        (e) => `${e.action}:${e.entity_id}`,
      )
    expect(await ids('?from=2026-03-01&to=2026-03-01')).toEqual(['role.create:r-1'])
    expect(await ids('?from=2026-03-02&to=2026-03-02')).toEqual(['role.update:r-1'])
    expect(await ids(`?actor_id=${owner.user.id}&to=2026-03-31`)).toEqual([
      'role.update:r-1',
      'role.create:r-1',
    ])
    expect(await ids(`?q=${encodeURIComponent('hong nhung')}&to=2026-03-31`)).toEqual([
      'role.update:r-1',
      'role.create:r-1',
    ])
    expect(await ids(`?q=${encodeURIComponent(gone.email.toUpperCase())}`)).toEqual([
      'role.delete:r-2',
    ])
    expect(await ids('?entity_type=role&entity_id=r-2')).toEqual(['role.delete:r-2'])
    expect(await ids('?action=role.update&from=2026-01-01')).toEqual(['role.update:r-1'])
  })

  it('shows a staff write made through the API', async () => {
    const created = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.roles),
      payload: { name: 'Xem nhật ký', permissions: ['audit:read'] },
      headers: { 'x-request-id': 'nhat-ky-1' },
    })
    expect(created.statusCode).toBe(201)
    const res = await list(`?entity_type=role&entity_id=${created.json().id}`)
    expect(res.json().data).toEqual([
      expect.objectContaining({
        actor: { id: owner.user.id, name: 'Lê Thị Hồng Nhung', email: owner.email },
        action: 'role.create',
        action_label: 'Tạo vai trò',
        request_id: 'nhat-ky-1',
      }),
    ])
  })

  it('answers 422 with a Vietnamese message per field', async () => {
    const res = await list(
      `?page=0&actor_id=x&from=2026-02-30&to=2026-13-01&q=${'a'.repeat(101)}&action=${'a'.repeat(81)}`,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      page: ['Số trang phải là số nguyên từ 1 trở lên.'],
      actor_id: [auditMessages.actorId],
      from: [auditMessages.date],
      to: [auditMessages.date],
      q: [auditMessages.search],
      action: [auditMessages.action],
    })
    const reversed = await list('?from=2026-03-02&to=2026-03-01')
    expect(reversed.statusCode).toBe(422)
    expect(reversed.json().errors).toEqual({ to: [auditMessages.dateRange] })
  })
})

describe('a row written by a command on the server', () => {
  it('is listed with no actor, the system permission and the command, and found by its action', async () => {
    await t.database.db.transaction((tx) =>
      recordSystemAudit(tx, 'admin:create', {
        action: 'two_factor.reset',
        entityType: 'user',
        entityId: owner.user.id,
        before: { two_factor: 'on' },
        after: { two_factor: 'off' },
      }),
    )
    const res = await list('?action=two_factor.reset')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual([
      expect.objectContaining({
        actor: { id: null, name: null, email: null },
        permission: SYSTEM_AUDIT_PERMISSION,
        action: 'two_factor.reset',
        action_label: auditActionLabels['two_factor.reset'],
        entity_id: String(owner.user.id),
        request_id: 'admin:create',
        ip: null,
      }),
    ])
  })
})

describe('GET /admin/audit-log/actions', () => {
  it('lists every action with its Vietnamese label', async () => {
    const res = await injectAs(t, accountant.token, {
      method: 'GET',
      url: adminUrl(adminPaths.auditActions),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(
      AUDIT_ACTIONS.map((action) => ({ action, label: auditActionLabels[action] })),
    )
  })
})
