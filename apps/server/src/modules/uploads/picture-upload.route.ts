import { classifiedsMessages, errorResponse, uploadedImage } from '@phiencho/contracts'
import type { FastifyContextConfig, FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fieldError } from '../../lib/errors.ts'
import { storeUpload } from './uploads.service.ts'

/**
 * The one file of the `file` field (multipart bodies arrive as key/values, files as Buffers).
 * `upload` is what CKEditor 5's SimpleUploadAdapter names it.
 */
function uploadedFile(body: unknown): Buffer {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const file = fields.file ?? fields.upload
  if (!Buffer.isBuffer(file) || file.length === 0) {
    throw fieldError('file', classifiedsMessages.imageRequired)
  }
  return file
}

/** `max` uploads per person (or address) in 10 minutes, shared by every upload route. */
export const uploadRateLimit = (max: number) => ({
  max,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `upload:${request.session?.userId ?? request.ip}`,
})

/**
 * `POST <path>`: one picture (JPEG, PNG, WebP ≤ 5 MB), stored as WebP without its metadata by the
 * upload pipeline; the form then sends its `url` with the record. 60 uploads per person in 10
 * minutes. Register it in a plugin that reads multipart bodies.
 */
export function pictureUploadRoute(options: {
  path: string
  auth: NonNullable<FastifyContextConfig['auth']>
  summary: string
  description?: string
  tags?: string[]
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      options.path,
      {
        config: { auth: options.auth, rateLimit: uploadRateLimit(60) },
        // What this handler throws goes on to the app's error handler.
        errorHandler: (error: FastifyError) => {
          // The multipart parser stops at the size limit with a 413; the form wants the field.
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw fieldError('file', classifiedsMessages.imageTooLarge)
          }
          throw error
        },
        schema: {
          ...(options.tags ? { tags: options.tags } : {}),
          summary: options.summary,
          description:
            options.description ??
            'multipart/form-data, trường `file` (JPEG, PNG, WebP ≤ 5 MB; lưu thành WebP).',
          // Taking files, the route is checked before its body is read (plugins/core/auth.ts).
          consumes: ['multipart/form-data'],
          response: {
            201: uploadedImage,
            400: errorResponse,
            401: errorResponse,
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
