import { type OwnReview as OwnReviewData, reviewsMessages } from '@phiencho/contracts'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

import { FormAlert } from '../../../components/ui/form-alert'

import { LoadFailed } from '../../../components/ui/load-failed'
import { ShopLink } from '../../../components/ui/shop-link'
import { useOwnReviews } from '../api/get-own-reviews'
import { OwnReview } from './own-review'
import { ReviewForm } from './review-form'

interface ReviewLinePageProps {
  userId: number
  author: string
  orderCode: string
  orderItemId: number
}

/** One order line's review: the form to write it, its edit form (`?sua=1`), or the review itself. */
export function ReviewLinePage({ userId, author, orderCode, orderItemId }: ReviewLinePageProps) {
  const [params] = useSearchParams()
  const lines = useOwnReviews(userId, { page: 1, order: orderCode })
  const line = lines.data?.data.find((item) => item.order_item_id === orderItemId)
  const navigate = useNavigate()
  const [saved, setSaved] = useState<OwnReviewData | null>(null)
  const editing = params.get('sua') === '1' && !saved

  function onSaved(review: OwnReviewData) {
    setSaved(review)
    if (params.get('sua') === '1') void navigate('.', { replace: true, preventScrollReset: true })
  }

  return (
    <div className="space-y-4">
      <ShopLink to="/my-account/reviews" className="link text-sm">
        ← Đánh giá sản phẩm
      </ShopLink>
      <FormAlert tone="success">
        {saved
          ? saved.status === 'pending'
            ? `Đã gửi đánh giá. ${reviewsMessages.pendingNotice}`
            : 'Cảm ơn bạn! Đánh giá của bạn đã được đăng.'
          : null}
      </FormAlert>
      {saved && saved.status !== 'pending' && line?.product ? (
        <ShopLink to={`/san-pham/${line.product.slug}#danh-gia`} className="btn btn-primary">
          Xem trên trang sản phẩm
        </ShopLink>
      ) : null}
      {lines.isError && !lines.data ? (
        <LoadFailed
          message="Không tải được sản phẩm cần đánh giá."
          onRetry={() => void lines.refetch()}
          retrying={lines.isFetching}
        />
      ) : null}
      {lines.data && !line ? (
        <p role="alert" className="alert alert-error">
          Không tìm thấy sản phẩm này trong các đơn hàng đã giao của bạn.
        </p>
      ) : null}
      {line ? (
        <section className="card space-y-4 p-4 sm:p-6" aria-labelledby="review-line-heading">
          <header>
            <h1 id="review-line-heading" className="text-xl font-bold text-ink-900">
              {line.review ? (editing ? 'Sửa đánh giá' : 'Đánh giá của bạn') : 'Viết đánh giá'}
            </h1>
            <p className="mt-1 text-ink-800">
              {line.name}
              {line.variant_name ? (
                <span className="text-ink-600"> · {line.variant_name}</span>
              ) : null}
            </p>
            <p className="text-sm text-ink-600">Đơn hàng {line.order_code}</p>
          </header>
          {line.product && line.review && editing && line.review.can_edit ? (
            <ReviewForm
              line={{ ...line, product: line.product }}
              review={line.review}
              onSaved={onSaved}
            />
          ) : line.review ? (
            <>
              <OwnReview review={line.review} author={author} />
              {line.review.can_edit ? (
                <ShopLink to="?sua=1" className="btn btn-secondary">
                  Sửa đánh giá
                </ShopLink>
              ) : null}
            </>
          ) : line.product && line.can_review ? (
            <ReviewForm line={{ ...line, product: line.product }} onSaved={onSaved} />
          ) : (
            <p className="text-ink-700">Sản phẩm này không còn có thể đánh giá.</p>
          )}
        </section>
      ) : null}
    </div>
  )
}
