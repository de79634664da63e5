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
 * loading below the fold and (once the server gives them) resized WebP variants in `srcset`.
 */
export function ResponsiveImage({ image, sizes, priority, className, alt }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  )
}
