import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

import { type ApiClientOptions, createApiClient, parseRetryAfter } from './api-client'
import { ApiError } from './api-error'
import { shouldRetry } from './retry-policy'

interface Call {
  url: string
  init: RequestInit
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

function setup(overrides: Partial<ApiClientOptions> = {}, respond = () => json(200, { ok: true })) {
  const calls: Call[] = []
  const cookies = new Map<string, string>()
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init })
    if (url === '/sanctum/csrf-cookie') {
      cookies.set('XSRF-TOKEN', 'nonce.mac')
      return new Response(null, { status: 204 })
    }
    return respond()
  })
  const options: ApiClientOptions = {
    fetch,
    authMode: 'token',
    getToken: () => 'abc|secret',
    tokenVisible: true,
    clearToken: vi.fn(),
    getCookie: (name) => cookies.get(name) ?? null,
    log: { error: vi.fn(), warn: vi.fn() },
    ...overrides,
  }
  return { api: createApiClient(options), calls, fetch, cookies, options }
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name)

describe('api client', () => {
  it('sends the bearer token and asks for JSON', async () => {
    const { api, calls } = setup()
    await expect(api.get('/api/v1/users/me')).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.init.method).toBe('GET')
    expect(header(calls[0], 'authorization')).toBe('Bearer abc|secret')
    expect(header(calls[0], 'accept')).toBe('application/json')
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('sends no authorization header without a token', async () => {
    const { api, calls } = setup({ getToken: () => null })
    await api.get('/api/v1/website-settings')
    expect(header(calls[0], 'authorization')).toBeNull()
  })

  it('sends plain objects as JSON', async () => {
    const { api, calls } = setup()
    await api.post('/api/v1/login', { email: 'a@b.vn', password: 'secret123' })
    expect(header(calls[0], 'content-type')).toBe('application/json')
    expect(calls[0]?.init.body).toBe('{"email":"a@b.vn","password":"secret123"}')
  })

  it('adds query parameters, leaving out empty ones', async () => {
    const { api, calls } = setup()
    await api.get('/api/v1/products', { query: { page: 2, q: 'áo', brand: undefined } })
    expect(calls[0]?.url).toBe('/api/v1/products?page=2&q=%C3%A1o')
  })

  describe('cookie mode', () => {
    it('fetches the CSRF cookie once, then echoes it on mutating requests', async () => {
      const { api, calls } = setup({
        authMode: 'cookie',
        getToken: () => null,
        tokenVisible: false,
      })
      await api.post('/api/v1/logout')
      await api.patch('/api/v1/users/me', { name: 'An' })
      expect(calls.map((call) => call.url)).toEqual([
        '/sanctum/csrf-cookie',
        '/api/v1/logout',
        '/api/v1/users/me',
      ])
      expect(calls[0]?.init.credentials).toBe('include')
      expect(header(calls[1], 'x-xsrf-token')).toBe('nonce.mac')
      expect(header(calls[2], 'x-xsrf-token')).toBe('nonce.mac')
    })

    it('shares one CSRF request between concurrent calls', async () => {
      const { api, calls } = setup({
        authMode: 'cookie',
        getToken: () => null,
        tokenVisible: false,
      })
      await Promise.all([api.post('/api/v1/a'), api.put('/api/v1/b', {}), api.delete('/api/v1/c')])
      expect(calls.filter((call) => call.url === '/sanctum/csrf-cookie')).toHaveLength(1)
    })

    it('does not fetch the CSRF cookie for GET', async () => {
      const { api, calls } = setup({
        authMode: 'cookie',
        getToken: () => null,
        tokenVisible: false,
      })
      await api.get('/api/v1/users/me')
      expect(calls.map((call) => call.url)).toEqual(['/api/v1/users/me'])
      expect(header(calls[0], 'x-xsrf-token')).toBeNull()
    })

    it('warns on 419 and fails with the server message', async () => {
      const { api, options } = setup({ authMode: 'cookie' }, () =>
        json(419, { message: 'CSRF token mismatch.' }),
      )
      await expect(api.post('/api/v1/logout')).rejects.toMatchObject({
        status: 419,
        message: 'CSRF token mismatch.',
      })
      expect(options.log.warn).toHaveBeenCalledWith(expect.anything(), 'CSRF token mismatch.')
      expect(options.log.error).not.toHaveBeenCalled()
    })
  })

  it('sends PUT with form data as POST with _method=PUT', async () => {
    const { api, calls } = setup()
    const form = new FormData()
    form.append('title', 'Xe máy cũ')
    await api.put('/api/v1/classifieds/1', form)
    const body = calls[0]?.init.body
    expect(calls[0]?.init.method).toBe('POST')
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('_method')).toBe('PUT')
    expect((body as FormData).get('title')).toBe('Xe máy cũ')
    expect(header(calls[0], 'content-type')).toBeNull()
    expect(form.has('_method')).toBe(false)
  })

  it('keeps PUT with a JSON body as PUT', async () => {
    const { api, calls } = setup()
    await api.put('/api/v1/users/me/password', { password: 'x' })
    expect(calls[0]?.init.method).toBe('PUT')
  })

  it('turns a 422 into an ApiError with the field errors', async () => {
    const { api } = setup({}, () =>
      json(422, { message: 'Dữ liệu không hợp lệ.', errors: { email: ['Email không hợp lệ.'] } }),
    )
    const error = await api.post('/api/v1/register', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      method: 'POST',
      path: '/api/v1/register',
      message: 'Dữ liệu không hợp lệ.',
      errors: { email: ['Email không hợp lệ.'] },
    })
  })

  it('reads Retry-After on 429', async () => {
    const { api } = setup({}, () => json(429, { message: 'Too many' }, { 'retry-after': '42' }))
    await expect(api.post('/api/v1/login', {})).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    })
  })

  it('gives a Vietnamese message when the body has none', async () => {
    const { api } = setup({}, () => new Response('<html>oops</html>', { status: 502 }))
    await expect(api.get('/api/v1/x')).rejects.toMatchObject({
      status: 502,
      message: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    })
  })

  it('reports a network failure as status 0', async () => {
    const { api } = setup({
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const error = await api.get('/api/v1/x').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, isNetworkError: true })
  })

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    const { api } = setup({
      fetch: async () => {
        throw abort
      },
    })
    await expect(api.get('/api/v1/x')).rejects.toBe(abort)
  })

  it('calls onUnauthorized on 401', async () => {
    const onUnauthorized = vi.fn()
    const { api } = setup({ onUnauthorized }, () => json(401, { message: 'Unauthenticated.' }))
    await expect(api.get('/api/v1/users/me')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('returns undefined for 204', async () => {
    const { api } = setup({}, () => new Response(null, { status: 204 }))
    await expect(api.post('/api/v1/logout')).resolves.toBeUndefined()
  })

  describe('with TanStack Query and the retry policy', () => {
    const client = () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: shouldRetry, retryDelay: 0 },
          mutations: { retry: shouldRetry, retryDelay: 0 },
        },
      })

    it('retries a failing GET three times', async () => {
      const { api, fetch } = setup({}, () => json(503, { message: 'busy' }))
      await expect(
        client().fetchQuery({ queryKey: ['x'], queryFn: () => api.get('/api/v1/x') }),
      ).rejects.toMatchObject({ status: 503 })
      expect(fetch).toHaveBeenCalledTimes(4)
    })

    it('does not retry a failing POST', async () => {
      const { api, fetch } = setup({}, () => json(503, { message: 'busy' }))
      const queryClient = client()
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationFn: () => api.post('/api/v1/login', {}),
        retry: shouldRetry,
        retryDelay: 0,
      })
      await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 503 })
      expect(fetch).toHaveBeenCalledTimes(1)
    })
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30)
    expect(
      parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', Date.parse('2026-01-01T00:00:00Z')),
    ).toBe(60)
    expect(parseRetryAfter(null)).toBeNull()
    expect(parseRetryAfter('soon')).toBeNull()
  })
})
