import type { OrderStatus } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { useOwnReviews } from '../api/get-own-reviews'
import { reviewLineHref } from '../links'

const REVIEWABLE: readonly OrderStatus[] = ['delivered', 'completed']

/** Under a delivered order: each line with "Đánh giá", or "Xem đánh giá" once it is written. */
export function OrderReviewLinks({
  userId,
  code,
  status,
}: {
  userId: number
  code: string
  status: OrderStatus
}) {
  const delivered = REVIEWABLE.includes(status)
  const lines = useOwnReviews(userId, { page: 1, order: code }, delivered)
  const data = lines.data?.data ?? []
  if (!delivered || data.length === 0) return null
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="order-reviews-heading">
      <h2 id="order-reviews-heading" className="mb-2 font-bold text-ink-900">
        Đánh giá sản phẩm
      </h2>
      <ul className="divide-y divide-ink-200">
        {data.map((line) => (
          <li
            key={line.order_item_id}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
          >
            <span className="min-w-0 text-ink-800">
              {line.name}
              {line.variant_name ? (
                <span className="text-ink-600"> ({line.variant_name})</span>
              ) : null}
            </span>
            {line.review ? (
              <ShopLink
                to={reviewLineHref(code, line.order_item_id)}
                className="btn btn-secondary min-h-10"
              >
                Xem đánh giá<span className="sr-only"> {line.name}</span>
              </ShopLink>
            ) : line.can_review ? (
              <ShopLink
                to={reviewLineHref(code, line.order_item_id)}
                className="btn btn-primary min-h-10"
              >
                Đánh giá<span className="sr-only"> {line.name}</span>
              </ShopLink>
            ) : (
              <span className="text-ink-600">Đã hết hạn đánh giá</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
