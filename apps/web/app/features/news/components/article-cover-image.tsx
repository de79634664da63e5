import type { MediaImage } from '@phiencho/contracts'

import { ResponsiveImage } from '../../../components/ui/responsive-image'

interface ArticleCoverImageProps {
  image: MediaImage
  /** The article's title: an alt text only repeating it is left empty. */
  title: string
}

/** The cover on an article's page: the LCP picture, loaded at once, across the text column. */
export function ArticleCoverImage({ image, title }: ArticleCoverImageProps) {
  return (
    <ResponsiveImage
      // Covers may come without a stored size: the drawn 16:9 box stands in, against layout shift.
      image={{ ...image, width: image.width ?? 768, height: image.height ?? 432 }}
      alt={image.alt.trim() === title.trim() ? '' : image.alt}
      sizes="(min-width: 816px) 768px, calc(100vw - 2rem)"
      priority
      className="aspect-[16/9] w-full rounded-xl bg-ink-100 object-cover"
    />
  )
}
