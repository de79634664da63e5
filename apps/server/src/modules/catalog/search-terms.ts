import { normaliseSearchText } from '@phiencho/vn'

export interface SearchTerms {
  /** What the shopper typed, whitespace collapsed: goes to `websearch_to_tsquery`. */
  text: string
  /** Lower case, as typed (with its marks), for the exact-match boost. */
  typed: string
  /** Lower case without marks, punctuation as spaces: `lower(f_unaccent(…))` of the server. */
  folded: string
  /** `ao & thun:*`: every word, the last one also as a prefix (the shopper may still be typing). */
  prefixQuery: string
  /** `"…"`, `-word` or `or`: the shopper wrote a websearch query, so the prefix query stays out. */
  usesOperators: boolean
}

const OPERATORS = /"|(?:^|\s)-\S|\sor\s/i

/** Null when nothing searchable is left (only punctuation). */
export function searchTerms(q: string): SearchTerms | null {
  const text = q.replace(/\s+/g, ' ').trim()
  const folded = normaliseSearchText(text)
  if (!folded) return null
  const words = folded.split(' ')
  const last = words.length - 1
  // Only letters and digits survive folding, so the words cannot inject tsquery operators.
  const prefixQuery = words
    .map((word, i) => (i === last && word.length >= 2 ? `${word}:*` : word))
    .join(' & ')
  return {
    text,
    typed: text.toLowerCase(),
    folded,
    prefixQuery,
    usesOperators: OPERATORS.test(text),
  }
}

/** The typed words carry Vietnamese marks (or other letters that folding changes). */
export function hasMarks(terms: SearchTerms): boolean {
  return terms.typed !== terms.folded
}
