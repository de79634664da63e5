import {
  apiPaths,
  checkoutQuote,
  checkoutQuoteQuery,
  checkoutRequest,
  checkoutResponse,
  errorResponse,
  IDEMPOTENCY_HEADER,
  idempotencyKey,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { placeOrder, quoteCheckout } from '../../workflows/checkout.ts'
import { cartContext } from '../cart/index.ts'
import { createVnpayGateway } from '../payments/index.ts'

const tags = ['checkout']

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.appUrl.startsWith('https:')
  const deps = {
    db: app.db,
    outbox: app.mailOutbox,
    vnpay: createVnpayGateway(app.config),
    appUrl: app.config.appUrl,
    appSecret: app.config.appSecret,
    log: app.log,
    onOrderPlaced: () => app.metrics.ordersPlaced.inc(),
  }

  app.get(
    apiPaths.checkoutQuote,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Báo giá thanh toán: giỏ hàng, phí vận chuyển theo tỉnh, phương thức thanh toán',
        querystring: checkoutQuoteQuery,
        response: { 200: checkoutQuote, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const ctx = await cartContext(app.db, request, reply, secure)
      return quoteCheckout(deps, { cart: await ctx.find(), userId: ctx.userId }, request.query)
    },
  )

  app.post(
    apiPaths.checkout,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Đặt hàng từ giỏ hàng, hoặc mua ngay một sản phẩm',
        description:
          'Giá, giảm giá và phí vận chuyển do máy chủ tính; giá gửi từ trình duyệt bị bỏ qua. Với `buy_now` chỉ sản phẩm đó được đặt (kèm mã giảm giá của nó), giỏ hàng giữ nguyên. Bắt buộc header `Idempotency-Key` (một khóa cho mỗi lần bấm "Đặt hàng"): gửi lại cùng khóa trả về đúng đơn đã tạo (200) thay vì tạo đơn mới. 409 khi sản phẩm hết hàng hoặc mã giảm giá hết lượt.',
        headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKey }),
        body: checkoutRequest,
        response: {
          200: checkoutResponse,
          201: checkoutResponse,
          409: errorResponse,
          419: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const ctx = await cartContext(app.db, request, reply, secure)
      // A guest buying now without a cart gets one (empty): its lock and cookie scope the
      // idempotency key to this visitor as for a cart's checkout.
      if (request.body.buy_now) await ctx.ensure()
      const owner = ctx.owner
      const placed = await placeOrder(
        // Its later log lines (the address, the mail) carry the request's id.
        { ...deps, log: request.log },
        {
          owner,
          userId: ctx.userId,
          scope: owner ? ('userId' in owner ? `u:${owner.userId}` : `g:${owner.tokenHash}`) : null,
          ip: request.ip,
        },
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      )
      if (placed.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(placed.replayed ? 200 : 201).send({
        order: placed.order,
        payment: placed.payment,
      })
    },
  )
}
