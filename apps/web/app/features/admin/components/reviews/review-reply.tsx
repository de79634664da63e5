import { type AdminReview, REVIEW_REPLY_MAX } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextAreaField } from '../../../../components/ui/form-fields'
import { useApiForm } from '../../../../lib/use-api-form'
import { useSaveReviewReply } from '../../api/reply-to-review'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'
import { isFieldRefusal, useModerationFailure } from '../use-moderation-failure'

const replySchema = adminFormSchema('adminReviewReplyRequest')

/** The shop's reply, named as shoppers see it under the review. */
export function ReviewReplyText({ reply }: { reply: NonNullable<AdminReview['reply']> }) {
  return (
    <div className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-3 py-2 text-sm">
      <p className="font-semibold text-brand-800">
        Phản hồi của Người bán
        <span className="ml-2 font-normal text-ink-600">{formatDateTimeVi(reply.replied_at)}</span>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-ink-800">{reply.body}</p>
    </div>
  )
}

/** Writes or edits the reply in place; the server's refusal shows beside the field. */
export function ReviewReplyForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const save = useSaveReviewReply()
  const toast = useToast()
  const failed = useModerationFailure()
  // Several reviews' forms may be open at once: each field needs its own name (its id).
  const field = `reply-${review.id}`
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: replySchema,
    fields: ['body'],
    read: (form) => ({ body: new FormData(form).get(field) ?? '' }),
    submit: async (body) => {
      try {
        await save.mutateAsync({ id: review.id, body })
      } catch (error) {
        if (isFieldRefusal(error) || !failed(error)) throw error
        onDone()
        return
      }
      toast('success', review.reply ? 'Đã sửa câu trả lời.' : 'Đã gửi câu trả lời.')
      onDone()
    },
  })
  const label = review.reply ? 'Sửa câu trả lời của cửa hàng' : 'Câu trả lời của cửa hàng'
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={`${label} cho đánh giá của ${review.author.name}`}
      className="space-y-3"
    >
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextAreaField
        name={field}
        label={label}
        defaultValue={review.reply?.body ?? ''}
        maxLength={REVIEW_REPLY_MAX}
        required
        autoFocus
        error={errors.fields.body}
        hint="Hiển thị công khai dưới đánh giá trên trang sản phẩm."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {review.reply ? 'Lưu câu trả lời' : 'Gửi câu trả lời'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone} disabled={pending}>
          Hủy
        </Button>
      </div>
    </form>
  )
}
