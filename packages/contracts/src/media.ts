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

const URL_SAFE_PATH = /^[\w.~/-]*$/

// Encoded segment by segment: a space or a comma would split a `srcset` candidate. Stored paths
// are nearly always plain already (every card of every list builds four URLs from one).
const encodePath = (path: string) => {
  const relative = path.replace(/^\/+/, '')
  return URL_SAFE_PATH.test(relative)
    ? relative
    : relative.split('/').map(encodeURIComponent).join('/')
}

const isResizable = (path: string) => !/^https?:\/\//.test(path) && RESIZABLE.test(path)

/** `/media/w320/demo/a.webp`; null for pictures that are not resized (a CDN URL, an SVG). */
export function mediaVariantUrl(path: string, width: MediaVariantWidth): string | null {
  return isResizable(path) ? `/media/w${width}/${encodePath(path)}` : null
}

/**
 * The `srcset` of a stored picture: the variants narrower than the original, then the original
 * itself. Empty when there are no variants (the `src` alone is then used).
 */
export function mediaSrcset(path: string, width: number | null): string {
  if (!isResizable(path)) return ''
  const encoded = encodePath(path)
  const candidates: string[] = []
  for (const w of MEDIA_VARIANT_WIDTHS) {
    if (width !== null && w >= width) break
    candidates.push(`/media/w${w}/${encoded} ${w}w`)
  }
  if (candidates.length === 0) return ''
  if (width !== null) candidates.push(`/media/${encoded} ${width}w`)
  return candidates.join(', ')
}

/**
 * The `srcset` of a picture the API sent (`url`, and `width` when known): the API does not repeat
 * it in every answer (ADR 025), since `mediaUrl` makes the URL of a stored path and this reads the
 * path back. Empty for a URL not under /media/ (a CDN).
 */
export function mediaUrlSrcset(url: string, width: number | null): string {
  return url.startsWith('/media/') ? mediaSrcset(url.slice('/media/'.length), width) : ''
}
