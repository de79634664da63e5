import type { OwnClassifiedAd } from '@phiencho/contracts'

import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { adPrice } from '../ad-format'
import { expiryText } from '../own-ad-dates'
import { OwnAdCardActions } from './own-ad-card-actions'
import { OwnAdModeration } from './own-ad-moderation'
import { OwnAdStatusBadge } from './own-ad-status-badge'

interface OwnAdCardProps {
  ad: OwnClassifiedAd
  /** A finished action's sentence, for the list's status line (the card may leave the list). */
  onDone: (message: string) => void
}

/** One of the owner's ads: what it is, where it stands, and what can be done with it. */
export function OwnAdCard({ ad, onDone }: OwnAdCardProps) {
  const titleId = `own-ad-${ad.id}`
  return (
    <li className="card p-3 sm:p-4" aria-labelledby={titleId}>
      <div className="flex gap-3 sm:gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-ink-100 sm:h-24 sm:w-32">
          {ad.image ? (
            <ResponsiveImage
              image={ad.image}
              alt=""
              sizes="128px"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-xs text-ink-500">
              Chưa có ảnh
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={titleId} className="line-clamp-2 font-semibold text-ink-900">
            {ad.title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-bold text-brand-800">{adPrice(ad.price)}</span>
            <OwnAdStatusBadge status={ad.status} byModerator={ad.hidden_by_moderator === true} />
          </p>
          <p className="text-sm text-ink-600">
            {[ad.topic.name, ad.province_name, `${ad.view_count.toLocaleString('vi-VN')} lượt xem`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {ad.status === 'rejected' || ad.status === 'pending' ? null : (
            <p
              className={`text-sm ${ad.status === 'expired' ? 'font-medium text-amber-900' : 'text-ink-700'}`}
            >
              {expiryText(ad.expires_at, ad.status)}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 empty:hidden">
        <OwnAdModeration ad={ad} />
      </div>
      <OwnAdCardActions ad={ad} onDone={onDone} />
    </li>
  )
}
