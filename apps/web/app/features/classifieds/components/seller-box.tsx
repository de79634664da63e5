import type { ClassifiedAdDetail } from '@phiencho/contracts'

import { UserIcon } from '../../../components/ui/icons'
import { ShopLink } from '../../../components/ui/shop-link'
import { memberSince } from '../ad-format'
import { editAdHref } from '../links'
import { PencilIcon } from './classified-icons'
import { PhoneReveal } from './phone-reveal'
import { ReportAd } from './report-ad'

interface SellerBoxProps {
  ad: Pick<ClassifiedAdDetail, 'id' | 'slug' | 'seller' | 'phone_masked' | 'is_owner'>
  signedIn: boolean
}

/** Who posted the ad, the number behind "Bấm để hiện số", and "Sửa tin" or "Báo cáo tin". */
export function SellerBox({ ad, signedIn }: SellerBoxProps) {
  return (
    <section aria-labelledby="seller-title" className="card space-y-4 p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserIcon />
        </span>
        <div className="min-w-0">
          <h2 id="seller-title" className="truncate font-semibold text-ink-900">
            <span className="sr-only">Người bán: </span>
            {ad.seller.name}
          </h2>
          <p className="text-sm text-ink-600">{memberSince(ad.seller.member_since)}</p>
        </div>
      </div>
      <PhoneReveal slug={ad.slug} masked={ad.phone_masked} />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-ink-200 pt-2">
        {ad.is_owner ? (
          <ShopLink
            to={editAdHref(ad.id)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <PencilIcon width={18} height={18} />
            Sửa tin
          </ShopLink>
        ) : (
          <ReportAd slug={ad.slug} signedIn={signedIn} />
        )}
      </div>
    </section>
  )
}
