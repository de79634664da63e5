import type { ClassifiedAdSummary } from '@phiencho/contracts'

import { MapPinIcon, MegaphoneIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { ShopLink } from '../../../components/ui/shop-link'
import { adPrice } from '../ad-format'
import { adHref } from '../links'
import { CameraIcon } from './classified-icons'
import { RelativeDate } from './relative-date'

interface AdCardProps {
  ad: ClassifiedAdSummary
  /** Above the fold: the picture loads at once instead of lazily. */
  priority?: boolean
  /** The image `sizes`; the grid passes the right one for its columns. */
  sizes: string
  headingLevel?: 2 | 3
}

/**
 * One ad in a list: picture with its photo count, title, price or "Thỏa thuận", province and when
 * it was posted. A row on phones (as classifieds sites show them), a tile from `sm`.
 */
export function AdCard({ ad, priority, sizes, headingLevel = 3 }: AdCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card group relative flex h-full gap-3 overflow-hidden p-2 transition-shadow focus-within:border-brand-600 hover:border-brand-600 hover:shadow-md sm:flex-col sm:gap-0 sm:p-0">
      <div className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-lg bg-ink-100 sm:aspect-[4/3] sm:w-full sm:rounded-none">
        {ad.image ? (
          <ResponsiveImage
            image={ad.image}
            // The title is the link text; the picture would only repeat it to a screen reader.
            alt=""
            sizes={sizes}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-300">
            <MegaphoneIcon width={40} height={40} />
          </span>
        )}
        {ad.image_count > 0 ? (
          <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-ink-900/75 px-1.5 py-0.5 text-xs font-medium text-white">
            <CameraIcon width={14} height={14} />
            {ad.image_count}
            <span className="sr-only"> ảnh</span>
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5 sm:p-3">
        <Heading className="line-clamp-2 text-sm leading-5 font-medium text-ink-900">
          <ShopLink
            to={adHref(ad.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-800 focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {ad.title}
          </ShopLink>
        </Heading>
        <p
          className={`text-base font-bold tabular-nums ${ad.price === null ? 'text-ink-700' : 'text-danger-700'}`}
        >
          {adPrice(ad.price)}
        </p>
        <p className="mt-auto flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 pt-1 text-xs text-ink-600">
          {ad.province_name ? (
            <span className="flex min-w-0 items-center gap-1">
              <MapPinIcon width={13} height={13} className="shrink-0 text-ink-500" />
              <span className="truncate">{ad.province_name}</span>
            </span>
          ) : null}
          <RelativeDate iso={ad.bumped_at} />
        </p>
      </div>
    </article>
  )
}
