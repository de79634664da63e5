import type { MediaImage } from '@phiencho/contracts'

interface ResponsiveImageProps {
  image: MediaImage
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
      srcSet={image.srcset || undefined}
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
