import type { SitemapRow } from '../../lib/sitemap-source.ts'

// Sitemap protocol 0.9 (https://www.sitemaps.org/protocol.html): UTF-8, entity-escaped, absolute
// URLs, at most 50,000 URLs or 50 MB per file.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text for an XML element; characters XML 1.0 cannot hold at all are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are exactly the characters XML cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (c) => entities[c]!)
  )
}

/** W3C datetime, as the protocol wants; null when the value is missing or not a date. */
export function w3cDate(value: string | Date | null): string | null {
  if (value === null) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export interface SitemapEntry {
  loc: string
  lastmod?: string | Date | null
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod = null }: SitemapEntry): string {
  const date = w3cDate(lastmod)
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</${tag}>\n`
}

export function sitemapIndexXml(files: SitemapEntry[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${files.map((f) => entry('sitemap', f)).join('')}</sitemapindex>\n`
}

export function urlsetXml(urls: SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.map((u) => entry('url', u)).join('')}</urlset>\n`
}

/** The same document, written batch by batch as the rows arrive from the database. */
export async function* streamUrlset(
  batches: AsyncIterable<SitemapRow[]>,
  toEntry: (row: SitemapRow) => SitemapEntry,
): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`
  for await (const rows of batches) {
    yield rows.map((row) => entry('url', toEntry(row))).join('')
  }
  yield '</urlset>\n'
}
