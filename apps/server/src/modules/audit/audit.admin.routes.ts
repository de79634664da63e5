import {
  adminPaths,
  auditActionList,
  auditLogList,
  auditLogQuery,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAuditActions, listAuditLog } from './audit-log.service.ts'

const read = { auth: { permission: 'audit:read' } } as const

/** The back office's audit log: who changed what, newest first. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.auditLog,
    {
      config: read,
      schema: {
        summary: 'Nhật ký thao tác: lọc theo người làm, thao tác, đối tượng, ngày (giờ Việt Nam)',
        querystring: auditLogQuery,
        response: { 200: auditLogList, 422: errorResponse },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  )
  app.get(
    adminPaths.auditActions,
    {
      config: read,
      schema: {
        summary: 'Các thao tác được ghi nhật ký, với nhãn tiếng Việt',
        response: { 200: auditActionList },
      },
    },
    async () => listAuditActions(),
  )
}
