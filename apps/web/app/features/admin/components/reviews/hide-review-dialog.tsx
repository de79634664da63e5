import { type AdminReview, REVIEW_HIDE_REASON_MAX, reviewHideReasons } from '@phiencho/contracts'
import { useId, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { FieldMessages, fieldDescribedBy } from '../../../../components/ui/form-fields'
import { useApiForm } from '../../../../lib/use-api-form'
import { useHideReview } from '../../api/hide-review'
import { adminFormSchema } from '../../load-form-schema'
import { ModalDialog } from '../modal-dialog'
import { useToast } from '../toasts'
import { isFieldRefusal, useModerationFailure } from './use-moderation-failure'

const hideSchema = adminFormSchema('adminReviewHideRequest')
const OTHER = 'other'

interface HideReviewDialogProps {
  review: AdminReview
  open: boolean
  onClose: () => void
}

/** Asks why before hiding: one of the usual reasons, or the moderator's own words. */
export function HideReviewDialog({ review, open, onClose }: HideReviewDialogProps) {
  const hide = useHideReview()
  return (
    <ModalDialog open={open} onClose={onClose} busy={hide.isPending} size="md">
      {(titleId) => (
        <HideReviewForm review={review} hide={hide} titleId={titleId} onClose={onClose} />
      )}
    </ModalDialog>
  )
}

interface HideReviewFormProps {
  review: AdminReview
  hide: ReturnType<typeof useHideReview>
  titleId: string
  onClose: () => void
}

function HideReviewForm({ review, hide, titleId, onClose }: HideReviewFormProps) {
  const toast = useToast()
  const failed = useModerationFailure()
  const [picked, setPicked] = useState('')
  const ids = useId()
  const groupId = `${ids}-reasons`
  const otherId = `${ids}-other`
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: hideSchema,
    fields: ['reason'],
    read: (form) => {
      const data = new FormData(form)
      const choice = String(data.get('choice') ?? '')
      return { reason: choice === OTHER ? String(data.get('other') ?? '') : choice }
    },
    submit: async (body) => {
      try {
        await hide.mutateAsync({ id: review.id, body })
      } catch (error) {
        if (isFieldRefusal(error) || !failed(error)) throw error
        onClose()
        return
      }
      toast('success', `Đã ẩn đánh giá của ${review.author.name}.`)
      onClose()
    },
  })
  const error = errors.fields.reason
  const errorOnOther = picked === OTHER

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        Ẩn đánh giá của {review.author.name}?
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Đánh giá không còn hiển thị trên trang sản phẩm; người viết thấy lý do bạn chọn.
      </p>
      <div className="mt-3">
        <FormAlert tone="error">{errors.alert}</FormAlert>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${groupId}-label`}
        aria-invalid={error && !errorOnOther ? true : undefined}
        aria-describedby={errorOnOther ? undefined : fieldDescribedBy(groupId, error)}
        tabIndex={-1}
        className="mt-4 space-y-1"
      >
        <p id={`${groupId}-label`} className="mb-1 text-sm font-medium text-ink-800">
          Lý do ẩn
        </p>
        {[...reviewHideReasons, OTHER].map((reason) => (
          <label
            key={reason}
            className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-ink-100"
          >
            <input
              type="radio"
              name="choice"
              value={reason}
              checked={picked === reason}
              onChange={() => setPicked(reason)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{reason === OTHER ? 'Lý do khác' : reason}</span>
          </label>
        ))}
        {errorOnOther ? null : <FieldMessages id={groupId} error={error} />}
      </div>
      {picked === OTHER ? (
        <div className="mt-2">
          <label htmlFor={otherId} className="mb-1 block text-sm font-medium text-ink-800">
            Nội dung lý do
          </label>
          <textarea
            id={otherId}
            name="other"
            maxLength={REVIEW_HIDE_REASON_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(otherId, error)}
            className="field-input min-h-20 resize-y"
            autoFocus
          />
          <FieldMessages id={otherId} error={error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending} className="bg-danger-700 hover:bg-danger-700/90">
          Ẩn đánh giá
        </Button>
      </div>
    </form>
  )
}
