import { gzipSync } from 'node:zlib'
import { CART_COOKIE, TOKEN_COOKIE } from '@phiencho/contracts'
import fc from 'fast-check'
import { resolveSchema, type JsonSchema, type Operation } from './openapi-operations.ts'

// Requests built from an operation of the OpenAPI document: mostly what the contract asks for,
// with the odd field, type, encoding and size a client or an attacker may send instead.

export type Credentials =
  | 'none'
  | 'customer-bearer'
  | 'admin-bearer'
  | 'customer-cookie'
  | 'bogus-bearer'
  | 'huge-id-bearer'

export interface FuzzRequest {
  operation: Operation
  method: string
  url: string
  credentials: Credentials
  headers: Record<string, string>
  payload?: string | Buffer
}

export interface FuzzContext {
  doc: Parameters<typeof resolveSchema>[0]
  /** Values that name real rows, by field or parameter name (`slug`, `id`, `code`, …). */
  known: Record<string, unknown[]>
  /** Extra bodies for an operation, by `METHOD path` (a real multipart upload). */
  bodies: Record<string, { contentType: string; payload: Buffer }[]>
}

/** A fixed seed: a failure found once is found again. */
export const FUZZ_SEED = 20_260_518
/** Requests per run: 3,000 in the suite, more with FUZZ_RUNS=50000. */
export const FUZZ_RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 3_000

export const HUGE_STRING = 'Chợ phiên '.repeat(20_000)
/** Beyond the server's body limit (1 MiB). */
const OVERSIZED_BODY = JSON.stringify({ text: 'x'.repeat(1_100_000) })

const oddStrings = [
  '',
  ' ',
  'a',
  'Nguyễn Thị Ánh Tuyết',
  'Phở bò 🍜🇻🇳👨‍👩‍👧',
  'مرحبا بالعالم',
  '\u202Eđảo ngược\u202C',
  '\uD800',
  '\uFFFF\uFFFE',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'a'.repeat(301),
  'null',
  'NaN',
  'Infinity',
  'true',
  '-1',
  '1e309',
  '0x1F',
  '2147483648',
  '99999999999999999999',
  '0912345678',
  'khach@example.vn',
  '2026-02-30',
]

const oddNumbers = [
  0,
  -0,
  1,
  -1,
  1.5,
  -0.000001,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  2 ** 63,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
]

const oddString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 3, arbitrary: fc.string({ maxLength: 20, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
)
const oddNumber = fc.oneof(
  fc.constantFrom(...oddNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value of a wrong kind: a field's type is never safe to assume. */
const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor', ''), tie('value'), {
      maxKeys: 2,
    }),
  ),
})).value

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.string({ maxLength: 12, unit: 'grapheme' })]
  if (typeof schema.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)))
    } catch {
      // A pattern JavaScript cannot read is left to the other strings.
    }
  }
  if (schema.format === 'email') options.push(fc.constantFrom('khach@example.vn', 'a@b.c'))
  if (typeof schema.minLength === 'number' && schema.minLength > 0) {
    options.push(fc.constant('Chợ '.repeat(Math.ceil(schema.minLength / 4))))
  }
  if (typeof schema.maxLength === 'number') {
    // Both sides of the limit, in characters a database may count differently.
    options.push(fc.constantFrom('ệ'.repeat(schema.maxLength), '🍜'.repeat(schema.maxLength + 1)))
  }
  return fc.oneof(...options)
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -10
  const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 53
  const low = Math.max(min, -1e9)
  return fc.oneof(
    fc.integer({ min: low, max: Math.min(max, low + 1000) }),
    fc.constantFrom(min, max, min - 1, max + 1),
  )
}

/** A value for a schema: usually one it accepts, sometimes a wrong one. */
export function valueFor(
  ctx: FuzzContext,
  raw: JsonSchema,
  name: string | null,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(ctx.doc, raw)
  const fitting = fittingValue(ctx, schema, depth)
  const known = name ? ctx.known[name] : undefined
  return fc.oneof(
    { weight: 6, arbitrary: fitting },
    { weight: known ? 4 : 0, arbitrary: fc.constantFrom(...(known ?? [null])) },
    { weight: depth > 2 ? 0 : 2, arbitrary: junk },
  )
}

function fittingValue(ctx: FuzzContext, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(ctx, v, null, depth + 1)))
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      return integerFor(schema)
    case 'number':
      return fc.oneof(integerFor(schema), fc.double({ min: 0, max: 1e6, noNaN: true }))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(ctx, (schema.items ?? {}) as JsonSchema, null, depth + 1), {
            maxLength: 3,
          })
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(ctx, schema, depth)
    default:
      return junk
  }
}

