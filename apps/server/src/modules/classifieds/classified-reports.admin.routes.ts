import {
  adminClassifiedAdParams,
  adminClassifiedReportGroup,
  adminClassifiedReportPage,
  adminClassifiedReportsHandleRequest,
  adminClassifiedReportsQuery,
  adminPaths,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditContextOf } from '../audit/index.ts'
import { handleAdReports, listReportGroups } from './classified-reports.admin.service.ts'
import { mailContextOf } from './classifieds.admin.routes.ts'

const reportHandle = { auth: { permission: 'report:handle' } } as const

/** The reports inbox of classifieds: reports grouped by ad, and closing an ad's open reports. */
export const classifiedReportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.classifiedReports,
    {
      config: reportHandle,
      schema: {
        summary: 'Báo cáo tin rao vặt theo trạng thái, nhóm theo tin (đang mở: chờ lâu nhất trước)',
        querystring: adminClassifiedReportsQuery,
        response: { 200: adminClassifiedReportPage, 422: errorResponse },
      },
    },
    (request) => listReportGroups(app.db, request.query),
  )

  app.post(
    adminPaths.classifiedAdReportsHandle,
    {
      config: reportHandle,
      schema: {
        summary:
          'Đóng mọi báo cáo đang mở của tin: đã xử lý (có thể ẩn tin kèm lý do) hoặc bỏ qua; người báo cáo nhận email kết quả',
        params: adminClassifiedAdParams,
        body: adminClassifiedReportsHandleRequest,
        response: {
          200: adminClassifiedReportGroup,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const mail = await mailContextOf(app)
      const answer = await app.db.transaction((tx) =>
        handleAdReports(tx, auditContextOf(request), mail, request.params.id, request.body),
      )
      app.mailOutbox.wake()
      return answer
    },
  )
}
