import {
  apiPaths,
  cancelOrderRequest,
  errorResponse,
  orderCodeParams,
  orderDetail,
  orderStatusChangeRequest,
  paymentStatusChangeRequest,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cancelOwnOrder } from '../../workflows/cancel-order.ts'
import {
  changePaymentStatusByStaff,
  changeStatusByStaff,
} from '../../workflows/change-order-status.ts'
import { stockListener } from '../../workflows/stock-events.ts'
import { findOrderForViewer, findOrderRowByCode, toOrderDetail } from '../orders/index.ts'

const tags = ['orders']
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

  app.post(
    apiPaths.orderCancel,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Hủy đơn đang chờ xác nhận (hoàn kho và lượt dùng mã giảm giá)',
        params: orderCodeParams,
        body: cancelOrderRequest,
        response: { 200: orderDetail, ...errors },
      },
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
      config: { auth: { role: 'admin' } },
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: chuyển trạng thái đơn theo máy trạng thái (409 nếu không hợp lệ)',
        params: orderCodeParams,
        body: orderStatusChangeRequest,
        response: { 200: orderDetail, ...errors },
      },
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
      config: { auth: { role: 'admin' } },
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: ghi nhận thanh toán (đã nhận chuyển khoản, thu COD, hoàn tiền)',
        params: orderCodeParams,
        body: paymentStatusChangeRequest,
        response: { 200: orderDetail, ...errors },
      },
    },
    async (request) => {
      await changePaymentStatusByStaff(app.db, request.params.code, request.body.payment_status)
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, request.params.code))
    },
  )
}
