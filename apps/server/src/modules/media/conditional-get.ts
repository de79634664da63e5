import type { IncomingHttpHeaders } from 'node:http'

// Conditional requests answered as @fastify/send answered them when it served `/media/*` from
// disk (RFC 9110 section 13): the same 304 and 412, so browsers and proxies see no change.

interface Validators {
  etag: string
  /** As sent in `Last-Modified`: whole seconds. */
  lastModified: Date
}

const tokens = (list: string) =>
  list
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)

/** Seconds precision, as the `Last-Modified` header carries it. */
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000) * 1000

function preconditionFailed(headers: IncomingHttpHeaders, { etag, lastModified }: Validators) {
  const ifMatch = headers['if-match']
  if (ifMatch && ifMatch !== '*') {
    if (!tokens(ifMatch).some((match) => match === etag || `W/${match}` === etag)) return true
  }
  const ifUnmodifiedSince = Date.parse(headers['if-unmodified-since'] ?? '')
  return !Number.isNaN(ifUnmodifiedSince) && secondsOf(lastModified) > ifUnmodifiedSince
}

function notModified(headers: IncomingHttpHeaders, { etag, lastModified }: Validators) {
  // A reload asks for the bytes whatever the validators say.
  if (headers['cache-control']?.includes('no-cache')) return false
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    // The weak comparison: W/"a" and "a" name the same representation here.
    const bare = etag.replace(/^W\//, '')
    return (
      ifNoneMatch === '*' ||
      tokens(ifNoneMatch).some((match) => match.replace(/^W\//, '') === bare && bare !== '')
    )
  }
  const ifModifiedSince = Date.parse(headers['if-modified-since'] ?? '')
  return !Number.isNaN(ifModifiedSince) && secondsOf(lastModified) <= ifModifiedSince
}

/** 412 when a precondition fails, 304 when the client's copy is current, else 200. */
export function conditionalStatus(
  headers: IncomingHttpHeaders,
  validators: Validators,
): 200 | 304 | 412 {
  if (preconditionFailed(headers, validators)) return 412
  return notModified(headers, validators) ? 304 : 200
}
