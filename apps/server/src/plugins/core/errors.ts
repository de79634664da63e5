import { fieldErrors, messages } from '@phiencho/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { HttpError } from '../../lib/errors.ts'
import { multipartUnread } from './body-types.ts'

const statusMessages: Record<number, string> = {
  400: messages.badRequest,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  431: messages.headersTooLarge,
  429: messages.tooManyRequests,
}

/** Laravel-style error bodies everywhere: `{ message }`, plus per-field `errors` on 422. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message)
        return reply
          .code(error.status)
          .headers(error.headers)
          .send({ message: error.message, errors: error.errors })
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(
          error.validation.map((issue) => ({
            path: issue.instancePath.split('/').slice(1).filter(Boolean),
            code: issue.keyword,
            message: issue.message ?? messages.invalidData,
          })),
        )
        const first = Object.values(errors)[0]?.[0] ?? messages.invalidData
        return reply.code(422).send({ message: first, errors })
      }
      if (error instanceof ZodError) {
        const errors = fieldErrors(error.issues)
        return reply
          .code(422)
          .send({ message: Object.values(errors)[0]?.[0] ?? messages.invalidData, errors })
      }
      const status =
        'statusCode' in error && error.statusCode && error.statusCode >= 400
          ? error.statusCode
          : 500
      // The multipart reader's own errors (no boundary, a body cut short) carry no status.
      if (status >= 500 && multipartUnread(request)) {
        request.log.warn({ err: error }, 'unreadable multipart body')
        return reply.code(400).send({ message: messages.badRequest })
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error')
        return reply.code(status).send({ message: messages.serverError })
      }
      if (status === 429 && 'headers' in error)
        reply.headers(error.headers as Record<string, string>)
      return reply.code(status).send({ message: statusMessages[status] ?? error.message })
    })

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: messages.notFound, path: request.url.split('?')[0] })
    })
  },
  { name: 'errors' },
)
