import { describe, expect, it, vi } from 'vitest'

import type { ApiClient } from './api-client'
import { ApiError } from './api-error'
import { isAccountPath, resolveIdentity } from './session'

function fakeApi(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    authMode: 'token',
    tokenVisible: true,
    log: { error: vi.fn(), warn: vi.fn() },
    hasToken: () => true,
    clearToken: vi.fn(),
    request: vi.fn(),
    get: vi.fn(),
    post: vi.fn(),
    put: vi.fn(),
    patch: vi.fn(),
    delete: vi.fn(),
    ...overrides,
  }
}

const apiError = (status: number) =>
  new ApiError({ status, method: 'GET', path: '/api/v1/users/me', message: 'x' })

describe('resolveIdentity', () => {
  it('does not ask without a token', async () => {
    const fetchUser = vi.fn()
    await expect(resolveIdentity(fakeApi({ hasToken: () => false }), fetchUser)).resolves.toBeNull()
    expect(fetchUser).not.toHaveBeenCalled()
  })

  it('asks when the token cannot be seen (httpOnly cookie mode)', async () => {
    const api = fakeApi({ tokenVisible: false, hasToken: () => false })
    await expect(resolveIdentity(api, async () => ({ id: 1 }))).resolves.toEqual({ id: 1 })
  })

  it.each([401, 419])('treats %i as "not logged in": clears the token quietly', async (status) => {
    const api = fakeApi()
    await expect(resolveIdentity(api, () => Promise.reject(apiError(status)))).resolves.toBeNull()
    expect(api.clearToken).toHaveBeenCalledOnce()
    expect(api.log.error).not.toHaveBeenCalled()
  })

  it('logs any other failure and clears the session', async () => {
    const api = fakeApi()
    await expect(resolveIdentity(api, () => Promise.reject(apiError(403)))).resolves.toBeNull()
    expect(api.log.error).toHaveBeenCalledWith(expect.anything(), 'Unable to load user identity')
    expect(api.clearToken).toHaveBeenCalledOnce()
  })

  it('retries a 503 and keeps the session when a later answer comes', async () => {
    vi.useFakeTimers()
    try {
      const api = fakeApi()
      const fetchUser = vi
        .fn()
        .mockRejectedValueOnce(apiError(503))
        .mockResolvedValueOnce({ id: 7 })
      const result = resolveIdentity(api, fetchUser)
      await vi.advanceTimersByTimeAsync(1_000)
      await expect(result).resolves.toEqual({ id: 7 })
      expect(fetchUser).toHaveBeenCalledTimes(2)
      expect(api.clearToken).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('clears the session once the retries are spent', async () => {
    vi.useFakeTimers()
    try {
      const api = fakeApi()
      const fetchUser = vi.fn().mockRejectedValue(apiError(503))
      const result = resolveIdentity(api, fetchUser)
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000)
      await expect(result).resolves.toBeNull()
      expect(fetchUser).toHaveBeenCalledTimes(4)
      expect(api.clearToken).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('on the server rethrows a retryable failure and keeps the token for the browser', async () => {
    const api = fakeApi()
    await expect(
      resolveIdentity(api, () => Promise.reject(apiError(503)), { retry: false }),
    ).rejects.toMatchObject({ status: 503 })
    expect(api.clearToken).not.toHaveBeenCalled()
  })

  it('logs unexpected errors with their own message', async () => {
    const api = fakeApi()
    await expect(
      resolveIdentity(api, () => Promise.reject(new SyntaxError('bad json'))),
    ).resolves.toBeNull()
    expect(api.log.error).toHaveBeenCalledWith(
      expect.anything(),
      'Unexpected error while fetching user identity',
    )
  })
})

describe('isAccountPath', () => {
  it('covers /my-account and its children only', () => {
    expect(isAccountPath('/my-account')).toBe(true)
    expect(isAccountPath('/my-account/change-password')).toBe(true)
    expect(isAccountPath('/my-accounts')).toBe(false)
    expect(isAccountPath('/login')).toBe(false)
  })
})
