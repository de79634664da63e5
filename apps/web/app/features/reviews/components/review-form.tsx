import {
  type OwnReview,
  type ReviewableLine,
  type ReviewEditInput,
  type ReviewInput,
  reviewsMessages,
} from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopLink } from '../../../components/ui/shop-link'
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
}

/** Writes (or edits, once) the review of one delivered order line. */
export function ReviewForm({ line, review }: ReviewFormProps) {
  const queryClient = useQueryClient()
  const create = useCreateReview(line.product.slug)
  const edit = useEditReview(review?.id ?? 0)
  const [saved, setSaved] = useState<OwnReview | null>(null)
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
      setSaved(answer)
    },
  })

  if (saved) {
    const held = saved.status === 'pending'
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          {held
            ? `Đã gửi đánh giá. ${reviewsMessages.pendingNotice}`
            : 'Cảm ơn bạn! Đánh giá của bạn đã được đăng.'}
        </FormAlert>
        <div className="flex flex-wrap gap-2">
          <ShopLink to="/my-account/reviews" className="btn btn-secondary">
            Về danh sách đánh giá
          </ShopLink>
          {held ? null : (
            <ShopLink to={`/san-pham/${line.product.slug}#danh-gia`} className="btn btn-primary">
              Xem trên trang sản phẩm
            </ShopLink>
          )}
        </div>
      </div>
    )
  }

  const photoIds = review?.photo_ids ?? []
  const initialPhotos = review
    ? review.photos.flatMap((photo, index) =>
        photoIds[index] ? [{ id: photoIds[index], url: photo.url }] : [],
      )
    : []

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
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
