import { createReadStream } from 'node:fs'
import { MEDIA_VARIANT_WIDTHS } from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/errors.ts'
import { ensureVariant, variantFiles } from './media-variants.ts'

/**
 * `GET /media/w{width}/{path}`: the stored picture resized to that width as WebP, made on the first
 * request and served from disk afterwards. Only the contract's widths exist, so a URL cannot ask
 * for arbitrary work. Stored paths are never rewritten (a new upload gets a new path), so the
 * answer is immutable.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  for (const width of MEDIA_VARIANT_WIDTHS) {
    app.get<{ Params: { '*': string } }>(
      `/media/w${width}/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const files = variantFiles(app.config.mediaDir, width, request.params['*'])
        if (!files) throw notFound()
        let size: number | null
        try {
          size = await ensureVariant(files, width)
        } catch (err) {
          // Not a picture sharp can read (or a broken one): nothing to serve.
          request.log.warn({ err, path: request.params['*'] }, 'image variant not rendered')
          throw notFound()
        }
        if (size === null) throw notFound()
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(files.variant))
      },
    )
  }
}
