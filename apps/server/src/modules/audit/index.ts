export { auditAdminRoutes } from './audit.admin.routes.ts'
export {
  type AuditContext,
  type AuditEntry,
  auditContextOf,
  changedFields,
  recordAudit,
  recordSystemAudit,
} from './audit.service.ts'
export { audit_log } from './audit.tables.ts'
