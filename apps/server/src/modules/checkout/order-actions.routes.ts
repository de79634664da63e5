import {
  apiPaths,
  cancelOrderRequest,
  errorResponse,
  orderCodeParams,
  orderDetail,
  reorderResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cancelOwnOrder } from '../../workflows/cancel-order.ts'
import { reorder } from '../../workflows/reorder.ts'
import { cartContext, priceCart, toCartResponse } from '../cart/index.ts'
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

/** The customer's cancel and "Mua lại" (staff changes are in checkout.admin.routes.ts). */
export const orderActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.appUrl.startsWith('https:')

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

  app.post(
    apiPaths.orderReorder,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Mua lại: thêm các sản phẩm của đơn đã giao vào giỏ hàng',
        description:
          'Chỉ đơn của chính khách hàng, đã giao hoặc hoàn thành (409 với đơn khác). Số lượng như lúc đặt, giới hạn theo tồn kho và giới hạn của giỏ như khi thêm vào giỏ; sản phẩm ngừng bán hoặc hết hàng được bỏ qua và liệt kê trong `skipped` kèm lý do.',
        params: orderCodeParams,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId
      const order = await findOrderForViewer(app.db, request.params.code, { userId })
      const ctx = await cartContext(app.db, request, reply, secure)
      const result = await reorder(app.db, order, () => ctx.ensure())
      const priced = await priceCart(app.db, (await ctx.find()) ?? null, { userId, phone: null })
      return { ...result, cart: await toCartResponse(app.db, priced) }
    },
  )
}
