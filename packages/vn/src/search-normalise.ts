import { removeDiacritics } from './slug.ts'

// Letters PostgreSQL's unaccent rewrites that NFD leaves whole; đ is the one Vietnamese needs.
const UNACCENT_EXTRA: Record<string, string> = {
  ð: 'd',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
}

/**
 * The folding `lower(f_unaccent(text))` gives on the server, plus punctuation to spaces:
 * `  Áo THUN—cổ tròn! ` → `ao thun co tron`. For highlighting matches and cache keys.
 */
export function normaliseSearchText(input: string): string {
  return removeDiacritics(input)
    .toLowerCase()
    .replace(/[ðøłßæœ]/g, (letter) => UNACCENT_EXTRA[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
