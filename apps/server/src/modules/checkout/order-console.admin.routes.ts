import {
  adminOrderDetail,
  adminPaths,
  bulkOrderRequest,
  bulkOrderResult,
  errorResponse,
  handOverRequest,
  type OrderAction,
  orderActionRequest,
  orderActions,
  orderCodeParams,
  refundRequest,
  staffCancelRequest,
} from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { HttpError } from '../../lib/errors.ts'
import { runStaffOrderAction, type StaffOrderAction } from '../../workflows/staff-order-actions.ts'
import { type AuditContext, auditContextOf } from '../audit/index.ts'
import { getConsoleOrder } from '../orders/index.ts'

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
}

type Body = z.ZodType
const actionRoutes: Array<{
  action: OrderAction
  path: string
  summary: string
  body: Body
  input: (body: never) => StaffOrderAction
}> = [
  {
    action: 'confirm',
    path: adminPaths.orderConfirm,
    summary: 'Xác nhận đơn (chờ xác nhận → đã xác nhận), ghi chú tùy chọn',
    body: orderActionRequest,
    input: (body: z.output<typeof orderActionRequest>) => ({
      action: 'confirm',
      note: body?.note,
    }),
  },
  {
    action: 'hand_over',
    path: adminPaths.orderHandOver,
    summary: 'Giao cho đơn vị vận chuyển, kèm mã vận đơn (đã xác nhận → đang giao)',
    body: handOverRequest,
    input: (body: z.output<typeof handOverRequest>) => ({ action: 'hand_over', ...body }),
  },
  {
    action: 'deliver',
    path: adminPaths.orderDeliver,
    summary: 'Đã giao hàng (đang giao → đã giao)',
    body: orderActionRequest,
    input: (body: z.output<typeof orderActionRequest>) => ({
      action: 'deliver',
      note: body?.note,
    }),
  },
  {
    action: 'complete',
    path: adminPaths.orderComplete,
    summary: 'Hoàn thành đơn (đã giao → hoàn thành)',
    body: orderActionRequest,
    input: (body: z.output<typeof orderActionRequest>) => ({
      action: 'complete',
      note: body?.note,
    }),
  },
  {
    action: 'cancel',
    path: adminPaths.orderCancel,
    summary: 'Hủy đơn với lý do (hoàn kho và lượt dùng mã giảm giá đúng một lần)',
    body: staffCancelRequest,
    input: (body: z.output<typeof staffCancelRequest>) => ({
      action: 'cancel',
      reason: body.reason,
    }),
  },
  {
    action: 'transfer_received',
    path: adminPaths.orderTransferReceived,
    summary: 'Đã nhận chuyển khoản (chuyển khoản chưa thanh toán → đã thanh toán)',
    body: orderActionRequest,
    input: (body: z.output<typeof orderActionRequest>) => ({
      action: 'transfer_received',
      note: body?.note,
    }),
  },
  {
    action: 'cod_collected',
    path: adminPaths.orderCodCollected,
    summary: 'Đã thu tiền COD (chưa thanh toán → đã thanh toán)',
    body: orderActionRequest,
    input: (body: z.output<typeof orderActionRequest>) => ({
      action: 'cod_collected',
      note: body?.note,
    }),
  },
  {
    action: 'refund',
    path: adminPaths.orderRefund,
    summary: 'Ghi nhận hoàn tiền với số tiền (không quá số đã thanh toán) và ghi chú',
    body: refundRequest,
    input: (body: z.output<typeof refundRequest>) => ({ action: 'refund', ...body }),
  },
]

/** The message of a refused action, for the bulk answer; anything else is a real failure. */
function refusalOf(error: unknown): string {
  if (error instanceof HttpError && error.status < 500) return error.message
  throw error
}

/** The order console's actions: one route each, declaring its permission (ADR 037). */
export const orderConsoleActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    outbox: app.mailOutbox,
    appUrl: app.config.appUrl,
    appSecret: app.config.appSecret,
    log: app.log,
  }
  const detailFor = (request: FastifyRequest, code: string) =>
    getConsoleOrder(app.db, code, request.session!.grants!.permissions)

  for (const route of actionRoutes) {
    app.post(
      route.path,
      {
        config: { auth: { permission: orderActions[route.action].permission } },
        schema: {
          summary: route.summary,
          params: orderCodeParams,
          body: route.body,
          response: { 200: adminOrderDetail, ...errors },
        },
      },
      async (request) => {
        const { code } = request.params as { code: string }
        await runStaffOrderAction(
          { ...deps, log: request.log },
          code,
          route.input(request.body as never),
          auditContextOf(request),
        )
        return detailFor(request, code)
      },
    )
  }

  app.post(
    adminPaths.ordersBulk,
    {
      config: { auth: { permission: 'order:write' } },
      schema: {
        summary:
          'Xác nhận hoặc giao cho đơn vị vận chuyển nhiều đơn (tối đa 100), mỗi đơn một giao dịch; kết quả theo từng mã',
        body: bulkOrderRequest,
        response: { 200: bulkOrderResult, ...errors },
      },
    },
    async (request) => {
      const audit: AuditContext = auditContextOf(request)
      const body = request.body
      const inputs: Array<[string, StaffOrderAction]> =
        body.action === 'confirm'
          ? body.codes.map((code) => [code, { action: 'confirm' }])
          : body.orders.map((order) => [
              order.code,
              { action: 'hand_over', carrier: body.carrier, tracking_code: order.tracking_code },
            ])
      const results = []
      // One after another: each order is its own transaction, and a bulk request must not take
      // every connection of the pool.
      for (const [code, input] of inputs) {
        try {
          await runStaffOrderAction({ ...deps, log: request.log }, code, input, audit)
          results.push({ code, ok: true, message: null })
        } catch (error) {
          results.push({ code, ok: false, message: refusalOf(error) })
        }
      }
      return { results }
    },
  )
}
