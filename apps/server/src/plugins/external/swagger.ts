import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { categoryNode } from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>
type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>

/**
 * Schemas that refer to themselves cannot be written inline: they become named components, and
 * the routes refer to them.
 */
const components = z.registry<{ id: string }>()
components.add(categoryNode, { id: 'CategoryNode' })

const statusDescriptions: Record<string, string> = {
  400: 'Yêu cầu không đọc được (JSON hỏng, mã hóa không hỗ trợ).',
  401: 'Chưa đăng nhập, hoặc token không còn hiệu lực.',
  403: 'Không có quyền.',
  404: 'Không tìm thấy.',
  409: 'Xung đột với trạng thái hiện tại.',
  413: 'Dữ liệu gửi lên quá lớn.',
  415: 'Định dạng dữ liệu (Content-Type) không được hỗ trợ.',
  419: 'Yêu cầu dùng cookie mà thiếu hoặc sai X-XSRF-TOKEN.',
  422: 'Dữ liệu không hợp lệ: `errors` liệt kê lỗi theo trường.',
  429: 'Quá nhiều yêu cầu: thử lại sau số giây trong Retry-After.',
  431: 'Phần đầu (header) của yêu cầu quá lớn.',
}

const retryAfter = {
  'retry-after': {
    type: 'integer',
    minimum: 1,
    description: 'Số giây cần chờ trước khi thử lại.',
  },
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components })

/** The zod transform, plus what JSON Schema alone cannot say about a route. */
const transform: Transform = (input) => {
  const { schema, url } = zodTransform(input as Parameters<typeof zodTransform>[0]) as {
    schema: JsonSchema & { querystring?: JsonSchema; response?: Record<string, JsonSchema> }
    url: string
  }
  if (schema.querystring && !schema.querystring.properties) {
    // A free-form query (a record) is one object parameter spread as `name=value` pairs; the
    // generator would otherwise list the keywords of its schema as parameters.
    schema.querystring = {
      type: 'object',
      properties: { query: schema.querystring },
      style: 'form',
      explode: true,
    }
  }
  const produces = (schema as { produces?: string[] }).produces
  if (produces && schema.response?.['200']) {
    // A route answering a file (`produces`, e.g. text/csv) does so on success only: its errors
    // stay JSON like every other route's.
    const { description, ...body } = schema.response['200']
    schema.response['200'] = {
      description: description ?? 'OK',
      content: Object.fromEntries(produces.map((type) => [type, { schema: body }])),
    }
    delete (schema as { produces?: string[] }).produces
  }
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    const description = statusDescriptions[status]
    if (description && response.description === undefined) response.description = description
    if (status === '429') response.headers = retryAfter
  }
  return { schema, url }
}

/** The OpenAPI document is generated from the contracts' zod schemas: `/api/docs` (UI) and `/api/docs/json`. */
export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        // 3.1 schemas are JSON Schema 2020-12, what zod writes: `null` is a type, not a flag.
        openapi: '3.1.0',
        info: {
          title: 'Phiên Chợ API',
          version: '1.0.0',
          description: 'API của cửa hàng Phiên Chợ',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform,
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  },
  { name: 'openapi' },
)