function objectFor(ctx: FuzzContext, schema: JsonSchema, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  const fields = Object.entries(properties).map(([key, property]) =>
    fc.oneof(
      { weight: required.has(key) ? 12 : 4, arbitrary: valueFor(ctx, property, key, depth + 1) },
      // Missing: a required field now and then, an optional one often.
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  )
  const extra = fc.option(
    fc.tuple(fc.constantFrom('extra', 'role', 'is_admin', 'id', 'user_id'), junk),
    { freq: 8 },
  )
  return fc.tuple(fc.tuple(...fields), extra).map(([values, more]) => {
    const out: Record<string, unknown> = {}
    Object.keys(properties).forEach((key, i) => {
      if (values[i] !== undefined) out[key] = values[i]
    })
    if (more) out[more[0]] = more[1]
    return out
  })
}

/** Percent-encodes like a client would: a lone surrogate has no bytes, a client sends U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))

const pathJunk = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'null',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  '%ZZ',
  '%E0%A4%A',
  '%C0%80',
  '%FF%FE',
  '%2F%2E%2E',
  '%20',
  encode('Phở 🍜'),
  encode('مرحبا'),
  '%ED%A0%80',
  'a'.repeat(250),
]

function pathValue(ctx: FuzzContext, name: string, schema: JsonSchema) {
  const known = ctx.known[name]
  return fc.oneof(
    { weight: known ? 5 : 0, arbitrary: fc.constantFrom(...(known ?? [''])).map(String) },
    {
      weight: 3,
      arbitrary: fittingValue(ctx, resolveSchema(ctx.doc, schema), 0).map((v) => encode(String(v))),
    },
    { weight: 3, arbitrary: fc.constantFrom(...pathJunk) },
  )
}

const queryExtras = [
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'page=1&page=2',
  'x=%ZZ',
  'q=%ED%A0%80%FF',
  '=',
  '&&',
  'a[]=1&a[]=2',
  'per_page=-1',
  `q=${'%F0%9F%8D%9C'.repeat(300)}`,
]

function queryString(ctx: FuzzContext, operation: Operation): fc.Arbitrary<string> {
  const params = operation.parameters.filter((p) => p.in === 'query')
  const pairs = params.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      {
        weight: 4,
        arbitrary: valueFor(ctx, p.schema, p.name).map((value) => encodeQuery(p.name, value)),
      },
    ),
  )
  const extra = fc.option(fc.constantFrom(...queryExtras), { freq: 6 })
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(([parts, more]) => [...parts.flat(), ...(more ? [more] : [])].join('&'))
}

function encodeQuery(name: string, value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => encodeQuery(name, item))
  const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)
  return [`${encode(name)}=${encode(text)}`]
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/vnd.api+json',
  '',
]

const rawBodies = [
  '',
  '{',
  '{"a":',
  '{a:1}',
  '[1,2',
  'null',
  '"chuỗi"',
  '123',
  '[]',
  '[{}]',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  'name=Nguy%E1%BB%85n&phone=0912345678',
  '------fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------fuzz--\r\n',
]

/** `{"a":"<invalid UTF-8>"}` */
const invalidUtf8 = Buffer.from([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
])

function bodyFor(ctx: FuzzContext, operation: Operation) {
  const schema = operation.body?.schema ?? { type: 'object' }
  const json = valueFor(ctx, schema, null).map((value) => JSON.stringify(value) ?? '')
  const withProto = json.map((text) =>
    text.startsWith('{') && text.length > 2
      ? `{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}},${text.slice(1)}`
      : text,
  )
  // Numbers JSON can write but a double cannot hold, where the contract expects a number.
  const overflowing = json.map((text) => text.replace(/:-?\d+(?:\.\d+)?/, ':1e400'))
  const deep = fc.constant(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)
  const prepared = ctx.bodies[`${operation.method} ${operation.path}`] ?? []
  const payload = fc.oneof(
    { weight: 10, arbitrary: json },
    { weight: 2, arbitrary: withProto },
    { weight: 2, arbitrary: overflowing },
    { weight: 1, arbitrary: deep },
    { weight: 3, arbitrary: fc.constantFrom<string | Buffer>(...rawBodies, invalidUtf8) },
    { weight: 1, arbitrary: fc.constant(OVERSIZED_BODY) },
  )
  const declared = operation.body?.contentType ?? 'application/json'
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant(declared) },
    { weight: 4, arbitrary: fc.constantFrom(...contentTypes) },
  )
  const encoding = fc.oneof(
    { weight: 12, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'identity', 'x-unknown') },
  )
  const gzipped = fc.constant('gzip-really')
  const plain = fc
    .tuple(
      payload,
      contentType,
      fc.oneof({ weight: 12, arbitrary: encoding }, { weight: 1, arbitrary: gzipped }),
    )
    .map(([body, type, coding]) => {
      const headers: Record<string, string> = {}
      if (type) headers['content-type'] = type
      if (coding === 'gzip-really') {
        headers['content-encoding'] = 'gzip'
        return { headers, payload: gzipSync(body) as string | Buffer }
      }
      if (coding) headers['content-encoding'] = coding
      return { headers, payload: body }
    })
  const none = fc.constant({ headers: {} as Record<string, string>, payload: undefined })
  return fc.oneof(
    { weight: operation.body ? 1 : 3, arbitrary: none },
    { weight: 6, arbitrary: plain },
    {
      weight: prepared.length ? 3 : 0,
      arbitrary: fc
        .constantFrom(
          ...(prepared.length ? prepared : [{ contentType: '', payload: Buffer.from('') }]),
        )
        .map((form) => ({
          headers: { 'content-type': form.contentType } as Record<string, string>,
          payload: form.payload as string | Buffer | undefined,
        })),
    },
  )
}

