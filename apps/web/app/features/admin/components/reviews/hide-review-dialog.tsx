import { type AdminReview, REVIEW_HIDE_REASON_MAX, reviewHideReasons } from '@phiencho/contracts'

import { useHideReview } from '../../api/hide-review'
import { adminFormSchema } from '../../load-form-schema'
import { ReasonDialog } from '../reason-dialog'

const hideSchema = adminFormSchema('adminReviewHideRequest')

interface HideReviewDialogProps {
  review: AdminReview
  open: boolean
  onClose: () => void
}

/** Asks why before hiding: one of the usual reasons, or the moderator's own words. */
export function HideReviewDialog({ review, open, onClose }: HideReviewDialogProps) {
  const hide = useHideReview()
  const author = review.author.name
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      busy={hide.isPending}
      text={{
        title: `Ẩn đánh giá của ${author}?`,
        intro: 'Đánh giá không còn hiển thị trên trang sản phẩm; người viết thấy lý do bạn chọn.',
        groupLabel: 'Lý do ẩn',
        submitLabel: 'Ẩn đánh giá',
        done: `Đã ẩn đánh giá của ${author}.`,
      }}
      reasons={reviewHideReasons}
      maxLength={REVIEW_HIDE_REASON_MAX}
      schema={hideSchema}
      send={(body) => hide.mutateAsync({ id: review.id, body })}
    />
  )
}
