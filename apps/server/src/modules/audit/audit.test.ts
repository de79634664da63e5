import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'
import { changedFields, recordAudit } from './audit.service.ts'
import { audit_log } from './audit.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('changed fields', () => {
  it('keeps on each side only the fields that differ', () => {
    expect(
      changedFields(
        { name: 'A', phone: '0901', tags: ['x'], note: null },
        { name: 'B', phone: '0901', tags: ['x', 'y'], extra: 1, note: null },
      ),
    ).toEqual({
      before: { name: 'A', tags: ['x'] },
      after: { name: 'B', tags: ['x', 'y'], extra: 1 },
    })
  })

  it('keeps a created or deleted entity whole on its one side', () => {
    expect(changedFields(null, { name: 'A' })).toEqual({ before: null, after: { name: 'A' } })
    expect(changedFields({ name: 'A' }, undefined)).toEqual({ before: { name: 'A' }, after: null })
  })
})

describe('audit rows', () => {
  const context = (actorId: number) => ({
    actorId,
    permission: 'order:write',
    requestId: `req-${actorId}`,
    ip: '203.0.113.7',
  })
  const rowsFor = (entityId: string) =>
    t.database.db.select().from(audit_log).where(eq(audit_log.entity_id, entityId))

  it('are written with the change that commits, with the actor as they were', async () => {
    const { user } = await createCustomer(t)
    await t.database.db.transaction((tx) =>
      recordAudit(tx, context(user.id), {
        action: 'order.confirm',
        entityType: 'order',
        entityId: 'PC-AUDIT-1',
        before: { status: 'pending', total: 100 },
        after: { status: 'confirmed', total: 100 },
      }),
    )
    const [row, ...more] = await rowsFor('PC-AUDIT-1')
    expect(more).toEqual([])
    expect(row).toMatchObject({
      actor_id: user.id,
      actor_email: user.email,
      permission: 'order:write',
      action: 'order.confirm',
      entity_type: 'order',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
      request_id: `req-${user.id}`,
      ip: '203.0.113.7',
    })
  })

  it('are gone with a change that rolls back', async () => {
    const { user } = await createCustomer(t)
    const failure = new Error('the change failed after its audit row')
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, context(user.id), {
          action: 'order.cancel',
          entityType: 'order',
          entityId: 'PC-AUDIT-2',
          before: { status: 'pending' },
          after: { status: 'cancelled' },
        })
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await rowsFor('PC-AUDIT-2')).toEqual([])
  })
})
