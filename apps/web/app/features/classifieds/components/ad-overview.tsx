import type { ClassifiedAdDetail } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

import { MapPinIcon } from '../../../components/ui/icons'
import { ShopLink } from '../../../components/ui/shop-link'
import { adPrice, formatCountVi } from '../ad-format'
import { topicHref } from '../links'
import { ClockIcon, EyeIcon } from './classified-icons'
import { RelativeDate } from './relative-date'

type OverviewAd = Pick<
  ClassifiedAdDetail,
  'title' | 'price' | 'topic' | 'province' | 'ward' | 'created_at' | 'updated_at' | 'view_count'
>

/** The ad's title, price, place, dates and views: what a buyer reads first. */
export function AdOverview({ ad }: { ad: OverviewAd }) {
  const edited = ad.updated_at.slice(0, 16) !== ad.created_at.slice(0, 16)
  return (
    <div>
      <h1 className="text-xl leading-snug font-bold text-ink-900 sm:text-2xl">{ad.title}</h1>
      <p
        className={`mt-3 text-2xl font-bold tabular-nums sm:text-3xl ${ad.price === null ? 'text-ink-800' : 'text-danger-700'}`}
      >
        <span className="sr-only">Giá: </span>
        {adPrice(ad.price)}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="flex items-center gap-1.5 text-ink-600">
          <MapPinIcon width={16} height={16} />
          Khu vực
        </dt>
        <dd className="text-ink-900">
          {ad.ward ? `${ad.ward.name}, ${ad.province.name}` : ad.province.name}
        </dd>
        <dt className="flex items-center gap-1.5 text-ink-600">
          <ClockIcon width={16} height={16} />
          Ngày đăng
        </dt>
        <dd className="text-ink-900">
          <RelativeDate iso={ad.created_at} />
        </dd>
        {edited ? (
          <>
            <dt className="pl-[1.375rem] text-ink-600">Cập nhật</dt>
            <dd className="text-ink-900">
              <time dateTime={ad.updated_at}>{formatDateTimeVi(ad.updated_at)}</time>
            </dd>
          </>
        ) : null}
        <dt className="flex items-center gap-1.5 text-ink-600">
          <EyeIcon width={16} height={16} />
          Lượt xem
        </dt>
        <dd className="text-ink-900">{formatCountVi(ad.view_count)}</dd>
        <dt className="pl-[1.375rem] text-ink-600">Chủ đề</dt>
        <dd>
          <ShopLink to={topicHref(ad.topic.slug)} className="link">
            {ad.topic.name}
          </ShopLink>
        </dd>
      </dl>
    </div>
  )
}
