const MAX_SLUG_LENGTH = 100

// NFD splits ắ into a + combining marks, but đ/Đ are letters of their own, not d + a mark.
const UNDECOMPOSED: Record<string, string> = { đ: 'd', Đ: 'D' }

/** `Đường Điện Biên Phủ` → `Duong Dien Bien Phu`; keeps case and everything else. */
export function removeDiacritics(input: string): string {
  return input
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .normalize('NFC')
}

/** `Đường Điện Biên Phủ` → `duong-dien-bien-phu`, at most about 100 characters. */
export function slugify(input: string, maxLength = MAX_SLUG_LENGTH): string {
  const slug = removeDiacritics(input)
    .toLowerCase()
    // "Biti's" → "bitis", as Vietnamese shops write the brand in URLs.
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= maxLength) return slug
  const cut = slug.slice(0, maxLength + 1)
  const boundary = cut.lastIndexOf('-')
  // one word longer than the limit has no boundary to cut at
  return boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)
}
