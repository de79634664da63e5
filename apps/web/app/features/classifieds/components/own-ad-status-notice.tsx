import type { ClassifiedAdDetail } from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'

import { ShopLink } from '../../../components/ui/shop-link'
import { errorSentence } from '../../../lib/api-error'
import { type OwnAdAction, useChangeOwnAd } from '../api/own-ad-actions'
import { classifiedAdQueryOptions } from '../api/get-classified-ad'
import { editAdHref } from '../links'
import { OwnAdStatusBadge } from './own-ad-status-badge'

const SENTENCES = {
  pending:
    'Tin đang chờ duyệt: chỉ bạn thấy trang này. Kiểm duyệt viên sẽ xem tin trước khi hiển thị.',
  rejected: 'Tin bị từ chối và không hiển thị với người khác.',
  hidden: 'Tin đang ẩn: chỉ bạn thấy trang này.',
  expired: 'Tin đã hết hạn: chỉ bạn thấy trang này.',
} as const

const BY_MODERATOR = 'Tin bị quản trị viên ẩn: chỉ bạn thấy trang này.'

/**
 * Says to its owner that an ad others cannot see is not live, and why; an ad its owner hid comes
 * back with "Hiện lại" and an expired one with "Gia hạn", right here.
 */
export function OwnAdStatusNotice({ ad }: { ad: ClassifiedAdDetail }) {
  const change = useChangeOwnAd(ad.id)
  const queryClient = useQueryClient()
  if (!ad.is_owner || !ad.status || ad.status === 'published') return null
  const status = ad.status
  const byModerator = ad.hidden_by_moderator === true
  const action: OwnAdAction | null = byModerator
    ? null
    : status === 'hidden'
      ? 'show'
      : status === 'expired'
        ? 'renew'
        : null

  function run(chosen: OwnAdAction) {
    change.mutate(chosen, {
      // The page shows the ad as it now is: live, without this notice.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: classifiedAdQueryOptions(ad.slug).queryKey })
      },
    })
  }

  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-800">
        <OwnAdStatusBadge status={status} byModerator={byModerator} />
        {byModerator ? BY_MODERATOR : SENTENCES[status]}
      </p>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        {action ? (
          <button
            type="button"
            className="btn btn-primary min-h-10"
            disabled={change.isPending}
            aria-busy={change.isPending || undefined}
            onClick={() => run(action)}
          >
            {action === 'show' ? 'Hiện lại' : 'Gia hạn'}
          </button>
        ) : null}
        <ShopLink
          to={status === 'rejected' ? editAdHref(ad.id) : '/my-account/manage-classifieds'}
          className="link text-sm font-medium"
        >
          {status === 'rejected' ? 'Xem lý do, sửa và gửi lại' : 'Tin rao vặt của tôi'}
        </ShopLink>
      </div>
      {change.isError ? (
        <p role="alert" className="text-sm text-danger-700 sm:basis-full">
          {errorSentence(change.error)}
        </p>
      ) : null}
    </div>
  )
}
