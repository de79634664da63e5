import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

/**
 * Answers are written by fast-json-stringify from the route's zod response schema, turned into
 * JSON Schema once per route: only the fields the contract names leave the server, as with zod's
 * own serializer, without validating every value of every answer again (a tenth of the CPU of an
 * uncached product list). With `checkContracts` (tests and development) each answer is also
 * validated by the zod schema first, so a service that strays from its contract fails there.
 */
export function responseSerializerCompiler(options: {
  checkContracts: boolean
}): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  return ({ schema, method, url }) => {
    const zodSchema = schema instanceof z.ZodType ? schema : schema.properties
    const stringify = stringifierOf(zodSchema)
    if (!options.checkContracts) return stringify
    return (data) => {
      const result = z.safeEncode(zodSchema, data)
      if (!result.success) {
        throw new Error(
          `The answer of ${method} ${url} breaks its contract: ${result.error.message}`,
        )
      }
      return stringify(data)
    }
  }
}

type Stringify = (data: unknown) => string

/**
 * One compiled writer per zod schema (schemas are immutable): the error answers every route
 * documents share theirs, and an app built again in the same process (each test file builds one)
 * compiles nothing twice. Compiling is most of the CPU of building the app.
 */
const stringifiers = new WeakMap<z.ZodType, Stringify>()

function stringifierOf(zodSchema: z.ZodType): Stringify {
  let stringify = stringifiers.get(zodSchema)
  if (!stringify) {
    const jsonSchema = z.toJSONSchema(zodSchema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    }) as JsonSchema
    stringify = fastJson(withNullable(jsonSchema) as Parameters<typeof fastJson>[0])
    stringifiers.set(zodSchema, stringify)
  }
  return stringify
}

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`, which fast-json-stringify
 * serializes by validating each value against the branches; `nullable: true` is the same contract
 * without the validation.
 */
export function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable)
  if (typeof node !== 'object' || node === null) return node
  const { anyOf, ...rest } = node as JsonSchema
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((branch: JsonSchema) => branch.type !== 'null') as
      JsonSchema | undefined
    const hasNull = anyOf.some((branch: JsonSchema) => branch.type === 'null')
    if (hasNull && other && typeof other.type === 'string') {
      return {
        ...(withNullable(rest) as JsonSchema),
        ...(withNullable(other) as JsonSchema),
        nullable: true,
      }
    }
  }
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) out[key] = withNullable(value)
  return out
}
