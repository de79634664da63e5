import {
  adminPaths,
  adminVoucher,
  adminVoucherList,
  adminVoucherListQuery,
  errorResponse,
  voucherCategoryOptions,
  voucherParams,
  voucherRedemptionList,
  voucherRedemptionsQuery,
  voucherRequest,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import {
  createVoucher,
  getVoucher,
  listCategoryOptions,
  listRedemptions,
  listVouchers,
  setVoucherActive,
  updateVoucher,
} from './vouchers.admin.service.ts'

// Reads need `voucher:write` too: no role reads vouchers without managing them, and the terms of
// an unannounced campaign are not for every staff member.
const voucherWrite = { auth: { permission: 'voucher:write' } } as const
const readErrors = { 404: errorResponse, 422: errorResponse }
const writeErrors = { 404: errorResponse, 409: errorResponse, 422: errorResponse }

/** The voucher console: list, create, edit, switch on or off, and the orders that used a code. */
export const vouchersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The PUT's form twin (method spoofing) may post multipart.
  await app.register(multipartBodies)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.vouchers,
    {
      config: voucherWrite,
      schema: {
        summary:
          'Mã giảm giá theo trạng thái (đang chạy, sắp diễn ra, …), tìm theo mã; 20 mã mỗi trang',
        querystring: adminVoucherListQuery,
        response: { 200: adminVoucherList, 422: errorResponse },
      },
    },
    (request) => listVouchers(app.db, request.query),
  )

  app.get(
    adminPaths.voucherCategoryOptions,
    {
      config: voucherWrite,
      schema: {
        summary: 'Danh mục sản phẩm (cả danh mục ẩn) để giới hạn mã giảm giá',
        response: { 200: voucherCategoryOptions },
      },
    },
    async () => ({ data: await listCategoryOptions(app.db) }),
  )

  app.post(
    adminPaths.vouchers,
    {
      config: voucherWrite,
      schema: {
        summary: 'Tạo mã giảm giá',
        body: voucherRequest,
        response: { 201: adminVoucher, ...writeErrors },
      },
    },
    async (request, reply) => {
      const audit = auditContextOf(request)
      const voucher = await app.db.transaction((tx) => createVoucher(tx, audit, request.body))
      return reply.code(201).send(voucher)
    },
  )

  app.get(
    adminPaths.voucher,
    {
      config: voucherWrite,
      schema: {
        summary: 'Chi tiết mã giảm giá',
        params: voucherParams,
        response: { 200: adminVoucher, ...readErrors },
      },
    },
    (request) => getVoucher(app.db, request.params.id),
  )

  app.put(
    adminPaths.voucher,
    {
      config: voucherWrite,
      schema: {
        summary:
          'Sửa mã giảm giá (mã đã được dùng giữ nguyên mã, loại và mức giảm; tổng lượt không nhỏ hơn số lượt đã dùng)',
        params: voucherParams,
        body: voucherRequest,
        response: { 200: adminVoucher, ...writeErrors },
      },
    },
    (request) => {
      const audit = auditContextOf(request)
      return app.db.transaction((tx) => updateVoucher(tx, audit, request.params.id, request.body))
    },
  )

  for (const [path, active] of [
    [adminPaths.voucherDeactivate, false],
    [adminPaths.voucherActivate, true],
  ] as const) {
    app.post(
      path,
      {
        config: voucherWrite,
        schema: {
          summary: active
            ? 'Bật lại mã giảm giá'
            : 'Tắt mã giảm giá: giỏ hàng và thanh toán từ chối mã ngay',
          params: voucherParams,
          response: { 200: adminVoucher, ...writeErrors },
        },
      },
      (request) => {
        const audit = auditContextOf(request)
        return app.db.transaction((tx) => setVoucherActive(tx, audit, request.params.id, active))
      },
    )
  }

  app.get(
    adminPaths.voucherRedemptions,
    {
      config: voucherWrite,
      schema: {
        summary: 'Đơn hàng đã dùng mã (đơn đã hủy trả lại lượt và không còn trong danh sách)',
        params: voucherParams,
        querystring: voucherRedemptionsQuery,
        response: { 200: voucherRedemptionList, ...readErrors },
      },
    },
    (request) => listRedemptions(app.db, request.params.id, request.query.page),
  )
}
