import { apiPaths, classifiedsMessages, errorResponse, uploadedImage } from '@phiencho/contracts'
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fieldError } from '../../lib/errors.ts'
import { storeUpload } from './uploads.service.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'

const tags = ['uploads']

/**
 * The one file of the `file` field (multipart bodies arrive as key/values, files as Buffers).
 * `upload` is what CKEditor 5's SimpleUploadAdapter names it.
 */
function uploadedFile(body: unknown): Buffer {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const file = fields.file ?? fields.upload
  if (!Buffer.isBuffer(file) || file.length === 0)
    throw fieldError('file', classifiedsMessages.imageRequired)
  return file
}

/** `POST /uploads/images`: a customer's picture for an ad or for the editor. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  app.post(
    apiPaths.imageUploads,
    {
      config: {
        auth: 'customer',
        rateLimit: {
          max: 60,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `upload:${request.session?.userId ?? request.ip}`,
        },
      },
      // What this handler throws goes on to the app's error handler.
      errorHandler: (error: FastifyError) => {
        // The multipart parser stops at the size limit with a 413; the form wants the field.
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', classifiedsMessages.imageTooLarge)
        throw error
      },
      schema: {
        tags,
        summary: 'Tải ảnh lên (JPEG, PNG, WebP ≤ 5 MB; lưu thành WebP, bỏ metadata)',
        description: 'multipart/form-data, trường `file`.',
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
