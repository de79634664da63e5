import {
  apiPaths,
  orderMessages,
  paymentMessages,
  vnpayCallbackQuery,
  vnpayIpnResponse,
  vnpayReturnResult,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { applyVnpayResult, ipnAnswers, orderAfterCallback } from '../../workflows/vnpay-callback.ts'
import { createVnpayGateway } from '../payments/index.ts'

const tags = ['payments']

/** VNPay's answers about a payment: the server-to-server IPN and the shopper's return. */
export const vnpayRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, vnpay: createVnpayGateway(app.config) }

  app.get(
    apiPaths.vnpayIpn,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'VNPay IPN: VNPay báo kết quả thanh toán (máy chủ với máy chủ)',
        description:
          'Trả lời theo mã của VNPay: 00 thành công, 01 không có đơn, 02 đơn đã được xác nhận, 04 sai số tiền, 97 sai chữ ký, 99 lỗi khác. Gọi lại lần hai không thay đổi gì.',
        querystring: vnpayCallbackQuery,
        response: { 200: vnpayIpnResponse },
      },
    },
    async (request) => {
      try {
        const { answer, late } = await applyVnpayResult(deps, request.query)
        request.log.info({ rsp: answer.RspCode, ref: request.query.vnp_TxnRef }, 'vnpay ipn')
        if (late) {
          request.log.warn(
            { ref: request.query.vnp_TxnRef },
            'VNPay paid an order after its payment expired or failed: refund it by hand',
          )
        }
        return answer
      } catch (error) {
        request.log.error({ err: error }, 'vnpay ipn failed')
        return ipnAnswers.unknownError
      }
    },
  )

  app.get(
    apiPaths.vnpayReturn,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Kiểm tra kết quả VNPay khi người mua quay lại trang thanh toán',
        description:
          'Trang /thanh-toan chuyển nguyên query `vnp_*` mà VNPay gắn vào URL trả về; máy chủ kiểm tra chữ ký và cho biết kết quả.',
        querystring: vnpayCallbackQuery,
        response: { 200: vnpayReturnResult },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const outcome = await applyVnpayResult(deps, request.query)
      const order = await orderAfterCallback(app.db, outcome.orderId)
      const paid = order?.payment_status === 'paid'
      return {
        valid: outcome.valid,
        success: outcome.valid && paid,
        order_code: order?.code ?? null,
        message: returnMessage(outcome.valid, outcome.answer.RspCode, outcome.message, order),
        order_status: order?.status ?? null,
        payment_status: order?.payment_status ?? null,
      }
    },
  )
}

function returnMessage(
  valid: boolean,
  code: string,
  vnpayMessage: string,
  order: { status: string; payment_status: string } | undefined,
): string {
  if (!valid) return paymentMessages.vnpayInvalid
  if (!order) return orderMessages.notFound
  if (order.payment_status === 'paid') return paymentMessages.vnpaySuccess
  if (code === ipnAnswers.invalidAmount.RspCode) return paymentMessages.amountMismatch
  if (order.status === 'cancelled') return `${vnpayMessage} ${paymentMessages.vnpayFailed}`
  return vnpayMessage
}
