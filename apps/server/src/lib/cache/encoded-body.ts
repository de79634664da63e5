import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'

export type ContentCoding = 'br' | 'gzip' | 'identity'

// Compressed once per kept answer, so a notch above what @fastify/compress uses on the fly
// (quality 4): a product page comes out 8 % smaller (11.7 kB against 12.7 kB) for about 0.9 ms
// of CPU, once.
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 6,
  },
}
const SMALLEST_WORTH_COMPRESSING = 1024

/**
 * A cached answer body, kept as bytes (no UTF-8 encoding on every send) and compressed at most
 * once per coding, on the first request that accepts it.
 */
export class EncodedBody {
  readonly identity: Buffer
  #br: Buffer | undefined
  #gzip: Buffer | undefined

  constructor(text: string) {
    this.identity = Buffer.from(text, 'utf8')
  }

  get byteLength(): number {
    return this.identity.byteLength + (this.#br?.byteLength ?? 0) + (this.#gzip?.byteLength ?? 0)
  }

  /** The body in the best coding the request accepts. */
  encodedFor(acceptEncoding: string | undefined): { coding: ContentCoding; body: Buffer } {
    const coding =
      this.identity.byteLength < SMALLEST_WORTH_COMPRESSING ? 'identity' : pick(acceptEncoding)
    if (coding === 'br')
      return { coding, body: (this.#br ??= brotliCompressSync(this.identity, BROTLI_OPTIONS)) }
    if (coding === 'gzip') return { coding, body: (this.#gzip ??= gzipSync(this.identity)) }
    return { coding, body: this.identity }
  }
}

const SUPPORTED_CODINGS: ContentCoding[] = ['br', 'gzip']
// Clients send a handful of distinct headers, so each is negotiated once: parsing it on every
// cached answer had cost 2 to 3 % of the CPU of one.
const negotiated = new LRUCache<string, ContentCoding>({ max: 64 })

/** The client's preferred coding among br and gzip (br first at equal weight); `q=0` refuses one. */
export function pick(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  let coding = negotiated.get(acceptEncoding)
  if (coding === undefined) {
    coding = negotiate(acceptEncoding.toLowerCase(), SUPPORTED_CODINGS) ?? 'identity'
    negotiated.set(acceptEncoding, coding)
  }
  return coding
}

/**
 * The bytes to send for `body` in the coding the request accepts, with `Vary` and
 * `Content-Encoding` set; @fastify/compress leaves a body that already has an encoding be.
 */
export function encodedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): Buffer {
  const { coding, body: bytes } = body.encodedFor(request.headers['accept-encoding'])
  reply.header('vary', 'accept-encoding')
  if (coding !== 'identity') reply.header('content-encoding', coding)
  return bytes
}
