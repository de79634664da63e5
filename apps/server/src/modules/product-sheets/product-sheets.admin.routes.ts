import multipart from '@fastify/multipart'
import {
  adminPaths,
  adminProductListQuery,
  errorResponse,
  fieldErrors,
  PRODUCT_SHEET_BYTES_MAX,
  productImportQuery,
  productImportResult,
  productSheetFormatQuery,
  productSheetMessages,
} from '@phiencho/contracts'
import { vietnamDayOf } from '@phiencho/vn'
import { and } from 'drizzle-orm'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fieldError, validationError } from '../../lib/errors.ts'
import { auditContextOf } from '../audit/index.ts'
import { filterConditions, resolveFilters } from '../products-admin/index.ts'
import { productSheetCsv, productSheetRows, productSheetXlsx } from './export-sheet.ts'
import { importProductSheet } from './product-sheets.service.ts'

const granted = (request: FastifyRequest) => request.session!.grants!.permissions

/** The one file of the `file` field and its name. */
async function uploadedSheet(request: FastifyRequest): Promise<{ file: Buffer; name: string }> {
  if (!request.isMultipart()) throw fieldError('file', productSheetMessages.fileRequired)
  const part = await request.file()
  if (!part || part.fieldname !== 'file')
    throw fieldError('file', productSheetMessages.fileRequired)
  const file = await part.toBuffer()
  if (file.length === 0) throw fieldError('file', productSheetMessages.fileRequired)
  return { file, name: part.filename || 'tep-san-pham' }
}

/**
 * The product sheet: the filtered catalogue as CSV or Excel, one row per variant, and its import
 * (a dry run by default) that creates and updates products, variants, prices and stock.
 */
export const productSheetsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own reader: one file, larger than an image.
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_SHEET_BYTES_MAX, files: 1, fields: 5 },
  })

  app.get(
    adminPaths.productsExport,
    {
      config: { auth: { permission: 'product:read' } },
      schema: {
        summary: 'Xuất danh sách sản phẩm đã lọc ra CSV hoặc Excel (mỗi dòng một phân loại)',
        querystring: productSheetFormatQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.string().describe('The sheet.'), 422: errorResponse },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query
      const read = adminProductListQuery.safeParse(filters)
      if (!read.success) throw validationError(fieldErrors(read.error.issues))
      const rows = productSheetRows(
        app.db,
        and(...filterConditions(await resolveFilters(app.db, read.data))),
      )
      const name = `san-pham-${vietnamDayOf(new Date())}.${format}`
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        return reply.send(productSheetXlsx(rows) as never)
      }
      reply.type('text/csv; charset=utf-8')
      return reply.send(productSheetCsv(rows) as never)
    },
  )

  app.post(
    adminPaths.productsImport,
    {
      config: { auth: { permission: 'product:write' } },
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError('file', productSheetMessages.fileTooLarge)
        }
        throw error
      },
      schema: {
        summary:
          'Nhập sản phẩm từ tệp CSV hoặc Excel: chạy thử (dry_run=true) cho biết lỗi từng dòng và thay đổi; áp dụng trong một giao dịch',
        description:
          'multipart/form-data, trường `file`. Áp dụng chỉ khi không còn lỗi nào; thay đổi giá cần price:write, tồn kho inventory:write.',
        consumes: ['multipart/form-data'],
        querystring: productImportQuery,
        response: { 200: productImportResult, 413: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { file, name } = await uploadedSheet(request)
      const permissions = granted(request)
      return importProductSheet(app.db, file, {
        dryRun: request.query.dry_run,
        permissions: {
          price: permissions.has('price:write'),
          stock: permissions.has('inventory:write'),
        },
        audit: auditContextOf(request),
        fileName: name,
      })
    },
  )
}
