import type { IncomingHttpHeaders } from 'node:http'
import type { ByteRange } from '../../lib/storage/index.ts'

// `Range: bytes=…` answered as @fastify/send answered it (RFC 9110 section 14): one satisfiable
// range gives a 206, several give the whole file, none a 416.

export type RangeAnswer = { status: 200 } | { status: 206; range: ByteRange } | { status: 416 }

interface Validators {
  etag: string
  lastModified: Date
}

/** A stale `If-Range` (the client's copy changed) asks for the whole file. */
function rangeIsFresh(headers: IncomingHttpHeaders, { etag, lastModified }: Validators) {
  const ifRange = [headers['if-range']].flat()[0]
  if (ifRange === undefined) return true
  if (ifRange.includes('"')) return etag !== '' && ifRange.includes(etag)
  const date = Date.parse(ifRange)
  return !Number.isNaN(date) && Math.floor(lastModified.getTime() / 1000) * 1000 <= date
}

function parse(size: number, spec: string): ByteRange[] {
  const ranges: ByteRange[] = []
  for (const part of spec.split(',')) {
    const match = /^\s*(\d*)-(\d*)\s*$/.exec(part)
    if (!match) continue
    const [, from = '', to = ''] = match
    let start: number
    let end: number
    if (from === '') {
      // `-500`: the last 500 bytes.
      start = size - Number(to)
      end = size - 1
    } else {
      start = Number(from)
      end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
    }
    if (from === '' && to === '') continue
    if (start > -1 && start <= end) ranges.push({ start, end })
  }
  return ranges
}

export function rangeAnswer(
  headers: IncomingHttpHeaders,
  size: number,
  validators: Validators,
): RangeAnswer {
  const header = headers.range
  if (header === undefined || !/^ *bytes=/.test(header) || !rangeIsFresh(headers, validators))
    return { status: 200 }
  const ranges = parse(size, header.slice(header.indexOf('=') + 1))
  if (ranges.length === 0) return { status: 416 }
  return ranges.length === 1 ? { status: 206, range: ranges[0]! } : { status: 200 }
}
