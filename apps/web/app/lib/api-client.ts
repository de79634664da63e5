import { apiPaths, messages } from '@phiencho/contracts'

import { ApiError, type FieldErrors } from './api-error'

export type AuthMode = 'token' | 'cookie'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiLogger {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
}

/** What the client reads of a response: a `Response`, or the SSR host's lighter answer. */
export interface ApiResponse {
  readonly ok: boolean
  readonly status: number
  readonly headers: Pick<Headers, 'get'>
  json(): Promise<unknown>
  text(): Promise<string>
}

export type ApiFetch = (input: string, init?: RequestInit) => Promise<ApiResponse>

export interface ApiClientOptions {
  /** `window.fetch` in the browser, the host's in-process `apiFetch` during SSR. */
  fetch: ApiFetch
  authMode: AuthMode
  /** The token for the bearer header: the `token` cookie (browser, token mode) or the request's (SSR). */
  getToken: () => string | null
  /**
   * Whether `getToken` can see the session at all. In the browser in cookie mode the token cookie is
   * httpOnly, so "no token" proves nothing there.
   */
  tokenVisible: boolean
  clearToken: () => void
  /** Cookies the page can read (XSRF-TOKEN); absent on the server. */
  getCookie?: (name: string) => string | null
  /** Called on every 401; the session decides whether a user was loaded. */
  onUnauthorized?: (error: ApiError) => void
  log: ApiLogger
}

export interface RequestOptions {
  method?: HttpMethod
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  signal?: AbortSignal
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>

export interface ApiClient {
  readonly authMode: AuthMode
  readonly log: ApiLogger
  readonly tokenVisible: boolean
  hasToken(): boolean
  clearToken(): void
  request<T>(path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: BodyOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: BodyOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: BodyOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: BodyOptions): Promise<T>
  delete<T>(path: string, options?: BodyOptions): Promise<T>
}

const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'
const MUTATING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])

export function createApiClient(options: ApiClientOptions): ApiClient {
  let csrfRequest: Promise<void> | null = null

  // Shared by concurrent requests, so no single caller's abort signal may cancel it.
  function ensureCsrfCookie(): Promise<void> {
    if (options.getCookie?.(XSRF_COOKIE)) return Promise.resolve()
    csrfRequest ??= options
      .fetch(apiPaths.csrfCookie, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
      .then(() => undefined)
      .finally(() => {
        csrfRequest = null
      })
    return csrfRequest
  }

  async function request<T>(
    path: string,
    { method = 'GET', body, query, signal, headers: extra }: RequestOptions = {},
  ) {
    const headers = new Headers({ ...extra, Accept: 'application/json' })
    let sentMethod: HttpMethod = method
    let payload: BodyInit | undefined

    if (body instanceof FormData) {
      payload = body
      // Multipart bodies only reach PHP-style servers on POST; the server honours `_method`.
      if (method === 'PUT') {
        const overridden = new FormData()
        for (const [key, value] of body) overridden.append(key, value)
        overridden.set('_method', 'PUT')
        payload = overridden
        sentMethod = 'POST'
      }
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json')
      payload = JSON.stringify(body)
    }

    const token = options.getToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)

    if (MUTATING.has(method)) {
      try {
        if (options.authMode === 'cookie') await ensureCsrfCookie()
      } catch (cause) {
        throw networkError(cause, method, path)
      }
      // Echoed whenever the cookie exists: the server checks it on any request without a bearer.
      const xsrf = options.getCookie?.(XSRF_COOKIE)
      if (xsrf) headers.set(XSRF_HEADER, xsrf)
    }

    let response: ApiResponse
    try {
      response = await options.fetch(withQuery(path, query), {
        method: sentMethod,
        headers,
        body: payload,
        credentials: 'include',
        signal,
      })
    } catch (cause) {
      throw networkError(cause, method, path)
    }

    const data = await readBody(response)
    if (response.ok) return data as T

    const error = toApiError(response, data, method, path)
    if (error.status === 401) options.onUnauthorized?.(error)
    if (error.status === 419) options.log.warn({ path, method }, messages.csrfMismatch)
    throw error
  }

  return {
    authMode: options.authMode,
    log: options.log,
    tokenVisible: options.tokenVisible,
    hasToken: () => Boolean(options.getToken()),
    clearToken: options.clearToken,
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  }
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const search = params.toString()
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

async function readBody(response: ApiResponse): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const type = response.headers.get('content-type') ?? ''
  try {
    if (type.includes('json')) return await response.json()
    const text = await response.text()
    return text || undefined
  } catch {
    return undefined
  }
}

function networkError(cause: unknown, method: HttpMethod, path: string): unknown {
  // An aborted request is a cancellation, not a failure: TanStack Query recognises the AbortError.
  if (cause instanceof DOMException && cause.name === 'AbortError') return cause
  return new ApiError({
    status: 0,
    message: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.',
    method,
    path,
    cause,
  })
}

function toApiError(
  response: ApiResponse,
  data: unknown,
  method: HttpMethod,
  path: string,
): ApiError {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : defaultMessage(response.status)
  return new ApiError({
    status: response.status,
    message,
    method,
    path,
    errors: readFieldErrors(body.errors),
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
  })
}

function readFieldErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {}
  if (typeof value !== 'object' || value === null) return errors
  for (const [field, list] of Object.entries(value)) {
    if (Array.isArray(list)) errors[field] = list.filter((item) => typeof item === 'string')
    else if (typeof list === 'string') errors[field] = [list]
  }
  return errors
}

function defaultMessage(status: number): string {
  if (status === 401) return messages.unauthenticated
  if (status === 403) return messages.forbidden
  if (status === 404) return messages.notFound
  if (status === 419) return messages.csrfMismatch
  if (status === 422) return messages.invalidData
  if (status === 429) return messages.tooManyRequests
  return messages.serverError
}

export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(header)
  if (Number.isNaN(date)) return null
  return Math.max(0, Math.ceil((date - now) / 1000))
}
