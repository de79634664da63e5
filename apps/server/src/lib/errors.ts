import { messages } from '@phiencho/contracts'

/** Domain errors that services throw; the error handler turns them into Laravel-style replies. */
export class HttpError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]> | undefined
  readonly headers: Record<string, string>

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    headers: Record<string, string> = {},
    cause?: unknown,
  ) {
    super(message, { cause })
    this.status = status
    this.errors = errors
    this.headers = headers
  }
}

export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? messages.invalidData
  return new HttpError(422, first, errors)
}

export function fieldError(field: string, message: string): HttpError {
  return validationError({ [field]: [message] })
}

export const unauthenticated = () => new HttpError(401, messages.unauthenticated)
export const notFound = (message: string = messages.notFound) => new HttpError(404, message)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, messages.tooManyRequests, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })
