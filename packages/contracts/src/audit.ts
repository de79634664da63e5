import './locale.ts'

import { z } from 'zod'

import { isoDay } from './calendar-day.ts'
import { AUDIT_ACTIONS, auditMessages } from './audit.constants.ts'
import { PAGE_MAX, catalogQueryMessages } from './catalog-query.constants.ts'
import { queryInt } from './catalog-query.ts'
import { paginated } from './pagination.ts'

export {
  AUDIT_ACTIONS,
  AUDIT_LOG_PER_PAGE,
  auditActionLabel,
  auditActionLabels,
  auditMessages,
} from './audit.constants.ts'

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value || undefined)

/** `GET /admin/audit-log`: every filter optional; days are Vietnamese calendar days, inclusive. */
export const auditLogQuery = z
  .object({
    page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
    actor_id: queryInt(auditMessages.actorId, 1, 2_147_483_647).optional(),
    /** The actor's email or name, diacritics ignored. */
    q: optionalText(100, auditMessages.search),
    entity_type: optionalText(40, auditMessages.entityType),
    entity_id: optionalText(80, auditMessages.entityId),
    action: optionalText(80, auditMessages.action),
    from: isoDay(auditMessages.date).optional(),
    to: isoDay(auditMessages.date).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: auditMessages.dateRange,
    path: ['to'],
  })
export type AuditLogQuery = z.output<typeof auditLogQuery>

const jsonFields = z.record(z.string(), z.unknown()).nullable()

export const auditLogEntry = z.object({
  id: z.number().int(),
  actor: z.object({
    /** Null once the account is gone; the email is then the one the row kept. */
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The permission the route declared, or `staff`. */
  permission: z.string(),
  action: z.string(),
  /** The action in Vietnamese (`auditActionLabels`). */
  action_label: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  /** Only the fields the change touched, as they were; null for a creation. */
  before: jsonFields,
  /** Only the fields the change touched, as they became; null for a deletion. */
  after: jsonFields,
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
})
export type AuditLogEntry = z.infer<typeof auditLogEntry>

/**
 * Newest first, 50 a page. `meta.total` stops counting at 10,000 (`AUDIT_LOG_COUNT_CAP`): a
 * total of 10,000 reads "at least".
 */
export const auditLogList = paginated(auditLogEntry)
export type AuditLogList = z.infer<typeof auditLogList>

/** `GET /admin/audit-log/actions`: every action with its label, for the filter. */
export const auditActionList = z.object({
  data: z.array(z.object({ action: z.enum(AUDIT_ACTIONS), label: z.string() })),
})
export type AuditActionList = z.infer<typeof auditActionList>
