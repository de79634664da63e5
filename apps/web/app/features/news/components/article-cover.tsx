import type { MediaImage } from '@phiencho/contracts'

import { NewsIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'

interface ArticleCoverProps {
  image: MediaImage | null
  sizes: string
  priority?: boolean
  className?: string
}

/**
 * An article's cover in a list, cropped to the box. The title beside it is the link text, so the
 * picture is decorative there (empty alt).
 */
export function ArticleCover({ image, sizes, priority, className = '' }: ArticleCoverProps) {
  return (
    <div className={`overflow-hidden rounded-lg bg-ink-100 ${className}`}>
      {image ? (
        <ResponsiveImage
          // Covers may come without a stored size: the box's 3:2 stands in, against layout shift.
          image={{ ...image, width: image.width ?? 300, height: image.height ?? 200 }}
          alt=""
          sizes={sizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-ink-300">
          <NewsIcon width={40} height={40} />
        </span>
      )}
    </div>
  )
}
