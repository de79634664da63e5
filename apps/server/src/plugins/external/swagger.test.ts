import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'

type Operation = {
  security?: unknown[]
  parameters?: Array<{ in: string; name: string }>
  responses: Record<string, { headers?: Record<string, unknown> }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> }

let t: TestApp
let doc: Document

beforeAll(async () => {
  t = await createTestApp()
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  doc = res.json()
})
afterAll(() => t.close())

/** Every `$ref` of the document, with the JSON pointer it names. */
function references(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) references(item, found)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value)
      else references(value, found)
    }
  }
  return found
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      root,
    )
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  )

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('resolves every $ref inside itself', () => {
    const refs = references(doc)
    expect(refs).toContain('#/components/schemas/CategoryNode')
    const dangling = refs.filter((ref) => resolvePointer(doc, ref) === undefined)
    expect(dangling).toEqual([])
  })

  it('documents only real routes, each with its error answers', () => {
    expect(Object.keys(doc.paths).filter((path) => path.includes('*'))).toEqual([])
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses)
      const where = `${method.toUpperCase()} ${path}`
      expect(statuses, where).toEqual(expect.arrayContaining(['400', '422', '431']))
      if (path.includes('{')) expect(statuses, where).toContain('404')
      if (method !== 'get') {
        expect(statuses, where).toEqual(expect.arrayContaining(['413', '415', '419']))
      }
      if (operation.security) expect(statuses, where).toContain('401')
      if (operation.responses['429']) {
        expect(operation.responses['429'].headers, where).toHaveProperty('retry-after')
      }
    }
  })

  it('declares the bearer token on the routes that need a user', () => {
    const secured = operations()
      .filter(({ operation }) => operation.security)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
    expect(secured).toContain('POST /api/v1/classified-ads/{slug}/reports')
    expect(secured).toContain('GET /api/v1/users/me')
    expect(secured).not.toContain('GET /api/v1/products')
  })

  it('describes a free-form query as one object parameter', () => {
    const parameters = doc.paths['/api/v1/payments/vnpay/ipn']!.get!.parameters
    expect(parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'query', style: 'form', explode: true }),
    ])
  })
})
