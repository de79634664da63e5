import { type MediaImage, mediaUrlSrcset } from '@phiencho/contracts'

interface ResponsiveImageProps {
  /** With `srcset` where the page knows better than the picture's own size (see imageFromUrl). */
  image: MediaImage & { srcset?: string }
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 25vw, 50vw". */
  sizes: string
  /** Above the fold (the LCP image): load at once with high priority instead of lazily. */
  priority?: boolean
  className?: string
  alt?: string
}

/**
 * Every catalogue picture goes through here: width/height against layout shift, alt text, lazy
 * loading below the fold and the server's resized WebP variants in `srcset` (the browser picks one
 * by `sizes` and the screen's density; `src` stays the original where `srcset` is not supported).
 */
export function ResponsiveImage({ image, sizes, priority, className, alt }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      srcSet={(image.srcset ?? mediaUrlSrcset(image.url, image.width)) || undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