const credentials = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Credentials>('none') },
  { weight: 5, arbitrary: fc.constant<Credentials>('customer-bearer') },
  { weight: 1, arbitrary: fc.constant<Credentials>('admin-bearer') },
  { weight: 2, arbitrary: fc.constant<Credentials>('customer-cookie') },
  { weight: 1, arbitrary: fc.constant<Credentials>('bogus-bearer') },
  { weight: 1, arbitrary: fc.constant<Credentials>('huge-id-bearer') },
)

/** Headers a route does not ask for, which every request may carry anyway. */
const stray = fc.record(
  {
    cookie: fc.constantFrom(
      `${CART_COOKIE}=${'a'.repeat(64)}`,
      `${CART_COOKIE}=%ZZ%00`,
      `${CART_COOKIE}=${encode('Phở 🍜'.repeat(100))}`,
      `${TOKEN_COOKIE}=`,
      `${TOKEN_COOKIE}=1|${'x'.repeat(40)}; XSRF-TOKEN=abc`,
      '__proto__=1; constructor=2',
    ),
    accept: fc.constantFrom('application/xml', 'text/html', '*/*;q=abc', ''),
    'accept-encoding': fc.constantFrom('gzip;q=abc', 'br, zstd, *', 'identity;q=0'),
    'accept-language': fc.constantFrom('vi', 'zz-ZZ', 'a'.repeat(300)),
    'x-request-id': fc.constantFrom('ổ', 'a'.repeat(500), '../..'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"'),
    'x-forwarded-for': fc.constantFrom('::1, 1.2.3.4', 'not-an-ip', ''),
  },
  { requiredKeys: [] },
)

export function requestFor(ctx: FuzzContext, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path')
  const headerParams = operation.parameters.filter((p) => p.in === 'header')
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(ctx, p.name, p.schema)))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), operation.path),
    )
  const headers = fc
    .tuple(
      ...headerParams.map((p) =>
        fc.option(
          valueFor(ctx, p.schema, p.name).map((v) =>
            typeof v === 'string' ? v : JSON.stringify(v),
          ),
          { freq: 4 },
        ),
      ),
    )
    .map((values) => {
      const out: Record<string, string> = {}
      headerParams.forEach((p, i) => {
        const value = values[i]
        // Header values are bytes: what a client could not send, it does not.
        if (value != null && /^[\t\x20-\x7e]*$/.test(value)) out[p.name] = value
      })
      return out
    })
  const unsafe = operation.method !== 'GET'
  const body = unsafe ? bodyFor(ctx, operation) : fc.constant({ headers: {}, payload: undefined })
  return fc
    .record({
      path,
      query: queryString(ctx, operation),
      headers,
      body,
      credentials,
      stray: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: stray }),
    })
    .map(({ path, query, headers, body, credentials, stray }) => ({
      operation,
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      credentials,
      headers: { ...stray, ...headers, ...body.headers } as Record<string, string>,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    }))
}
