import type { AdminReview } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { useApproveReview } from '../../api/approve-review'
import { useDismissReviewReports } from '../../api/dismiss-review-reports'
import { useDeleteReviewReply } from '../../api/reply-to-review'
import { ConfirmDialog } from '../confirm-dialog'
import { useToast } from '../toasts'
import { HideReviewDialog } from './hide-review-dialog'
import { useModerationFailure } from '../use-moderation-failure'

interface ReviewActionsProps {
  review: AdminReview
  /** Opens the reply form under the review (a new reply, or the current one to edit). */
  onReply: () => void
  replying: boolean
}

/** Only what the review's state allows: approve, hide, reply, dismiss its reports. */
export function ReviewActions({ review, onReply, replying }: ReviewActionsProps) {
  const approve = useApproveReview()
  const dismiss = useDismissReviewReports()
  const toast = useToast()
  const failed = useModerationFailure()
  const [hiding, setHiding] = useState(false)
  const who = review.author.name
  const canApprove = review.status === 'pending' || review.status === 'hidden'
  const canHide = review.status === 'pending' || review.status === 'published'

  return (
    <div className="flex flex-wrap gap-2">
      {canApprove ? (
        <Button
          type="button"
          pending={approve.isPending}
          aria-label={`Duyệt đánh giá của ${who}`}
          onClick={() =>
            approve.mutate(review.id, {
              onSuccess: () => toast('success', `Đã duyệt đánh giá của ${who}.`),
              onError: failed,
            })
          }
        >
          Duyệt
        </Button>
      ) : null}
      {canHide ? (
        <Button
          type="button"
          variant="secondary"
          className="text-danger-700"
          aria-label={`Ẩn đánh giá của ${who}`}
          onClick={() => setHiding(true)}
        >
          Ẩn
        </Button>
      ) : null}
      {review.open_reports.length > 0 ? (
        <Button
          type="button"
          variant="secondary"
          pending={dismiss.isPending}
          aria-label={`Bỏ qua báo cáo về đánh giá của ${who}`}
          onClick={() =>
            dismiss.mutate(review.id, {
              onSuccess: () => toast('success', 'Đã bỏ qua các báo cáo.'),
              onError: failed,
            })
          }
        >
          Bỏ qua báo cáo
        </Button>
      ) : null}
      {replying ? null : (
        <Button
          type="button"
          variant="secondary"
          aria-label={`${review.reply ? 'Sửa trả lời' : 'Trả lời'} đánh giá của ${who}`}
          onClick={onReply}
        >
          {review.reply ? 'Sửa trả lời' : 'Trả lời'}
        </Button>
      )}
      {review.reply && !replying ? <DeleteReply review={review} /> : null}
      <HideReviewDialog review={review} open={hiding} onClose={() => setHiding(false)} />
    </div>
  )
}

function DeleteReply({ review }: { review: AdminReview }) {
  const remove = useDeleteReviewReply()
  const toast = useToast()
  const failed = useModerationFailure()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-label={`Xóa trả lời đánh giá của ${review.author.name}`}
        onClick={() => setAsking(true)}
      >
        Xóa trả lời
      </Button>
      <ConfirmDialog
        open={asking}
        title="Xóa câu trả lời?"
        confirmLabel="Xóa trả lời"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(review.id, {
            onSuccess: () => toast('success', 'Đã xóa câu trả lời.'),
            onError: failed,
            onSettled: () => setAsking(false),
          })
        }
        onCancel={() => setAsking(false)}
      >
        Câu trả lời của cửa hàng sẽ không còn hiển thị dưới đánh giá của {review.author.name}.
      </ConfirmDialog>
    </>
  )
}
