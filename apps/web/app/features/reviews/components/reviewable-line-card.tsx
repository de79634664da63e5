import type { ReviewableLine } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

import { BagIcon } from '../../../components/ui/icons'
import { ShopLink } from '../../../components/ui/shop-link'
import { reviewLineHref } from '../links'
import { OwnReview } from './own-review'

/** One delivered order line: waiting for its review (until when), or the review written. */
export function ReviewableLineCard({ line, author }: { line: ReviewableLine; author: string }) {
  const review = line.review
  return (
    <article className="card p-4" aria-labelledby={`line-${line.order_item_id}`}>
      <div className="flex gap-3">
        {line.product?.image ? (
          <img
            src={line.product.image.url}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-lg border border-ink-200 object-cover"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-300">
            <BagIcon width={28} height={28} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={`line-${line.order_item_id}`} className="font-semibold text-ink-900">
            {line.product ? (
              <ShopLink to={`/san-pham/${line.product.slug}`} className="hover:text-brand-800">
                {line.name}
              </ShopLink>
            ) : (
              line.name
            )}
          </h3>
          {line.variant_name ? (
            <p className="text-sm text-ink-600">Phân loại: {line.variant_name}</p>
          ) : null}
          <p className="text-xs text-ink-600">
            Đơn hàng{' '}
            <ShopLink to={`/my-account/order-history/${line.order_code}`} className="link">
              {line.order_code}
            </ShopLink>{' '}
            · Nhận hàng <time dateTime={line.delivered_at}>{formatDateVi(line.delivered_at)}</time>
          </p>
        </div>
      </div>
      <div className="mt-3 border-t border-ink-200 pt-3">
        {review ? (
          <>
            <OwnReview review={review} author={author} />
            {review.can_edit ? (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <ShopLink
                  to={reviewLineHref(line.order_code, line.order_item_id, true)}
                  className="btn btn-secondary min-h-10"
                >
                  Sửa<span className="sr-only"> đánh giá {line.name}</span>
                </ShopLink>
                <span className="text-xs text-ink-600">
                  Sửa được một lần, đến hết ngày {formatDateVi(review.edit_until)}.
                </span>
              </div>
            ) : null}
          </>
        ) : line.can_review ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-700">
              Đánh giá trước ngày{' '}
              <time dateTime={line.review_until} className="font-semibold">
                {formatDateVi(line.review_until)}
              </time>
            </p>
            <ShopLink
              to={reviewLineHref(line.order_code, line.order_item_id)}
              className="btn btn-primary min-h-10"
            >
              Đánh giá<span className="sr-only"> {line.name}</span>
            </ShopLink>
          </div>
        ) : (
          <p className="text-sm text-ink-600">
            {line.product ? 'Đã hết hạn đánh giá.' : 'Sản phẩm không còn bán, không thể đánh giá.'}
          </p>
        )}
      </div>
    </article>
  )
}
