/**
 * The one written form of a request's path and host. The router decodes a path before matching
 * it (`/%61pi/v1` reaches the API), so every decision taken on `request.url` (CSRF, security
 * headers, caches, rate-limit keys) is only sound when the path is already written the way the
 * router reads it.
 */

import { rememberedCheck } from './remembered-check.ts'

// Characters that never need an escape (RFC 3986 "unreserved").
const UNRESERVED = /^[A-Za-z0-9\-._~]$/
// An escaped slash, backslash or percent sign hides a path inside a segment: no one form exists.
const HIDDEN_PATH = /\\|%(?:2[fF]|5[cC]|25)/
// Cheap screen for the hot path: only a path with an escape, an empty or a dot segment can differ.
const MAYBE_NOT_CANONICAL = /%|\/\/|\/\.|\\/

/**
 * The canonical form of a path (no query): unreserved characters unescaped, no empty, `.` or `..`
 * segments. `null` when the path hides a separator, which has no canonical form.
 */
export function canonicalPath(path: string): string | null {
  if (!MAYBE_NOT_CANONICAL.test(path)) return path
  if (HIDDEN_PATH.test(path)) return null
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(char) ? char : escape
  })
  const segments = decoded.split('/').slice(1)
  const kept: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (segment === '..') kept.pop()
    if (segment === '.' || segment === '..') {
      if (last) kept.push('')
      return
    }
    if (segment === '' && !last) return
    kept.push(segment)
  })
  return `/${kept.join('/')}`
}

const HOST_NAME =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\.)*[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\.?$/
const IP_LITERAL = /^\[[0-9A-Fa-f:.]{2,45}\]$/

const rememberedHostCheck = rememberedCheck(checkHost, 256)

/** A Host header value: a name or an IP literal, and an optional port from 1 to 65535. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 261) return false
  return rememberedHostCheck(host)
}

function checkHost(host: string): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host)
  if (!match) return false
  const [, name = '', port] = match
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false
  return HOST_NAME.test(name) || IP_LITERAL.test(name)
}
