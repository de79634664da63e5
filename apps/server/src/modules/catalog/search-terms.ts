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
  /**
   * The distinct words as `to_tsquery` operands, the last one typed also as a prefix: what a product
   * that matches only some of them is scored by. None for a websearch query (its words may be
   * negated or quoted).
   */
  words: string[]
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
  const operands = words.map((word, i) => (i === last && word.length >= 2 ? `${word}:*` : word))
  const usesOperators = OPERATORS.test(text)
  const distinct = words.flatMap((word, i) =>
    words.indexOf(word, i + 1) < 0 ? [operands[i]!] : [],
  )
  return {
    text,
    typed: text.toLowerCase(),
    folded,
    prefixQuery: operands.join(' & '),
    usesOperators,
    words: usesOperators ? [] : distinct,
  }
}

/**
 * A tier of a query no product matches in full: `query` finds the products that have at least
 * `words` of its words (an OR of every choice of that many words, each an AND).
 */
export interface WordTier {
  words: number
  query: string
}

/** Past this many choices of words a tier is not tried: a sentence pasted into the box. */
export const MAX_TIER_CHOICES = 64

/**
 * The tiers from all words but one down to one word, while a tier takes at most MAX_TIER_CHOICES
 * ANDs (every tier for up to 7 words; for 8, down to 5 of them).
 */
export function partialTiers(terms: SearchTerms): WordTier[] {
  const tiers: WordTier[] = []
  const n = terms.words.length
  for (let k = n - 1, choices = n; k >= 1 && choices <= MAX_TIER_CHOICES; k--) {
    const ands = combinations(terms.words, k).map((choice) => `(${choice.join(' & ')})`)
    tiers.push({ words: k, query: ands.join(' | ') })
    // n choose k − 1, from n choose k
    choices = (choices * k) / (n - k + 1)
  }
  return tiers
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]]
  if (items.length < k) return []
  const [first, ...rest] = items as [T, ...T[]]
  return [
    ...combinations(rest, k - 1).map((choice) => [first, ...choice]),
    ...combinations(rest, k),
  ]
}

/** The typed words carry Vietnamese marks (or other letters that folding changes). */
export function hasMarks(terms: SearchTerms): boolean {
  return terms.typed !== terms.folded
}
