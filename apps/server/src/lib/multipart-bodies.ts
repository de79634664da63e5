import multipart from '@fastify/multipart'
import { AD_IMAGE_BYTES_MAX } from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The multipart reader, for the route plugins whose routes take multipart bodies: those with PUT
 * routes (their POST twins take forms, files included) and those taking files; a route that would
 * take one outside such a plugin stops the app at start. Not app-wide: @fastify/multipart adds
 * three async hooks to every request of the scope it is in, which had cost a kept answer a tenth
 * of its time (2.7 of 22.9 µs of CPU for the website settings).
 */
export const multipartBodies = fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: AD_IMAGE_BYTES_MAX, files: 8, fields: 50 },
    })
  },
  { name: 'multipart-bodies' },
)
