import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { responseSerializerCompiler, withNullable } from './response-serializer.ts'

const card = z.object({
  id: z.number().int(),
  name: z.string(),
  sale_price: z.number().int().nullable(),
  store: z.object({ name: z.string(), slug: z.string() }).nullable(),
  attributes: z.record(z.string(), z.string()),
  status: z.enum(['in_stock', 'out_of_stock']),
})
const page = z.object({ data: z.array(card), total: z.number().int() })

function compiled(schema: z.ZodType, checkContracts = false, url = '/x') {
  const compile = responseSerializerCompiler({ checkContracts }) as (route: {
    schema: z.ZodType
    method: string
    url: string
    httpStatus: string
  }) => (data: unknown) => string
  return compile({ schema, method: 'GET', url, httpStatus: '200' })
}

function serialize(schema: z.ZodType, value: unknown, checkContracts = false): string {
  return compiled(schema, checkContracts)(value)
}

describe('responseSerializerCompiler', () => {
  it('writes what zod would, null values and nested records included', () => {
    const value = {
      data: [
        {
          id: 1,
          name: 'Cà phê "rang" xay',
          sale_price: null,
          store: { name: 'Cao Nguyên', slug: 'cao-nguyen' },
          attributes: { 'Xuất xứ': 'Đắk Lắk' },
          status: 'in_stock',
        },
        {
          id: 2,
          name: 'Trà',
          sale_price: 9000,
          store: null,
          attributes: {},
          status: 'out_of_stock',
        },
      ],
      total: 2,
    }
    expect(JSON.parse(serialize(page, value))).toEqual(page.parse(value))
  })

  it('leaves out every field the contract does not name', () => {
    const value = {
      id: 1,
      name: 'Trà',
      sale_price: null,
      store: { name: 'A', slug: 'a', owner_email: 'chu@example.vn' },
      attributes: {},
      status: 'in_stock',
      password_hash: '$argon2id$…',
    }
    const json = serialize(card, value)
    expect(json).not.toContain('password_hash')
    expect(json).not.toContain('owner_email')
  })

  it('refuses an answer that lacks a required field', () => {
    expect(() => serialize(card, { id: 1 })).toThrow()
  })

  it('checks each answer against its contract when asked (tests, development)', () => {
    const value = {
      id: 1,
      name: 'Trà',
      sale_price: '9000',
      store: null,
      attributes: {},
      status: 'in_stock',
    }
    expect(serialize(card, value)).toContain('"sale_price":9000')
    expect(() => serialize(card, value, true)).toThrow(/GET \/x breaks its contract/)
  })

  it('compiles a schema once, for every route and every app that answers with it', () => {
    expect(compiled(card, false, '/a')).toBe(compiled(card, false, '/b'))
    expect(compiled(card)).not.toBe(compiled(page))
    // Each route still names itself when its answer breaks the shared contract.
    expect(() => compiled(card, true, '/a')({ id: 1 })).toThrow(/GET \/a breaks/)
    expect(() => compiled(card, true, '/b')({ id: 1 })).toThrow(/GET \/b breaks/)
  })
})

describe('withNullable', () => {
  it('turns a two-branch anyOf with null into nullable, and leaves other unions be', () => {
    expect(withNullable({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({
      type: 'integer',
      nullable: true,
    })
    const union = { anyOf: [{ type: 'string' }, { type: 'integer' }] }
    expect(withNullable(union)).toEqual(union)
  })
})
