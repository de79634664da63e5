import { Readable } from 'node:stream'
import { MEDIA_VARIANT_WIDTHS } from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/errors.ts'
import type { StoredObject, StoredObjectInfo } from '../../lib/storage/index.ts'
import { ensureVariant, variantKeys } from './media-variants.ts'
import { serveOriginal } from './serve-original.ts'

/**
 * `GET /media/{path}`: a stored file, streamed from the media storage (local disk or S3; docs/
 * decisions/040-media-storage.md): see serveOriginal.
 *
 * `GET /media/w{width}/{path}`: the stored picture resized to that width as WebP, made on the first
 * request and read back from the storage afterwards. Only the contract's widths exist, so a URL
 * cannot ask for arbitrary work. Stored paths are never rewritten (a new upload gets a new path),
 * so the answer is immutable.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  const storage = app.mediaStorage
  // HEAD asks the store for the headers only (Fastify answers HEAD with the GET handler).
  const read = (method: string, key: string): Promise<StoredObject | StoredObjectInfo | null> =>
    method === 'HEAD' ? storage.head(key) : storage.get(key)
  // An empty stream, not an empty body: Fastify's HEAD route then keeps the content-length.
  const bodyOf = (object: StoredObject | StoredObjectInfo) =>
    'body' in object ? object.body : Readable.from([])

  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, (request, reply) =>
    serveOriginal(storage, request, reply),
  )

  for (const width of MEDIA_VARIANT_WIDTHS) {
    app.get<{ Params: { '*': string } }>(
      `/media/w${width}/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const keys = variantKeys(width, request.params['*'])
        if (!keys) throw notFound()
        let object = await read(request.method, keys.variant)
        if (!object) {
          let made: boolean
          try {
            made = await ensureVariant(storage, keys, width)
          } catch (err) {
            // Not a picture sharp can read (or a broken one): nothing to serve.
            request.log.warn({ err, path: request.params['*'] }, 'image variant not rendered')
            throw notFound()
          }
          object = made ? await read(request.method, keys.variant) : null
          if (!object) throw notFound()
        }
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', object.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bodyOf(object))
      },
    )
  }
}
