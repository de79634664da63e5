import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from '@phiencho/contracts'

import type { ApiClient } from './api-client'
import { isApiError } from './api-error'
import { readCookie, serializeCookie } from './cookies'
import { isRetryable, retryDelay, shouldRetry } from './retry-policy'

// The token lives in the `token` cookie for one day; the page reads it for the bearer header.

export function readBrowserToken(): string | null {
  return readCookie(document.cookie, TOKEN_COOKIE)
}

export function storeBrowserToken(token: string) {
  document.cookie = serializeCookie(TOKEN_COOKIE, token, {
    maxAge: TOKEN_TTL_SECONDS,
    secure: window.location.protocol === 'https:',
  })
}

export function clearBrowserToken() {
  document.cookie = serializeCookie(TOKEN_COOKIE, '', {
    maxAge: 0,
    secure: window.location.protocol === 'https:',
  })
}

/** `Set-Cookie` value that removes the token, for a server answer. */
export function expiredTokenCookie(secure: boolean): string {
  return serializeCookie(TOKEN_COOKIE, '', { maxAge: 0, secure })
}

interface ResolveIdentityOptions {
  signal?: AbortSignal
  /**
   * Whether this call may wait and ask again after a retryable failure (a GET answered 5xx/429 or
   * no answer at all). The server passes false: a retry would hold the whole page back, so it
   * rethrows and the browser asks again after hydration, with its own retries.
   */
  retry?: boolean
}

/**
 * With a token (or a cookie session) but no user, fetch the user. 401/419 mean "not logged
 * in". A retryable failure is retried first (retry-policy.ts); only a failure that stays clears the
 * token and the user, so one 503 during a deploy does not log anybody out.
 */
export async function resolveIdentity<U>(
  api: ApiClient,
  fetchUser: () => Promise<U>,
  { signal, retry = true }: ResolveIdentityOptions = {},
): Promise<U | null> {
  if (api.tokenVisible && !api.hasToken()) return null
  for (let failures = 0; ; failures += 1) {
    try {
      return await fetchUser()
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error
      if (isRetryable(error)) {
        if (!retry) throw error
        if (shouldRetry(failures, error)) {
          await wait(retryDelay(failures, error), signal)
          continue
        }
      }
      if (isApiError(error)) {
        if (error.status !== 401 && error.status !== 419) {
          api.log.error({ err: error, status: error.status }, 'Unable to load user identity')
        }
      } else {
        api.log.error({ err: error }, 'Unexpected error while fetching user identity')
      }
      api.clearToken()
      return null
    }
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      },
      { once: true },
    )
  })
}

const ACCOUNT_AREA = /^\/my-account(?:\/|$)/

/** Pages that need a login: a 401 there sends the visitor to /login. */
export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_AREA.test(pathname)
}
