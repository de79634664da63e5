export type FieldErrors = Record<string, string[]>

interface ApiErrorInit {
  status: number
  message: string
  method: string
  path: string
  errors?: FieldErrors
  retryAfter?: number | null
  cause?: unknown
}

/** A failed API call: `status` 0 means the request never got an answer (network error). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly method: string
  readonly path: string
  readonly errors: FieldErrors
  /** Seconds, from `Retry-After` on 429/503. */
  readonly retryAfter: number | null

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause })
    this.status = init.status
    this.method = init.method
    this.path = init.path
    this.errors = init.errors ?? {}
    this.retryAfter = init.retryAfter ?? null
  }

  get isNetworkError() {
    return this.status === 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** One sentence for a failed action: the first field message of a 422, else the error's own. */
export function errorSentence(error: unknown): string {
  if (isApiError(error)) return Object.values(error.errors)[0]?.[0] ?? error.message
  return error instanceof Error ? error.message : String(error)
}
