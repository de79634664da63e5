import { type MediaImage, mediaUrlSrcset } from '@phiencho/contracts'

/** An ad's first picture, square, decorative beside its title; a grey box (and, if asked, words) without one. */
export function AdThumbnail({
  image,
  size,
  className,
  emptyText,
}: {
  image: MediaImage | null
  /** The picture's width in CSS pixels, for its `sizes`. */
  size: number
  className: string
  emptyText?: string
}) {
  return (
    <div className={`shrink-0 overflow-hidden rounded-lg bg-ink-100 ${className}`}>
      {image ? (
        <img
          src={image.url}
          srcSet={mediaUrlSrcset(image.url, image.width) || undefined}
          sizes={`${size}px`}
          width={size}
          height={size}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : emptyText ? (
        <span className="flex size-full items-center justify-center text-xs text-ink-500">
          {emptyText}
        </span>
      ) : null}
    </div>
  )
}
