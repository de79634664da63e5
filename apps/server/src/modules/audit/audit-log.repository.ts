import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { audit_log } from './audit.tables.ts'

export interface AuditLogFilter {
  actorId?: number
  /** Matched in the actor's name (diacritics ignored) or email. */
  q?: string
  entityType?: string
  entityId?: string
  action?: string
  since?: Date
  before?: Date
}

/**
 * The people named by `q` are found first, so the log itself is still read along its actor or
 * date index; a deleted actor is matched by the email the row kept.
 */
function actorMatching(q: string): SQL {
  const folded = sql`public.f_unaccent(lower(${q}))`
  const people = sql`select u.id from users u
    where strpos(public.f_unaccent(lower(u.name)), ${folded}) > 0
       or strpos(lower(u.email), lower(${q})) > 0`
  return or(
    sql`${audit_log.actor_id} in (${people})`,
    and(isNull(audit_log.actor_id), sql`strpos(lower(${audit_log.actor_email}), lower(${q})) > 0`),
  )!
}

function conditions(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.actorId !== undefined ? eq(audit_log.actor_id, filter.actorId) : undefined,
    filter.q ? actorMatching(filter.q) : undefined,
    filter.entityType ? eq(audit_log.entity_type, filter.entityType) : undefined,
    filter.entityId ? eq(audit_log.entity_id, filter.entityId) : undefined,
    filter.action ? eq(audit_log.action, filter.action) : undefined,
    filter.since ? gte(audit_log.created_at, filter.since) : undefined,
    filter.before ? lt(audit_log.created_at, filter.before) : undefined,
  )
}

/** A page of the log, newest first, with the actor as they are now (or as the row kept them). */
export async function selectAuditPage(
  db: Db,
  filter: AuditLogFilter,
  { limit, offset, countCap }: { limit: number; offset: number; countCap: number },
) {
  const where = conditions(filter)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: audit_log.id,
        actor_id: audit_log.actor_id,
        actor_name: users.name,
        actor_email: sql<string | null>`coalesce(${users.email}, ${audit_log.actor_email})`,
        permission: audit_log.permission,
        action: audit_log.action,
        entity_type: audit_log.entity_type,
        entity_id: audit_log.entity_id,
        before: audit_log.before,
        after: audit_log.after,
        request_id: audit_log.request_id,
        ip: audit_log.ip,
        created_at: audit_log.created_at,
      })
      .from(audit_log)
      .leftJoin(users, eq(users.id, audit_log.actor_id))
      .where(where)
      .orderBy(desc(audit_log.created_at), desc(audit_log.id))
      .limit(limit)
      .offset(offset),
    // Counting stops at the cap: a broad filter over years of rows would otherwise read them all.
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(audit_log)
        .where(where)
        .limit(countCap)
        .as('capped'),
    ),
  ])
  return { rows, total: counted?.n ?? 0 }
}
