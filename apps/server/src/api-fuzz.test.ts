import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib'
import { apiPaths, TOKEN_COOKIE } from '@phiencho/contracts'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { issueAccessToken } from './modules/auth/index.ts'
import { createTestApp, type TestApp } from './test/app.ts'
import { engine } from './test/database.ts'
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  requestFor,
  type FuzzContext,
  type FuzzRequest,
} from './test/fuzz-requests.ts'
import { seedFuzzData } from './test/fuzz-seed.ts'
import { answerValidators, operationsOf, type Operation } from './test/openapi-operations.ts'

// Every operation of the API's own OpenAPI document, called with what its contract asks for and
// with what it does not expect; every answer must be one the document promises.

const SEED = FUZZ_SEED
const RUNS = FUZZ_RUNS

let t: TestApp
let dataDir: string
let seeded: Awaited<ReturnType<typeof seedFuzzData>>
let operations: Operation[]
let ctx: FuzzContext
let validate: ReturnType<typeof answerValidators>

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'phiencho-fuzz-'))
  t = await createTestApp({
    mediaDir: path.join(dataDir, 'media'),
    mailDir: path.join(dataDir, 'mail'),
  })
  seeded = await seedFuzzData(t)
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  operations = operationsOf(doc)
  ctx = { doc, known: seeded.known, bodies: seeded.bodies }
  validate = answerValidators(doc)
})
afterAll(async () => {
  await t?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** Ending a session (logout, a new password) spends the token: such calls get a fresh one. */
const spendsToken = (operation: Operation) =>
  operation.path === apiPaths.logout || operation.path === apiPaths.changePassword

async function credentialHeaders(request: FuzzRequest): Promise<Record<string, string>> {
  const fresh = async (userId: number, token: string) =>
    spendsToken(request.operation) ? issueAccessToken(t.database.db, userId) : token
  const { customer, admin } = seeded
  switch (request.credentials) {
    case 'none':
      return {}
    case 'customer-bearer':
      return { authorization: `Bearer ${await fresh(customer.user.id, customer.token)}` }
    case 'admin-bearer':
      // A fuzzed staff call may end the owner's own sessions (a sign-out, a role taken): every
      // owner call signs in afresh.
      return { authorization: `Bearer ${await issueAccessToken(t.database.db, admin.user.id)}` }
    case 'customer-cookie':
      return { cookie: `${TOKEN_COOKIE}=${await fresh(customer.user.id, customer.token)}` }
    case 'bogus-bearer':
      return { authorization: `Bearer 1|${'x'.repeat(40)}` }
    case 'huge-id-bearer':
      return { authorization: `Bearer 9999999999|${'a'.repeat(40)}` }
  }
}

interface Problem {
  kind: string
  status: number
  detail: string
  reproduction: string
}

function reproduction(request: FuzzRequest, headers: Record<string, string>) {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
  const body =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `bytes ${request.payload.toString('hex').slice(0, 200)}`
        : JSON.stringify(cut(request.payload))
  return [
    `${request.method} ${cut(request.url)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${cut(value)}`),
    `body: ${body}`,
  ].join('\n  ')
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
  zstd: zstdDecompressSync,
}

/** The body as the client reads it, after the content encoding the server chose. */
function bodyText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding']
  if (typeof encoding !== 'string') return res.body
  const decode = decoders[encoding]
  return decode ? decode(res.rawPayload).toString('utf8') : res.body
}

/** What is wrong with an answer, if anything. */
function judge(
  request: FuzzRequest,
  res: LightMyRequestResponse,
): Omit<Problem, 'reproduction'> | null {
  const { operation } = request
  const status = res.statusCode
  const text = bodyText(res)
  if (status >= 500) return { kind: 'server error', status, detail: text.slice(0, 300) }
  if (!operation.responses.has(status)) {
    return { kind: 'undocumented status', status, detail: text.slice(0, 300) }
  }
  if (request.credentials === 'none' && status === 401 && !operation.secured) {
    return { kind: '401 without declared security', status, detail: text.slice(0, 300) }
  }
  if (request.credentials === 'none' && status < 300 && operation.secured) {
    return { kind: 'secured operation answered a guest', status, detail: '' }
  }
  if (operation.otherBodies.has(status)) return null
  const schema = operation.responses.get(status)
  if (schema === null || schema === undefined) {
    return text === '' ? null : { kind: 'body on a bodyless answer', status, detail: text }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { kind: 'answer is not JSON', status, detail: text.slice(0, 300) }
  }
  if (status >= 400 && typeof (body as { message?: unknown })?.message !== 'string') {
    return { kind: 'error without a message', status, detail: text.slice(0, 300) }
  }
  const broken = validate(schema, body)
  return broken ? { kind: 'answer breaks its schema', status, detail: broken.slice(0, 500) } : null
}

it(
  `answers ${RUNS} generated requests as the OpenAPI document says (${engine})`,
  async () => {
    const problems = new Map<string, Problem>()
    const statuses = new Map<number, number>()
    const hits = new Map<Operation, number>()
    // Built once: an arbitrary per operation, of equal weight.
    const requests = fc.oneof(...operations.map((operation) => requestFor(ctx, operation)))
    const started = performance.now()

    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const headers = { ...request.headers, ...(await credentialHeaders(request)) }
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        })
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        hits.set(request.operation, (hits.get(request.operation) ?? 0) + 1)
        const problem = judge(request, res)
        if (!problem) return
        const key = `${request.method} ${request.operation.path}: ${problem.kind} ${problem.status}`
        const found = { ...problem, reproduction: reproduction(request, headers) }
        const known = problems.get(key)
        // The shortest request that shows a problem is the one to read.
        if (!known || found.reproduction.length < known.reproduction.length)
          problems.set(key, found)
      }),
      { seed: SEED, numRuns: RUNS },
    )

    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`)
    const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
    console.info(
      `api fuzz (${engine}, seed ${SEED}): ${RUNS} requests in ${seconds} s over ${hits.size}/${operations.length} operations; statuses ${seen.join(' ')}; 5xx: ${serverErrors}`,
    )

    expect(hits.size, 'every operation is called').toBe(operations.length)
    const report = [...problems].map(
      ([key, p]) => `${key}\n  ${p.detail}\n  reproduce with:\n  ${p.reproduction}`,
    )
    expect(report, report.join('\n\n')).toEqual([])
  },
  // The default run takes well under a minute; FUZZ_RUNS=50000 some minutes.
  Math.max(120_000, RUNS * 40),
)
