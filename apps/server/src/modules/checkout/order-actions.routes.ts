import {
  apiPaths,
  cancelOrderRequest,
  errorResponse,
  messages,
  orderCodeParams,
  orderDetail,
  orderStatusChangeRequest,
  paymentStatusChangeRequest,
} from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../lib/errors.ts'
import { cancelOwnOrder } from '../../workflows/cancel-order.ts'
import {
  changePaymentStatusByStaff,
  changeStatusByStaff,
} from '../../workflows/change-order-status.ts'
import { stockListener } from '../../workflows/stock-events.ts'
import { findOrderForViewer, findOrderRowByCode, toOrderDetail } from '../orders/index.ts'
import { getUser } from '../users/index.ts'

const tags = ['orders']
const security = [{ bearer: [] }]
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
}

/** What moves an order after checkout: the customer's cancel and staff status changes. */
export const orderActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onStockChanged = stockListener(app)
  const requireAdmin = async (request: FastifyRequest) => {
    const session = await request.resolveSession()
    if (!session) throw new HttpError(401, messages.unauthenticated)
    if ((await getUser(app.db, session.userId)).role !== 'admin') {
      throw new HttpError(403, messages.forbidden)
    }
  }

  app.post(
    apiPaths.orderCancel,
    {
      schema: {
        tags,
        summary: 'Hủy đơn đang chờ xác nhận (hoàn kho và lượt dùng mã giảm giá)',
        security,
        params: orderCodeParams,
        body: cancelOrderRequest,
        response: { 200: orderDetail, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const userId = request.session!.userId
      const order = await findOrderForViewer(app.db, request.params.code, { userId })
      await cancelOwnOrder(app.db, order.id, userId, request.body?.reason, onStockChanged)
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, order.code))
    },
  )

  app.patch(
    apiPaths.adminOrderStatus,
    {
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: chuyển trạng thái đơn theo máy trạng thái (409 nếu không hợp lệ)',
        security,
        params: orderCodeParams,
        body: orderStatusChangeRequest,
        response: { 200: orderDetail, ...errors },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      await changeStatusByStaff(
        app.db,
        request.params.code,
        request.body.status,
        { by: request.session!.userId, note: request.body.note },
        onStockChanged,
      )
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, request.params.code))
    },
  )

  app.patch(
    apiPaths.adminOrderPaymentStatus,
    {
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: ghi nhận thanh toán (đã nhận chuyển khoản, thu COD, hoàn tiền)',
        security,
        params: orderCodeParams,
        body: paymentStatusChangeRequest,
        response: { 200: orderDetail, ...errors },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      await changePaymentStatusByStaff(app.db, request.params.code, request.body.payment_status)
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, request.params.code))
    },
  )
}
