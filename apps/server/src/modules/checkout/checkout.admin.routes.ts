import {
  adminPaths,
  errorResponse,
  orderCodeParams,
  orderDetail,
  orderStatusChangeRequest,
  paymentStatusChangeRequest,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  changePaymentStatusByStaff,
  changeStatusByStaff,
} from '../../workflows/change-order-status.ts'
import { auditContextOf } from '../audit/index.ts'
import { findOrderRowByCode, toOrderDetail } from '../orders/index.ts'
import { orderConsoleActionRoutes } from './order-console.admin.routes.ts'

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
}

/** Staff changes of an order, in the admin scope (`/api/v1/admin`). */
export const checkoutAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderConsoleActionRoutes)

  app.patch(
    adminPaths.orderStatus,
    {
      config: { auth: { permission: 'order:write' } },
      schema: {
        summary:
          'Chuyển trạng thái đơn theo máy trạng thái (409 nếu không hợp lệ; hủy đơn cần quyền order:cancel)',
        params: orderCodeParams,
        body: orderStatusChangeRequest,
        response: { 200: orderDetail, ...errors },
      },
    },
    async (request) => {
      if (request.body.status === 'cancelled') await request.requirePermission('order:cancel')
      await changeStatusByStaff(
        app.db,
        request.params.code,
        request.body.status,
        { by: request.session!.userId, note: request.body.note },
        auditContextOf(request),
      )
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, request.params.code))
    },
  )

  app.patch(
    adminPaths.orderPaymentStatus,
    {
      config: { auth: { permission: 'order:payment' } },
      schema: {
        summary: 'Ghi nhận thanh toán (đã nhận chuyển khoản, thu COD, hoàn tiền)',
        params: orderCodeParams,
        body: paymentStatusChangeRequest,
        response: { 200: orderDetail, ...errors },
      },
    },
    async (request) => {
      await changePaymentStatusByStaff(
        app.db,
        request.params.code,
        request.body.payment_status,
        auditContextOf(request),
      )
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, request.params.code))
    },
  )
}
