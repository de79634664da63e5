import {
  adminCategory,
  adminCategoryTree,
  adminPaths,
  catalogueIdParams,
  createCategoryRequest,
  errorResponse,
  messages,
  moveCategoryRequest,
  updateCategoryRequest,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../../lib/errors.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  updateCategory,
} from './categories.admin.service.ts'
import { pictureUploadRoute } from '../uploads/index.ts'

const write = { auth: { permission: 'category:write' } } as const
const writeErrors = {
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
}

/** The categories console: the tree, and each change of it in one transaction with its audit row. */
export const categoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)

  app.get(
    adminPaths.categories,
    {
      // Open to holders of either permission: the route checks which.
      config: { auth: 'staff' },
      schema: {
        summary:
          'Cây danh mục (theo chiều sâu, cùng cấp theo vị trí) với số sản phẩm mỗi danh mục (product:read hoặc category:write)',
        response: { 200: adminCategoryTree, 403: errorResponse },
      },
    },
    async (request) => {
      const granted = request.session!.grants!.permissions
      if (!granted.has('product:read') && !granted.has('category:write')) {
        throw new HttpError(403, messages.forbidden)
      }
      return { data: await listAdminCategories(app.db) }
    },
  )

  app.post(
    adminPaths.categories,
    {
      config: write,
      schema: {
        summary: 'Tạo danh mục (xếp cuối trong danh mục cha)',
        body: createCategoryRequest,
        response: { 201: adminCategory, ...writeErrors },
      },
    },
    async (request, reply) => {
      const audit = auditContextOf(request)
      const created = await app.db.transaction((tx) => createCategory(tx, audit, request.body))
      return reply.code(201).send(created)
    },
  )

  app.put(
    adminPaths.category,
    {
      config: write,
      schema: {
        summary:
          'Sửa danh mục (tên, đường dẫn, trạng thái, mô tả, ảnh, SEO); vị trí đổi bằng …/move',
        params: catalogueIdParams,
        body: updateCategoryRequest,
        response: { 200: adminCategory, ...writeErrors },
      },
    },
    async (request) => {
      const audit = auditContextOf(request)
      return app.db.transaction((tx) => updateCategory(tx, audit, request.params.id, request.body))
    },
  )

  app.post(
    adminPaths.categoryMove,
    {
      config: write,
      schema: {
        summary:
          'Chuyển danh mục sang danh mục cha khác và/hoặc vị trí khác (422 nếu vào chính nó hay danh mục con của nó)',
        params: catalogueIdParams,
        body: moveCategoryRequest,
        response: { 200: adminCategory, ...writeErrors },
      },
    },
    async (request) => {
      const audit = auditContextOf(request)
      return app.db.transaction((tx) => moveCategory(tx, audit, request.params.id, request.body))
    },
  )

  app.delete(
    adminPaths.category,
    {
      config: write,
      schema: {
        summary: 'Xóa danh mục trống (409 nếu còn sản phẩm, danh mục con hoặc mã giảm giá áp dụng)',
        params: catalogueIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const audit = auditContextOf(request)
      await app.db.transaction((tx) => deleteCategory(tx, audit, request.params.id))
      return reply.code(204).send(null)
    },
  )

  await app.register(
    pictureUploadRoute({
      path: adminPaths.categoryImages,
      auth: { permission: 'category:write' },
      summary: 'Tải ảnh danh mục lên',
    }),
  )
}
