import {
  adminPaths,
  errorResponse,
  lowStockList,
  lowStockQuery,
  stockProductParams,
  stockAdjustmentRequest,
  stockAdjustmentResponse,
  stockItemList,
  stockItemsQuery,
  stockLedger,
  stockLedgerQuery,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditContextOf } from '../audit/index.ts'
import { listLowStock, listStockLedger, lookUpStockItems } from './inventory.service.ts'
import { adjustStock } from './stock-adjustment.service.ts'

/** Stock adjustments, the stock ledger, low stock and the item lookup, in the admin scope. */
export const inventoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    adminPaths.stockAdjustments,
    {
      config: { auth: { permission: 'inventory:write' } },
      schema: {
        summary:
          'Điều chỉnh tồn kho của sản phẩm hoặc một phân loại: nhập hàng, kiểm kê, hư hỏng, trả hàng',
        params: stockProductParams,
        body: stockAdjustmentRequest,
        response: { 201: stockAdjustmentResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const answer = await adjustStock(
        app.db,
        request.params.id,
        request.body,
        auditContextOf(request),
      )
      return reply.code(201).send(answer)
    },
  )

  app.get(
    adminPaths.stockLedger,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary:
          'Sổ kho: mọi thay đổi tồn kho, mới nhất trước; lọc theo sản phẩm, phân loại/SKU, lý do, nhân viên, ngày',
        querystring: stockLedgerQuery,
        response: { 200: stockLedger, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listStockLedger(app.db, request.query)
    },
  )

  app.get(
    adminPaths.lowStock,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary:
          'Sản phẩm và phân loại sắp hết hàng: tồn kho không quá ngưỡng của sản phẩm (mặc định 5)',
        querystring: lowStockQuery,
        response: { 200: lowStockList, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listLowStock(app.db, request.query)
    },
  )

  app.get(
    adminPaths.stockItems,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary: 'Tìm sản phẩm hoặc phân loại theo SKU hoặc tên, kèm tồn kho hiện tại',
        querystring: stockItemsQuery,
        response: { 200: stockItemList, 422: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return lookUpStockItems(app.db, request.query.q)
    },
  )
}
