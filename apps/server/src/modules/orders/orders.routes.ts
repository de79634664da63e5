import {
  apiPaths,
  cancelOrderRequest,
  errorResponse,
  messages,
  orderAccessQuery,
  orderCodeParams,
  orderDetail,
  orderListQuery,
  orderPage,
  orderStatusChangeRequest,
  paymentInstructions,
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
import { paymentInstructions as instructionsFor } from '../payments/payments.service.ts'
import { createVnpayGateway } from '../payments/vnpay.ts'
import { getCommerceSettings } from '../settings/commerce-settings.ts'
import { getUser } from '../users/users.service.ts'
import {
  findOrderForViewer,
  findOrderRowByCode,
  listOrdersOfUser,
  toOrderDetail,
} from './orders.service.ts'

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

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const vnpay = createVnpayGateway(app.config)
  const onStockChanged = stockListener(app)
  const viewer = async (request: FastifyRequest, phone: string | undefined) => ({
    userId: (await request.resolveSession())?.userId ?? null,
    phone,
  })
  const requireAdmin = async (request: FastifyRequest) => {
    const session = await request.resolveSession()
    if (!session) throw new HttpError(401, messages.unauthenticated)
    if ((await getUser(app.db, session.userId)).role !== 'admin') {
      throw new HttpError(403, messages.forbidden)
    }
  }
  // A guest order is found by code and phone: slow down anyone trying codes.
  const lookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

  app.get(
    apiPaths.orders,
    {
      schema: {
        tags,
        summary: 'Đơn hàng của tôi (mới nhất trước)',
        security,
        querystring: orderListQuery,
        response: { 200: orderPage, 401: errorResponse, 422: errorResponse },
      },
      preHandler: app.requireUser,
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
          'Đơn của khách hàng: chỉ chủ đơn (đã đăng nhập). Đơn của khách vãng lai: kèm `?phone=` là số điện thoại lúc đặt. Mọi trường hợp khác trả 404.',
        params: orderCodeParams,
        querystring: orderAccessQuery,
        response: { 200: orderDetail, 404: errorResponse, 422: errorResponse },
      },
      config: lookupLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const order = await findOrderForViewer(
        app.db,
        request.params.code,
        await viewer(request, request.query.phone),
      )
      return toOrderDetail(app.db, order)
    },
  )

  app.get(
    apiPaths.orderPayment,
    {
      schema: {
        tags,
        summary: 'Hướng dẫn thanh toán của đơn (VietQR, liên kết VNPay)',
        params: orderCodeParams,
        querystring: orderAccessQuery,
        response: { 200: paymentInstructions, 404: errorResponse, 422: errorResponse },
      },
      config: lookupLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const order = await findOrderForViewer(
        app.db,
        request.params.code,
        await viewer(request, request.query.phone),
      )
      return instructionsFor(app.db, order, {
        settings: await getCommerceSettings(app.db),
        vnpay,
        ip: request.ip,
      })
    },
  )

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
