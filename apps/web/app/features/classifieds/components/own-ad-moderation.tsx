import { classifiedsMessages, type OwnClassifiedAd } from '@phiencho/contracts'

type ModeratedAd = Pick<OwnClassifiedAd, 'status' | 'moderation_note' | 'hidden_by_moderator'>

/** What a moderator decided about the ad, or that one will: said to its owner only. */
export function OwnAdModeration({ ad }: { ad: ModeratedAd }) {
  if (ad.status === 'pending') {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {classifiedsMessages.pendingNotice} Kiểm duyệt viên sẽ xem tin của bạn trong thời gian sớm
        nhất.
      </p>
    )
  }
  if (ad.status === 'rejected') {
    return (
      <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
        <span className="font-semibold">Tin bị từ chối.</span>{' '}
        {ad.moderation_note ? `Lý do: ${ad.moderation_note}. ` : ''}
        Bạn có thể sửa tin và gửi lại để được duyệt.
      </p>
    )
  }
  if (ad.status === 'hidden' && ad.hidden_by_moderator) {
    return (
      <p className="rounded-lg bg-ink-100 px-3 py-2 text-sm text-ink-800">
        <span className="font-semibold">Tin đã bị quản trị viên ẩn.</span>{' '}
        {ad.moderation_note ? `Lý do: ${ad.moderation_note}. ` : ''}
        Vui lòng liên hệ chúng tôi nếu bạn cần hỗ trợ.
      </p>
    )
  }
  return null
}
