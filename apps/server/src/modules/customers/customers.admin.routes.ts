import {
  adminCustomerDetail,
  adminCustomerLockRequest,
  adminCustomerMessages,
  adminCustomerPage,
  adminCustomerParams,
  adminCustomersQuery,
  adminPaths,
  errorResponse,
  messageResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import { getWebsiteSettings } from '../settings/index.ts'
import {
  getCustomer,
  listCustomers,
  lockAccount,
  sendPasswordReset,
  unlockAccount,
} from './customers.admin.service.ts'

const customerRead = { auth: { permission: 'customer:read' } } as const
const customerWrite = { auth: { permission: 'customer:write' } } as const
const writeErrors = { 404: errorResponse, 409: errorResponse, 422: errorResponse }

/** The customer console: the accounts, one account with its figures, lock, unlock, reset mail. */
export const customersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.customers,
    {
      config: customerRead,
      schema: {
        summary: 'Khách hàng: tìm theo tên, email, số điện thoại (không dấu), lọc theo trạng thái',
        querystring: adminCustomersQuery,
        response: { 200: adminCustomerPage, 422: errorResponse },
      },
    },
    (request) => listCustomers(app.db, request.query),
  )

  app.get(
    adminPaths.customer,
    {
      config: customerRead,
      schema: {
        summary:
          'Một khách hàng: đơn hàng gần nhất, địa chỉ, tin rao vặt, đánh giá, yêu thích, tổng chi tiêu',
        params: adminCustomerParams,
        response: { 200: adminCustomerDetail, 404: errorResponse, 422: errorResponse },
      },
    },
    (request) => getCustomer(app.db, request.params.id),
  )

  app.post(
    adminPaths.customerLock,
    {
      config: customerWrite,
      schema: {
        summary: 'Khóa tài khoản (không đăng nhập được, mọi phiên kết thúc ngay); lý do tùy chọn',
        params: adminCustomerParams,
        body: adminCustomerLockRequest.nullish(),
        response: { 200: adminCustomerDetail, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        lockAccount(tx, auditContextOf(request), request.params.id, request.body?.reason),
      ),
  )

  app.post(
    adminPaths.customerUnlock,
    {
      config: customerWrite,
      schema: {
        summary: 'Mở khóa tài khoản',
        params: adminCustomerParams,
        response: { 200: adminCustomerDetail, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) => unlockAccount(tx, auditContextOf(request), request.params.id)),
  )

  app.post(
    adminPaths.customerPasswordReset,
    {
      config: customerWrite,
      schema: {
        summary: 'Gửi email đặt lại mật khẩu (cùng thư với "Quên mật khẩu")',
        params: adminCustomerParams,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    async (request) => {
      // Read before the transaction: PGlite has one connection.
      const siteName = (await getWebsiteSettings(app.db)).site_name
      await app.db.transaction((tx) =>
        sendPasswordReset(tx, auditContextOf(request), request.params.id, {
          appUrl: app.config.appUrl,
          siteName,
        }),
      )
      app.mailOutbox.wake()
      return { message: adminCustomerMessages.resetSent }
    },
  )
}
