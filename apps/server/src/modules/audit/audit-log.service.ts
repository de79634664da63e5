import {
  AUDIT_ACTIONS,
  AUDIT_LOG_COUNT_CAP,
  AUDIT_LOG_PER_PAGE,
  auditActionLabel,
  type AuditActionList,
  type AuditLogList,
  type AuditLogQuery,
  pageMeta,
} from '@phiencho/contracts'
import { addDays, vietnamDayStart } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { selectAuditPage } from './audit-log.repository.ts'

/** The log, newest first, filtered; `from` and `to` are whole days in Vietnam time. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogList> {
  const { rows, total } = await selectAuditPage(
    db,
    {
      actorId: query.actor_id,
      q: query.q,
      entityType: query.entity_type,
      entityId: query.entity_id,
      action: query.action,
      since: query.from ? vietnamDayStart(query.from) : undefined,
      before: query.to ? vietnamDayStart(addDays(query.to, 1)) : undefined,
    },
    {
      limit: AUDIT_LOG_PER_PAGE,
      offset: (query.page - 1) * AUDIT_LOG_PER_PAGE,
      countCap: AUDIT_LOG_COUNT_CAP,
    },
  )
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
      permission: row.permission,
      action: row.action,
      action_label: auditActionLabel(row.action),
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      request_id: row.request_id,
      ip: row.ip,
      created_at: row.created_at.toISOString(),
    })),
    meta: pageMeta(query.page, AUDIT_LOG_PER_PAGE, total),
  }
}

export function listAuditActions(): AuditActionList {
  return { data: AUDIT_ACTIONS.map((action) => ({ action, label: auditActionLabel(action) })) }
}
