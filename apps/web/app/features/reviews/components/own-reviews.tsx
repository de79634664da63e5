import { useSearchParams } from 'react-router'

import { LoadFailed } from '../../../components/ui/load-failed'
import { Pagination } from '../../../components/ui/pagination'
import { ShopLink } from '../../../components/ui/shop-link'
import { readPageNumber } from '../../../lib/page-number'
import { useOwnReviews } from '../api/get-own-reviews'
import { ReviewableLineCard } from './reviewable-line-card'

/** "Đánh giá sản phẩm" of the account: the lines still to review, then the reviews written. */
export function OwnReviews({ userId, author }: { userId: number; author: string }) {
  const [params] = useSearchParams()
  const page = readPageNumber(params)
  const lines = useOwnReviews(userId, { page })
  const data = lines.data?.data ?? []
  const waiting = data.filter((line) => !line.review)
  const reviewed = data.filter((line) => line.review)

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-ink-900">Đánh giá sản phẩm</h1>
        <p className="mt-1 text-sm text-ink-600">
          Chia sẻ cảm nhận về sản phẩm bạn đã nhận để giúp người mua khác chọn hàng tốt hơn.
        </p>
      </header>
      {lines.isError && !lines.data ? (
        <LoadFailed
          message="Không tải được danh sách đánh giá."
          onRetry={() => void lines.refetch()}
          retrying={lines.isFetching}
        />
      ) : null}
      {lines.data && data.length === 0 ? (
        <div className="card p-6 text-center">
          <p className="text-ink-800">Bạn chưa có sản phẩm nào đã nhận để đánh giá.</p>
          <ShopLink to="/san-pham" className="btn btn-primary mt-4">
            Mua sắm ngay
          </ShopLink>
        </div>
      ) : null}
      {waiting.length ? (
        <section aria-labelledby="reviews-waiting" className="space-y-3">
          <h2 id="reviews-waiting" className="text-lg font-bold text-ink-900">
            Chờ đánh giá <span className="font-normal text-ink-600">({waiting.length})</span>
          </h2>
          {waiting.map((line) => (
            <ReviewableLineCard key={line.order_item_id} line={line} author={author} />
          ))}
        </section>
      ) : null}
      {reviewed.length ? (
        <section aria-labelledby="reviews-done" className="space-y-3">
          <h2 id="reviews-done" className="text-lg font-bold text-ink-900">
            Đã đánh giá <span className="font-normal text-ink-600">({reviewed.length})</span>
          </h2>
          {reviewed.map((line) => (
            <ReviewableLineCard key={line.order_item_id} line={line} author={author} />
          ))}
        </section>
      ) : null}
      {lines.data ? <Pagination currentPage={page} lastPage={lines.data.meta.last_page} /> : null}
    </div>
  )
}
