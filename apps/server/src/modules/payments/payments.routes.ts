import {
  apiPaths,
  errorResponse,
  orderAccessQuery,
  orderCodeParams,
  paymentInstructions,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findOrderForViewer, orderLookupLimit, orderViewer } from '../orders/index.ts'
import { getCommerceSettings } from '../settings/index.ts'
import { paymentInstructions as instructionsFor } from './payments.service.ts'
import { createVnpayGateway } from './vnpay.ts'

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const vnpay = createVnpayGateway(app.config)

  app.get(
    apiPaths.orderPayment,
    {
      schema: {
        tags: ['orders'],
        summary: 'Hướng dẫn thanh toán của đơn (VietQR, liên kết VNPay)',
        params: orderCodeParams,
        querystring: orderAccessQuery,
        response: { 200: paymentInstructions, 404: errorResponse, 422: errorResponse },
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
      return instructionsFor(app.db, order, {
        settings: await getCommerceSettings(app.db),
        vnpay,
        ip: request.ip,
      })
    },
  )
}
