import {
  apiPaths,
  errorResponse,
  orderAccessQuery,
  orderCodeParams,
  orderDetail,
  orderListQuery,
  orderPage,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { orderLookupLimit, orderViewer } from './order-viewer.ts'
import { findOrderForViewer, listOrdersOfUser, toOrderDetail } from './orders.service.ts'

const tags = ['orders']

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.orders,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Đơn hàng của tôi (mới nhất trước)',
        querystring: orderListQuery,
        response: { 200: orderPage, 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => listOrdersOfUser(app.db, request.session!.userId, request.query),
  )

  app.get(
    apiPaths.order,
    {
      schema: {
        tags,
        summary: 'Chi tiết đơn hàng',
        description:
          'Đơn của khách hàng: chỉ chủ đơn (đã đăng nhập). Đơn của khách vãng lai: kèm `?phone=` là số điện thoại lúc đặt, hoặc `?token=` của liên kết trong email đơn hàng (ký bằng APP_SECRET, hiệu lực 30 ngày). Mọi trường hợp khác trả 404.',
        params: orderCodeParams,
        querystring: orderAccessQuery,
        response: { 200: orderDetail, 404: errorResponse, 422: errorResponse },
      },
      config: { auth: 'optional', ...orderLookupLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const order = await findOrderForViewer(
        app.db,
        request.params.code,
        await orderViewer(request, request.query),
      )
      return toOrderDetail(app.db, order)
    },
  )
}
