import type { ClassifiedAdSummary } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import { MapPinIcon, MegaphoneIcon } from '../ui/icons'
import { ResponsiveImage } from '../ui/responsive-image'
import { ShopLink } from '../ui/shop-link'

/** The newest classified ads: picture, title, price ("Thỏa thuận" when negotiable), place. */
export function LatestClassifieds({ ads }: { ads: ClassifiedAdSummary[] }) {
  if (!ads.length) return <p className="card p-4 text-ink-600">Chưa có tin rao vặt nào.</p>
  return (
    <ul className="card divide-y divide-ink-200">
      {ads.map((ad) => (
        <li key={ad.id} className="relative flex gap-3 p-3 hover:bg-ink-50">
          <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-ink-100 text-ink-300">
            {ad.image ? (
              <ResponsiveImage
                image={{ ...ad.image, width: 64, height: 64 }}
                alt=""
                sizes="64px"
                className="size-full object-cover"
              />
            ) : (
              <MegaphoneIcon />
            )}
          </span>
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-sm leading-5 font-semibold text-ink-900">
              <ShopLink
                to={`/tin-rao-vat/${ad.slug}`}
                className="after:absolute after:inset-0 hover:text-brand-800"
              >
                {ad.title}
              </ShopLink>
            </h3>
            <p className="mt-1 text-sm font-semibold text-danger-700">
              {ad.price === null ? 'Thỏa thuận' : formatVnd(ad.price)}
            </p>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-ink-600">
              {ad.topic.name}
              {ad.province_name ? (
                <>
                  {' · '}
                  <MapPinIcon width={12} height={12} className="shrink-0" />
                  {ad.province_name}
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
