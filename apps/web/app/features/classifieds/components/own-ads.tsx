import { type ClassifiedStatus, classifiedStatusLabels } from '@phiencho/contracts'
import { useState } from 'react'

import { FormAlert } from '../../../components/ui/form-alert'
import { LoadFailed } from '../../../components/ui/load-failed'
import { Pagination } from '../../../components/ui/pagination'
import { ShopLink } from '../../../components/ui/shop-link'
import { useHydrated } from '../../../lib/use-hydrated'
import { useOwnAds } from '../api/own-ads'
import { POST_AD_PATH } from '../links'
import { OwnAdCard } from './own-ad-card'

/** The filters of the list, as tabs; "pending" is left out: ads are published when posted. */
const TABS: { status: ClassifiedStatus | undefined; label: string }[] = [
  { status: undefined, label: 'Tất cả' },
  ...(['published', 'hidden', 'expired', 'rejected'] as const).map((status) => ({
    status,
    label: classifiedStatusLabels[status],
  })),
]

interface OwnAdsProps {
  userId: number
  page: number
  status: ClassifiedStatus | undefined
  /** Said once on arrival, e.g. "Đăng tin thành công" after posting. */
  notice: string | null
}

/** The customer's own ads, a page at a time, filtered by status through `?status=`. */
export function OwnAds({ userId, page, status, notice }: OwnAdsProps) {
  const ads = useOwnAds(userId, { page, status })
  const [said, setMessage] = useState<string | null>(null)
  // The arrival's notice comes from the history entry, which the server never sees (a reload keeps
  // it): shown once hydrated, so that the first render matches the server's HTML.
  const hydrated = useHydrated()
  const message = said ?? (hydrated ? notice : null)
  const data = ads.data

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">Tin rao vặt của tôi</h1>
        <ShopLink to={POST_AD_PATH} className="btn btn-primary">
          Đăng tin mới
        </ShopLink>
      </div>
      <FormAlert tone="success">{message}</FormAlert>
      <nav aria-label="Lọc tin theo trạng thái">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:px-0">
          {TABS.map((tab) => {
            const active = tab.status === status
            return (
              <li key={tab.label} className="shrink-0">
                <ShopLink
                  to={tab.status ? `?status=${tab.status}` : '.'}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100'
                  }`}
                >
                  {tab.label}
                </ShopLink>
              </li>
            )
          })}
        </ul>
      </nav>
      {ads.isError && !data ? (
        <LoadFailed
          message="Không tải được danh sách tin của bạn."
          onRetry={() => void ads.refetch()}
          retrying={ads.isFetching}
        />
      ) : null}
      {data && data.data.length === 0 ? <EmptyOwnAds filtered={status !== undefined} /> : null}
      {data && data.data.length > 0 ? (
        <>
          <ul className="space-y-3" aria-label="Tin của tôi" aria-busy={ads.isPlaceholderData}>
            {data.data.map((ad) => (
              <OwnAdCard key={ad.id} ad={ad} onDone={setMessage} />
            ))}
          </ul>
          <Pagination currentPage={data.meta.current_page} lastPage={data.meta.last_page} />
        </>
      ) : null}
    </div>
  )
}

function EmptyOwnAds({ filtered }: { filtered: boolean }) {
  return (
    <div className="card p-6 text-center">
      <p className="font-medium text-ink-900">
        {filtered ? 'Không có tin nào ở trạng thái này.' : 'Bạn chưa đăng tin rao vặt nào.'}
      </p>
      <p className="mt-1 text-sm text-ink-600">
        Đồ cũ còn tốt, nhà cho thuê hay dịch vụ của bạn: đăng tin miễn phí, có người xem ngay.
      </p>
      <ShopLink to={POST_AD_PATH} className="btn btn-primary mt-4">
        {filtered ? 'Đăng tin mới' : 'Đăng tin đầu tiên'}
      </ShopLink>
    </div>
  )
}
