import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

// The operations of an OpenAPI 3.1 document, and validators of their documented answers.

export type JsonSchema = { [key: string]: unknown }

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: JsonSchema
}

export interface Operation {
  method: string
  /** The path template, `/api/v1/products/{slug}`. */
  path: string
  parameters: Parameter[]
  body: { contentType: string; schema: JsonSchema } | null
  secured: boolean
  /** Documented statuses, each with its JSON body schema (null: no body). */
  responses: Map<number, JsonSchema | null>
  /** Statuses answered with another body than JSON (a CSV file): any body will do. */
  otherBodies: Set<number>
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

interface RawOperation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  security?: unknown[]
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>
}

export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, raw]) => {
      const [contentType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? []
      const responses = new Map(
        Object.entries(raw.responses).map(([status, response]) => [
          Number(status),
          response.content?.['application/json']?.schema ?? null,
        ]),
      )
      return {
        method: method.toUpperCase(),
        path,
        parameters: raw.parameters ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : null,
        secured: (raw.security?.length ?? 0) > 0,
        responses,
        otherBodies: new Set(
          Object.entries(raw.responses)
            .filter(([, r]) => r.content && !r.content['application/json'])
            .map(([status]) => Number(status)),
        ),
      }
    }),
  )
}

/** Follows a `#/components/schemas/…` reference of the document. */
export function resolveSchema(doc: Document, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.replace('#/components/schemas/', '')
  return doc.components?.schemas?.[name] ?? {}
}

/** Points the document's component references at `$defs`, where a standalone schema has them. */
function withDefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDefs)
  if (!node || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/$defs/')
        : withDefs(value),
    ]),
  )
}

/** Validators of the documented answers (JSON Schema 2020-12, the dialect of OpenAPI 3.1). */
export function answerValidators(doc: Document) {
  // Formats are the contracts' business: the server checks its answers against them (zod).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  const defs = withDefs(doc.components?.schemas ?? {})
  const cache = new Map<JsonSchema, ValidateFunction>()
  return (schema: JsonSchema, body: unknown): string | null => {
    let validate = cache.get(schema)
    if (!validate) {
      validate = ajv.compile({ ...(withDefs(schema) as JsonSchema), $defs: defs })
      cache.set(schema, validate)
    }
    return validate(body) ? null : ajv.errorsText(validate.errors)
  }
}
