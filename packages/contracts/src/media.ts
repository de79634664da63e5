// Media URLs, without zod: every page that shows a picture imports these (see README.md).

/** Stored media paths are relative to the media directory; absolute URLs (a CDN) pass through. */
export function mediaUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `/media/${path.replace(/^\/+/, '')}`
}

/**
 * Widths of the resized WebP copies the server makes of a stored picture, served at
 * `/media/w{width}/{path}` (docs/decisions/006-image-variants.md).
 */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 640] as const
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number]

// Animated GIFs would lose their motion, and vector images need no resizing.
const RESIZABLE = /\.(webp|jpe?g|png|avif)$/i

// Encoded segment by segment: a space or a comma would split a `srcset` candidate.
const encodePath = (path: string) =>
  path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')

/** `/media/w320/demo/a.webp`; null for pictures that are not resized (a CDN URL, an SVG). */
export function mediaVariantUrl(path: string, width: MediaVariantWidth): string | null {
  if (/^https?:\/\//.test(path) || !RESIZABLE.test(path)) return null
  return `/media/w${width}/${encodePath(path)}`
}

/**
 * The `srcset` of a stored picture: the variants narrower than the original, then the original
 * itself. Empty when there are no variants (the `src` alone is then used).
 */
export function mediaSrcset(path: string, width: number | null): string {
  const candidates: string[] = []
  for (const w of MEDIA_VARIANT_WIDTHS) {
    if (width !== null && w >= width) break
    const url = mediaVariantUrl(path, w)
    if (url === null) return ''
    candidates.push(`${url} ${w}w`)
  }
  if (candidates.length === 0) return ''
  if (width !== null) candidates.push(`/media/${encodePath(path)} ${width}w`)
  return candidates.join(', ')
}
