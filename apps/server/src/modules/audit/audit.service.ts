import { SYSTEM_AUDIT_PERMISSION } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { type Db, preparedStatement } from '../../db/client.ts'

/** Who makes a back-office change, and through which request: taken from the request once. */
export interface AuditContext {
  actorId: number
  permission: string
  requestId: string
  ip: string
}

export interface AuditEntry {
  action: string
  entityType: string
  entityId: string | number
  /** The entity's fields before the change (only those that changed are kept), or null (created). */
  before?: Record<string, unknown> | null
  /** The entity's fields after the change, or null (deleted). */
  after?: Record<string, unknown> | null
}

/** The audit context of a request to a route declaring `config.auth` (`{ permission }` or `staff`). */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const session = request.session
  if (!session) throw new Error('An audited change needs a signed-in caller')
  const auth = request.routeOptions.config.auth
  const permission = typeof auth === 'object' && 'permission' in auth ? auth.permission : 'staff'
  return { actorId: session.userId, permission, requestId: String(request.id), ip: request.ip }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields that differ between two states of an entity, each side holding only those; a side
 * that is null (created, deleted) is kept whole on the other side.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null }
  const was: Record<string, unknown> = {}
  const is: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue
    if (key in before) was[key] = before[key]
    if (key in after) is[key] = after[key]
  }
  return { before: was, after: is }
}

// Every back-office write appends one: prepared once per connection (the same text each time).
const insertAuditRow = preparedStatement<
  // A bigint: node-postgres answers it as text.
  { id: string | number },
  {
    actor_id: number | null
    permission: string
    action: string
    entity_type: string
    entity_id: string
    before: string | null
    after: string | null
    request_id: string
    ip: string | null
  }
>(
  'audit_log_insert',
  (value) => sql`insert into audit_log (actor_id, actor_email, permission, action, entity_type,
      entity_id, before, after, request_id, ip)
    values (${value('actor_id')}, (select email from users where id = ${value('actor_id')}),
      ${value('permission')}, ${value('action')}, ${value('entity_type')}, ${value('entity_id')},
      ${value('before')}, ${value('after')}, ${value('request_id')}, ${value('ip')})
    returning id`,
)

const asJson = (fields: Record<string, unknown> | null) =>
  fields === null ? null : JSON.stringify(fields)

/** Who made a change as the row keeps it: the actor (its email read by the statement), or none. */
interface AuditSource {
  actorId: number | null
  permission: string
  requestId: string
  ip: string | null
}

/** Appends one row, only the fields that changed on each side; answers its id. */
async function appendAuditRow(tx: Db, source: AuditSource, entry: AuditEntry): Promise<number> {
  const { before, after } = changedFields(entry.before, entry.after)
  const [row] = await insertAuditRow(tx, {
    actor_id: source.actorId,
    permission: source.permission,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    before: asJson(before),
    after: asJson(after),
    request_id: source.requestId,
    ip: source.ip,
  })
  return Number(row!.id)
}

/**
 * Appends the audit row of a change, in the transaction `tx` that makes the change: call it inside
 * that transaction, after the change, so that a failed change leaves no row and a committed one
 * always has its row.
 */
export function recordAudit(tx: Db, context: AuditContext, entry: AuditEntry): Promise<number> {
  return appendAuditRow(tx, context, entry)
}

/**
 * Appends the audit row of a change made by a command run on the server: no actor (nobody signed
 * in made it), `SYSTEM_AUDIT_PERMISSION`, and the command's name where a request id would be.
 */
export async function recordSystemAudit(tx: Db, command: string, entry: AuditEntry): Promise<void> {
  await appendAuditRow(
    tx,
    { actorId: null, permission: SYSTEM_AUDIT_PERMISSION, requestId: command, ip: null },
    entry,
  )
}
