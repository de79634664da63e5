import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ContentCoding, EncodedBody } from './encoded-body.ts'

type HeaderValue = string | number | readonly string[] | undefined
type Headers = Record<string, string>

/** Written for each response, or about its connection or coding: never replayed. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
  'x-cache',
  'vary',
])

/**
 * A kept answer (an API answer or a page): its body, compressed at most once per coding, and the
 * headers of the response it was kept from, security headers included, so that a hit is written
 * the way a bare server would write bytes it holds: one header object per coding, built once.
 */
export class KeptAnswer {
  readonly body: EncodedBody
  readonly #headers: Headers
  /** What the first response varied on, with the coding added. */
  readonly #vary: string
  readonly #byCoding = new Map<ContentCoding, Headers>()

  /** `headers` are those of the first response (per-response ones are left out); `overrides` win. */
  constructor(
    body: EncodedBody,
    headers: Record<string, HeaderValue>,
    overrides: Record<string, string> = {},
  ) {
    this.body = body
    const kept: Headers = {}
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase()
      if (value === undefined || PER_RESPONSE.has(lower)) continue
      kept[lower] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    this.#headers = { ...kept, ...overrides }
    const vary = headers.vary ?? headers.Vary
    const varied =
      vary === undefined
        ? []
        : String(vary)
            .split(/\s*,\s*/)
            .filter(Boolean)
    if (!varied.some((name) => name.toLowerCase() === 'accept-encoding'))
      varied.push('accept-encoding')
    this.#vary = varied.join(', ')
  }

  get byteLength(): number {
    return this.body.byteLength
  }

  /** Sends the answer in the best coding the request accepts, marked as a cache hit. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { coding, body } = this.body.encodedFor(request.headers['accept-encoding'])
    return reply.code(200).headers(this.#headersFor(coding)).send(body)
  }

  #headersFor(coding: ContentCoding): Headers {
    let headers = this.#byCoding.get(coding)
    if (headers === undefined) {
      headers = { ...this.#headers, vary: this.#vary, 'x-cache': 'HIT' }
      if (coding !== 'identity') headers['content-encoding'] = coding
      this.#byCoding.set(coding, headers)
    }
    return headers
  }
}
