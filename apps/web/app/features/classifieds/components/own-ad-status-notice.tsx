import type { ClassifiedAdDetail } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { editAdHref } from '../links'
import { OwnAdStatusBadge } from './own-ad-status-badge'

const SENTENCES = {
  pending:
    'Tin đang chờ duyệt: chỉ bạn thấy trang này. Kiểm duyệt viên sẽ xem tin trước khi hiển thị.',
  rejected: 'Tin bị từ chối và không hiển thị với người khác.',
  hidden: 'Tin đang ẩn: chỉ bạn thấy trang này.',
  expired: 'Tin đã hết hạn: chỉ bạn thấy trang này.',
} as const

/** Says to its owner that an ad others cannot see is not live, and why to look further. */
export function OwnAdStatusNotice({ ad }: { ad: ClassifiedAdDetail }) {
  if (!ad.is_owner || !ad.status || ad.status === 'published') return null
  const status = ad.status
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-800">
        <OwnAdStatusBadge status={status} />
        {SENTENCES[status]}
      </p>
      <ShopLink
        to={status === 'rejected' ? editAdHref(ad.id) : '/my-account/manage-classifieds'}
        className="link shrink-0 text-sm font-medium"
      >
        {status === 'rejected' ? 'Xem lý do, sửa và gửi lại' : 'Tin rao vặt của tôi'}
      </ShopLink>
    </div>
  )
}
