import {
  apiPaths,
  cancelOrderRequest,
  errorResponse,
  orderCodeParams,
  orderDetail,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cancelOwnOrder } from '../../workflows/cancel-order.ts'
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

/** The customer's cancel (staff changes are in checkout.admin.routes.ts). */
export const orderActionsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await cancelOwnOrder(app.db, order.id, userId, request.body?.reason)
      return toOrderDetail(app.db, await findOrderRowByCode(app.db, order.code))
    },
  )
}
