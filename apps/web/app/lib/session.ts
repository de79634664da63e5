import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from '@phiencho/contracts'

import type { ApiClient } from './api-client'
import { isApiError } from './api-error'
import { readCookie, serializeCookie } from './cookies'

// Seed §4: the token lives in the `token` cookie for one day; the page reads it for the bearer header.

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

/**
 * Seed §4: with a token (or a cookie session) but no user, fetch the user. 401/419 mean "not
 * logged in"; any other failure is logged. Either way a failed fetch clears the token and the user.
 */
export async function resolveIdentity<U>(
  api: ApiClient,
  fetchUser: () => Promise<U>,
): Promise<U | null> {
  if (api.tokenVisible && !api.hasToken()) return null
  try {
    return await fetchUser()
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
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

const ACCOUNT_AREA = /^\/my-account(?:\/|$)/

/** Pages that need a login: a 401 there sends the visitor to /login. */
export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_AREA.test(pathname)
}
