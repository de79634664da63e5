import { adminPaths, dashboard, dashboardQuery, errorResponse } from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getDashboard } from './dashboard.service.ts'

/** The back office's overview: sales of a range of Vietnamese days and what waits to be done. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.dashboard,
    {
      config: { auth: { permission: 'dashboard:read' } },
      schema: {
        summary: 'Tổng quan: doanh thu, đơn hàng, khách mới, sản phẩm bán chạy, việc cần làm',
        querystring: dashboardQuery,
        response: { 200: dashboard, 422: errorResponse },
      },
    },
    async (request) => getDashboard(app.db, request.query, new Date()),
  )
}
