import {
  adminPaths,
  adminProductDetail,
  adminProductList,
  adminProductListQuery,
  adminProductMessages,
  createProductRequest,
  errorResponse,
  productBulkRequest,
  productBulkResult,
  productIdParams,
  productUploadedImages,
  productVersionConflict,
  updateProductRequest,
} from '@phiencho/contracts'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fieldError } from '../../lib/errors.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import { uploadRateLimit } from '../uploads/index.ts'
import { listAdminProducts } from './admin-product-list.service.ts'
import {
  createProduct,
  getProduct,
  ProductVersionConflict,
  updateProduct,
} from './product-save.service.ts'
import { archiveProduct, bulkUpdateProducts } from './product-status.service.ts'
import { storeProductImages, uploadedFiles } from './product-uploads.service.ts'

const callerOf = (request: FastifyRequest) => ({
  granted: request.session!.grants!.permissions,
  audit: auditContextOf(request),
})

/** The back office's products: list, editor, archive, bulk actions and picture uploads. */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)

  app.get(
    adminPaths.products,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary:
          'Sản phẩm (mọi trạng thái trừ lưu trữ, trừ khi lọc theo trạng thái): tìm không dấu theo tên, SKU; lọc, sắp xếp; tổng đếm tối đa 10.001',
        querystring: adminProductListQuery,
        response: { 200: adminProductList, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listAdminProducts(app.db, request.query)
    },
  )

  app.post(
    adminPaths.products,
    {
      config: { auth: { permission: 'product:write' } },
      schema: {
        summary:
          'Tạo sản phẩm (mặc định bản nháp); đường dẫn tạo từ tên khi không gửi; phân loại mới có tồn kho 0. Giá khuyến mãi cần thêm quyền price:write',
        body: createProductRequest,
        response: { 201: adminProductDetail, 403: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, callerOf(request), request.body)
      return reply.code(201).send(product)
    },
  )

  app.post(
    adminPaths.productsBulk,
    {
      config: { auth: { permission: 'product:write' } },
      schema: {
        summary:
          'Thao tác hàng loạt (tối đa 100 sản phẩm, một giao dịch): đăng bán, tạm ẩn, lưu trữ, chuyển danh mục',
        body: productBulkRequest,
        response: { 200: productBulkResult, 422: errorResponse },
      },
    },
    async (request) => bulkUpdateProducts(app.db, auditContextOf(request), request.body),
  )

  app.post(
    adminPaths.productImages,
    {
      config: { auth: { permission: 'product:write' }, rateLimit: uploadRateLimit(120) },
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError('files', adminProductMessages.uploadFiles)
        }
        if (error.code === 'FST_FILES_LIMIT') {
          throw fieldError('files', adminProductMessages.uploadFiles)
        }
        throw error
      },
      schema: {
        summary: 'Tải ảnh sản phẩm lên trước khi lưu (JPEG, PNG, WebP ≤ 5 MB mỗi ảnh; lưu WebP)',
        description:
          'multipart/form-data, trường `files` (1–8 tệp). Gửi `path` trả về trong `images[].path` khi lưu sản phẩm.',
        consumes: ['multipart/form-data'],
        response: {
          201: productUploadedImages,
          400: errorResponse,
          413: errorResponse,
          419: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const images = await storeProductImages(
        app.db,
        app.mediaStorage,
        request.session!.userId,
        uploadedFiles(request.body),
      )
      return reply.code(201).send(images)
    },
  )

  app.get(
    adminPaths.product,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary:
          'Sản phẩm cho trình soạn thảo: các trường, phân loại, ảnh, khung khuyến mãi, SEO, đường dẫn cũ, phiên bản',
        params: productIdParams,
        response: { 200: adminProductDetail, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getProduct(app.db, request.params.id)
    },
  )

  app.put(
    adminPaths.product,
    {
      config: { auth: { permission: 'product:write' } },
      schema: {
        summary:
          'Lưu toàn bộ sản phẩm với `version` đã tải (khác bản đang lưu: 409). Đổi giá cần thêm price:write; đổi đường dẫn giữ đường dẫn cũ (301)',
        params: productIdParams,
        body: updateProductRequest,
        response: {
          200: adminProductDetail,
          403: errorResponse,
          404: errorResponse,
          409: productVersionConflict.or(errorResponse),
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        return await updateProduct(app.db, callerOf(request), request.params.id, request.body)
      } catch (error) {
        if (!(error instanceof ProductVersionConflict)) throw error
        return reply.code(409).send({ message: error.message, version: error.version })
      }
    },
  )

  app.delete(
    adminPaths.product,
    {
      config: { auth: { permission: 'product:write' } },
      schema: {
        summary: 'Lưu trữ sản phẩm (không xóa: đơn hàng cũ vẫn giữ sản phẩm)',
        params: productIdParams,
        response: { 200: adminProductDetail, 404: errorResponse },
      },
    },
    async (request) => archiveProduct(app.db, auditContextOf(request), request.params.id),
  )
}
