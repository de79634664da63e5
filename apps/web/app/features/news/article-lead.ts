import { htmlToText } from '../../lib/seo'

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * Whether the body opens with the excerpt as its first paragraph (the demo articles and many
 * editors do): the page then sets that paragraph as the lead instead of printing it twice.
 */
export function bodyOpensWithExcerpt(body: string, excerpt: string | null): boolean {
  if (!excerpt?.trim()) return false
  const first = /^\s*<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(body)
  return first !== null && normalise(htmlToText(first[1] ?? '')) === normalise(excerpt)
}
