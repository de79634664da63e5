const ORIGIN = 'http://same.site'

/**
 * Where to go after a login: only a path on this site. Anything else (absolute URLs, `//host`,
 * backslash tricks, control characters, the auth pages themselves) falls back.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback
  let url: URL
  try {
    url = new URL(target, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN) return fallback
  if (AUTH_PAGES.has(url.pathname)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password'])

/** `/login?redirect=…` for a guard that sends an anonymous visitor away from `path`. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path, '')
  // Slashes may stay literal in a query string; it keeps the address readable.
  return target ? `/login?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}` : '/login'
}
