import { type MediaImage, mediaSrcset } from '@phiencho/contracts'

/**
 * A MediaImage for a bare picture URL (shop logos and banners, brand logos, category pictures):
 * `width`/`height` are the drawn size (they give the box its aspect ratio against layout shift),
 * and a picture of ours under /media/ gets its resized variants in `srcset`, so a 40-pixel icon
 * does not download the full picture.
 */
export function imageFromUrl(url: string, width: number, height = width, alt = ''): MediaImage {
  const stored = url.startsWith('/media/') ? url.slice('/media/'.length) : null
  return {
    url,
    width,
    height,
    alt,
    srcset: stored ? mediaSrcset(decodeURIComponent(stored), null) : '',
  }
}
