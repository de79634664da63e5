import { type MediaImage, mediaUrlSrcset } from '@phiencho/contracts'

/**
 * A MediaImage for a bare picture URL (shop logos and banners, brand logos, category pictures):
 * `width`/`height` are the drawn size (they give the box its aspect ratio against layout shift),
 * and a picture of ours under /media/ gets its resized variants in `srcset`, so a 40-pixel icon
 * does not download the full picture. The original's width is unknown: every variant is offered,
 * the original not (`originalWidth` when the page knows it).
 */
export function imageFromUrl(
  url: string,
  width: number,
  height = width,
  alt = '',
  originalWidth: number | null = null,
): MediaImage & { srcset: string } {
  return { url, width, height, alt, srcset: mediaUrlSrcset(url, originalWidth) }
}
