import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { MediaStorage } from '../../lib/storage/index.ts'
import { rangeAnswer } from './byte-ranges.ts'
import { conditionalStatus } from './conditional-get.ts'
import { servedPathOf } from './media-variants.ts'

/** How long a browser keeps an original without asking again (`/media/*` always said 7 days). */
const ORIGINAL_MAX_AGE = 7 * 24 * 3600
const PARTIAL_OR_CONDITIONAL = [
  'range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
]

const httpError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode })

/**
 * `GET /media/{path}`: a stored file streamed from the media storage, with the headers, 304, 206,
 * 412, 416 and 404 answers @fastify/send gave it when it served `MEDIA_DIR` (ETag and dates are
 * the store's own: `W/"size-mtime"` on disk, the object's ETag on S3).
 */
export async function serveOriginal(
  storage: MediaStorage,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
) {
  const key = servedPathOf(request.params['*'])
  if (key === null) return reply.callNotFound()
  // A plain GET needs one request to the store; the others ask for the validators first.
  const plain =
    request.method === 'GET' && !PARTIAL_OR_CONDITIONAL.some((name) => name in request.headers)
  const found = await (plain ? storage.get(key) : storage.head(key))
  if (!found) return reply.callNotFound()
  const status = conditionalStatus(request.headers, found)
  if (status === 412) throw httpError(412, 'Precondition Failed')
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', `public, max-age=${ORIGINAL_MAX_AGE}`)
    .header('last-modified', found.lastModified.toUTCString())
    .header('etag', found.etag)
  if (status === 304) return reply.code(304).send()
  reply.header('content-type', found.contentType)

  const answer = rangeAnswer(request.headers, found.size, found)
  if (answer.status === 416) {
    reply.header('content-range', `bytes */${found.size}`)
    throw httpError(416, 'Range Not Satisfiable')
  }
  const range = answer.status === 206 ? answer.range : undefined
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
  }
  reply.header('content-length', range ? range.end - range.start + 1 : found.size)
  // An empty stream, not an empty body: Fastify's HEAD route then keeps the content-length.
  if (request.method === 'HEAD') return reply.send(Readable.from([]))
  const object = 'body' in found && !range ? found : await storage.get(key, range)
  if (!object) return reply.callNotFound()
  return reply.send(object.body)
}
