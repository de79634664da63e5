import { apiPaths } from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { pictureUploadRoute } from './picture-upload.route.ts'

/** `POST /uploads/images`: a customer's picture for an ad or for the editor. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  await app.register(
    pictureUploadRoute({
      path: apiPaths.imageUploads,
      auth: 'customer',
      tags: ['uploads'],
      summary: 'Tải ảnh lên (JPEG, PNG, WebP ≤ 5 MB; lưu thành WebP, bỏ metadata)',
      description: 'multipart/form-data, trường `file`.',
    }),
  )
}
