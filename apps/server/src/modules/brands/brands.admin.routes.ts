import {
  adminBrand,
  adminBrandList,
  adminPaths,
  brandRequest,
  brandsOrderRequest,
  catalogueIdParams,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import { pictureUploadRoute } from '../uploads/index.ts'
import {
  createBrand,
  deleteBrand,
  listAdminBrands,
  orderBrands,
  updateBrand,
} from './brands.admin.service.ts'

const write = { auth: { permission: 'brand:write' } } as const
const writeErrors = {
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
}

/** The brands console; each write is one transaction with its audit row. */
export const brandsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)

  app.get(
    adminPaths.brands,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary: 'Thương hiệu theo thứ tự của trang thương hiệu nổi tiếng, với số sản phẩm',
        response: { 200: adminBrandList },
      },
    },
    async () => ({ data: await listAdminBrands(app.db) }),
  )

  app.post(
    adminPaths.brands,
    {
      config: write,
      schema: {
        summary: 'Tạo thương hiệu (xếp cuối)',
        body: brandRequest,
        response: { 201: adminBrand, ...writeErrors },
      },
    },
    async (request, reply) => {
      const audit = auditContextOf(request)
      const created = await app.db.transaction((tx) => createBrand(tx, audit, request.body))
      return reply.code(201).send(created)
    },
  )

  app.post(
    adminPaths.brandsOrder,
    {
      config: write,
      schema: {
        summary: 'Sắp xếp thương hiệu: mọi id theo thứ tự mới (409 nếu danh sách đã đổi)',
        body: brandsOrderRequest,
        response: { 200: adminBrandList, ...writeErrors },
      },
    },
    async (request) => {
      const audit = auditContextOf(request)
      const data = await app.db.transaction((tx) => orderBrands(tx, audit, request.body.ids))
      return { data }
    },
  )

  app.put(
    adminPaths.brand,
    {
      config: write,
      schema: {
        summary: 'Sửa thương hiệu (tên, đường dẫn, logo, mô tả, nổi tiếng)',
        params: catalogueIdParams,
        body: brandRequest,
        response: { 200: adminBrand, ...writeErrors },
      },
    },
    async (request) => {
      const audit = auditContextOf(request)
      return app.db.transaction((tx) => updateBrand(tx, audit, request.params.id, request.body))
    },
  )

  app.delete(
    adminPaths.brand,
    {
      config: write,
      schema: {
        summary: 'Xóa thương hiệu; sản phẩm của nó còn lại, không thương hiệu',
        params: catalogueIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const audit = auditContextOf(request)
      await app.db.transaction((tx) => deleteBrand(tx, audit, request.params.id))
      return reply.code(204).send(null)
    },
  )

  await app.register(
    pictureUploadRoute({
      path: adminPaths.brandImages,
      auth: { permission: 'brand:write' },
      summary: 'Tải logo thương hiệu lên',
    }),
  )
}
