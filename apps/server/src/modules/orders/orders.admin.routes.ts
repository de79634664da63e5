import { Readable } from 'node:stream'
import { constants as zlibConstants } from 'node:zlib'
import {
  adminOrderDetail,
  adminOrderList,
  adminOrderListQuery,
  adminPaths,
  errorResponse,
  orderCodeParams,
  orderNoteRequest,
  staffOrderNote,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditContextOf } from '../audit/index.ts'
import {
  addOrderNote,
  exportConsoleOrders,
  exportFileName,
  getConsoleOrder,
  listConsoleOrders,
} from './admin-orders.service.ts'

/** The order console's reads and notes, in the admin scope (its actions are in modules/checkout). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.orders,
    {
      config: { auth: { permission: 'order:read' } },
      schema: {
        summary:
          'Đơn hàng theo tab (chờ xác nhận, chờ kiểm tra chuyển khoản, …), bộ lọc, tìm kiếm không dấu; kèm số đơn của mọi tab',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderList, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listConsoleOrders(app.db, request.query)
    },
  )

  app.get(
    adminPaths.ordersExport,
    {
      config: { auth: { permission: 'order:export' } },
      // Compressed on the fly at the fastest levels: at the plugin's (gzip 6, brotli 4) the
      // compression of a million-order export cost the server more CPU than reading and writing
      // its rows; gzip 1 sends about a fifth more bytes than gzip 6. Zstandard keeps its default.
      compress: {
        zlibOptions: { level: 1 },
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
      },
      schema: {
        summary: 'Xuất danh sách đơn đã lọc ra CSV (UTF-8, một dòng mỗi đơn)',
        querystring: adminOrderListQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 có BOM, tiêu đề tiếng Việt.'),
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'private, no-store')
      // Bytes, not objects: the stream stops pulling batches once 64 kB wait for the socket.
      const csv = Readable.from(exportConsoleOrders(app.db, request.query), {
        objectMode: false,
        highWaterMark: 64 * 1024,
      })
      return reply.send(csv as never)
    },
  )

  app.get(
    adminPaths.order,
    {
      config: { auth: { permission: 'order:read' } },
      schema: {
        summary:
          'Chi tiết đơn cho nhân viên: khách, thanh toán, lịch sử, ghi chú, vận chuyển và các thao tác được phép',
        params: orderCodeParams,
        response: { 200: adminOrderDetail, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const permissions = request.session!.grants!.permissions
      return getConsoleOrder(app.db, request.params.code, permissions)
    },
  )

  app.post(
    adminPaths.orderNotes,
    {
      config: { auth: { permission: 'order:write' } },
      schema: {
        summary: 'Thêm ghi chú nội bộ hoặc ghi chú cho khách (khách thấy ở trang đơn hàng)',
        params: orderCodeParams,
        body: orderNoteRequest,
        response: { 201: staffOrderNote, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const note = await addOrderNote(
        app.db,
        request.params.code,
        request.body,
        auditContextOf(request),
      )
      return reply.code(201).send(note)
    },
  )
}
