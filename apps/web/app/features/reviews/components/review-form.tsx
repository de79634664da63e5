import type { OwnReview, ReviewableLine, ReviewEditInput, ReviewInput } from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { uploadOwnImage } from '../../../lib/image-upload'
import { apiOf } from '../../../lib/query-client'
import { useApiForm } from '../../../lib/use-api-form'
import { useCreateReview } from '../api/create-review'
import { useEditReview } from '../api/edit-review'
import { readReviewForm, REVIEW_FORM_FIELDS } from '../review-form-values'
import { ReviewBodyField } from './review-body-field'
import { ReviewPhotoPicker } from './review-photo-picker'
import { StarPicker } from './star-picker'

const loadCreateSchema = () => import('../form-schemas').then((schemas) => schemas.reviewInput)
const loadEditSchema = () => import('../form-schemas').then((schemas) => schemas.reviewEditInput)

interface ReviewFormProps {
  line: ReviewableLine & { product: NonNullable<ReviewableLine['product']> }
  /** The review to edit; none: a new one. */
  review?: OwnReview | null
  /** The answer: the page shows the review as saved, and whether it waits for a moderator. */
  onSaved: (review: OwnReview) => void
}

/** Writes (or edits, once) the review of one delivered order line. */
export function ReviewForm({ line, review, onSaved }: ReviewFormProps) {
  const queryClient = useQueryClient()
  const create = useCreateReview(line.product.slug)
  const edit = useEditReview(review?.id ?? 0)
  const [uploading, setUploading] = useState(0)
  const [waitNotice, setWaitNotice] = useState<string | null>(null)
  const upload = useCallback(
    (file: File, signal: AbortSignal) => uploadOwnImage(apiOf(queryClient), file, signal),
    [queryClient],
  )

  const { formRef, onSubmit, errors, pending } = useApiForm<ReviewInput | ReviewEditInput>({
    schema: review ? loadEditSchema : loadCreateSchema,
    fields: REVIEW_FORM_FIELDS,
    read: readReviewForm,
    submit: async (data) => {
      if (uploading) {
        setWaitNotice('Vui lòng chờ ảnh tải lên xong rồi gửi lại.')
        return
      }
      setWaitNotice(null)
      const answer = review
        ? await edit.mutateAsync(data)
        : await create.mutateAsync({ ...data, order_item_id: line.order_item_id })
      onSaved(answer)
    },
  })

  const photoIds = review?.photo_ids ?? []
  const initialPhotos = review
    ? review.photos.flatMap((photo, index) =>
        photoIds[index] ? [{ id: photoIds[index], url: photo.url }] : [],
      )
    : []

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {review ? null : <input type="hidden" name="order_item_id" value={line.order_item_id} />}
      <FormAlert tone="error">{errors.alert ?? waitNotice}</FormAlert>
      <StarPicker defaultValue={review?.rating ?? null} error={errors.fields.rating} />
      <ReviewBodyField defaultValue={review?.body ?? ''} error={errors.fields.body} />
      <ReviewPhotoPicker
        initial={initialPhotos}
        upload={upload}
        error={errors.fields.image_ids}
        onPendingChange={setUploading}
      />
      {review ? (
        <p className="alert border-amber-300 bg-amber-50 text-amber-900">
          Mỗi đánh giá chỉ được sửa một lần. Sau khi lưu, bạn sẽ không thể sửa lại.
        </p>
      ) : null}
      <Button type="submit" pending={pending} className="w-full sm:w-auto">
        {review ? 'Lưu đánh giá' : 'Gửi đánh giá'}
      </Button>
    </form>
  )
}
