import {
  adminCatalogueMessages,
  classifiedsMessages,
  errorResponse,
  type Permission,
  uploadedImage,
} from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { fieldError } from '../../lib/errors.ts'
import { storedPicturesAt, storeUpload } from '../uploads/index.ts'

// What the categories, brands and stores consoles share: slugs, pictures and their upload route.

/**
 * The slug to store: the one asked for (422 when another record holds it), or one made from the
 * name, with `-2`, `-3`… until free. `taken` answers whether another record holds a slug.
 */
export async function chooseSlug(
  asked: string | null,
  name: string,
  maxLength: number,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (asked) {
    if (await taken(asked)) throw fieldError('slug', adminCatalogueMessages.slugTaken)
    return asked
  }
  const base = slugify(name, maxLength - 4) || 'muc'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await taken(candidate))) return candidate
  }
}

/**
 * Refuses (422 on `field`) a picture that is neither the record's current one nor an upload
 * recorded by the media pipeline: a path must never point at a file nobody stored.
 */
export async function checkPicture(
  db: Db,
  field: string,
  path: string | null,
  current: string | null = null,
): Promise<void> {
  if (path === null || path === current) return
  if ((await storedPicturesAt(db, [path])).length === 0) {
    throw fieldError(field, adminCatalogueMessages.image)
  }
}

/** The one file of the `file` field. */
function uploadedFile(body: unknown): Buffer {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const file = fields.file
  if (!Buffer.isBuffer(file) || file.length === 0) {
    throw fieldError('file', classifiedsMessages.imageRequired)
  }
  return file
}

/**
 * `POST <path>`: a picture for a console's form, stored as WebP by the upload pipeline (as the
 * settings' logo); the form then sends its `url` with the record. Register it in a plugin that
 * reads multipart bodies.
 */
export function pictureUploadRoute(
  path: string,
  permission: Permission,
  summary: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      path,
      {
        config: {
          auth: { permission },
          rateLimit: {
            max: 60,
            timeWindow: '10 minutes',
            keyGenerator: (request) => `upload:${request.session?.userId ?? request.ip}`,
          },
        },
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw fieldError('file', classifiedsMessages.imageTooLarge)
          }
          throw error
        },
        schema: {
          summary,
          description:
            'multipart/form-data, trường `file` (JPEG, PNG, WebP ≤ 5 MB; lưu thành WebP).',
          consumes: ['multipart/form-data'],
          response: {
            201: uploadedImage,
            400: errorResponse,
            413: errorResponse,
            419: errorResponse,
            422: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const image = await storeUpload(
          app.db,
          app.mediaStorage,
          request.session!.userId,
          uploadedFile(request.body),
        )
        return reply.code(201).send(image)
      },
    )
  }
}
