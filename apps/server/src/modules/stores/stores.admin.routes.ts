import {
  adminPaths,
  adminStore,
  adminStoreList,
  adminStoreListQuery,
  catalogueIdParams,
  errorResponse,
  storeRequest,
  storeStatusRequest,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import { pictureUploadRoute } from '../uploads/index.ts'
import { listAdminStores, setStoreStatus, updateStore } from './stores.admin.service.ts'

const write = { auth: { permission: 'store:write' } } as const
const writeErrors = {
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
}

/** The shops console; each write is one transaction with its audit row. */
export const storesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)

  app.get(
    adminPaths.stores,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary: 'Cửa hàng: tìm theo tên, đường dẫn, điện thoại, email; lọc theo trạng thái',
        querystring: adminStoreListQuery,
        response: { 200: adminStoreList, 422: errorResponse },
      },
    },
    async (request) => listAdminStores(app.db, request.query),
  )

  app.put(
    adminPaths.store,
    {
      config: write,
      schema: {
        summary:
          'Sửa hồ sơ cửa hàng (tên, đường dẫn, mô tả, địa chỉ, liên hệ, đối tác, logo, ảnh bìa)',
        params: catalogueIdParams,
        body: storeRequest,
        response: { 200: adminStore, ...writeErrors },
      },
    },
    async (request) => {
      const audit = auditContextOf(request)
      return app.db.transaction((tx) => updateStore(tx, audit, request.params.id, request.body))
    },
  )

  app.post(
    adminPaths.storeStatus,
    {
      config: write,
      schema: {
        summary:
          'Duyệt, tạm ngưng hoặc mở lại cửa hàng; tạm ngưng ẩn ngay mọi sản phẩm của cửa hàng khỏi trang bán',
        params: catalogueIdParams,
        body: storeStatusRequest,
        response: { 200: adminStore, ...writeErrors },
      },
    },
    async (request) => {
      const audit = auditContextOf(request)
      return app.db.transaction((tx) => setStoreStatus(tx, audit, request.params.id, request.body))
    },
  )

  await app.register(
    pictureUploadRoute({
      path: adminPaths.storeImages,
      auth: { permission: 'store:write' },
      summary: 'Tải logo hoặc ảnh bìa cửa hàng lên',
    }),
  )
}
