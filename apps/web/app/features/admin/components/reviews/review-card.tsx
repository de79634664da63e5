import { ADMIN_WEB_PATH, type AdminReview, type ReviewHeldFor } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { useId, useState } from 'react'
import { Link } from 'react-router'

import { ReviewActions } from './review-actions'
import { ReviewPhotos } from './review-photos'
import { ReviewReplyForm, ReviewReplyText } from './review-reply'
import { ReviewStars } from './review-stars'
import { ReviewStatusBadge } from './review-status-badge'

const heldForLabels: Record<ReviewHeldFor, string> = {
  words: 'Chứa từ ngữ cần kiểm tra',
  photos: 'Có hình ảnh',
}

/** One review with everything a moderator decides on, and what they may do with it. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const titleId = useId()
  const [replying, setReplying] = useState(false)
  return (
    <article aria-labelledby={titleId} className="card space-y-3 p-4 sm:p-5">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-ink-900">
            <a
              href={`/san-pham/${review.product.slug}`}
              target="_blank"
              rel="noopener"
              className="hover:text-brand-800 hover:underline"
            >
              {review.product.name}
              <span className="sr-only"> (mở trong thẻ mới)</span>
            </a>
          </h2>
          {review.variant_name ? (
            <p className="text-sm text-ink-600">{review.variant_name}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <ReviewStatusBadge status={review.status} />
          {review.status === 'pending' && review.held_for ? (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
              {heldForLabels[review.held_for]}
            </span>
          ) : null}
        </div>
      </header>

      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
        <div>
          <dt className="sr-only">Số sao</dt>
          <dd>
            <ReviewStars rating={review.rating} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Khách hàng</dt>
          <dd className="break-words">
            <span className="font-medium text-ink-900">{review.author.name}</span>{' '}
            <span className="block text-ink-600 sm:inline">{review.author.email}</span>
          </dd>
        </div>
        <div>
          <dt className="inline">Đơn </dt>
          <dd className="inline">
            <Link
              to={`${ADMIN_WEB_PATH}/don-hang/${review.order_code}`}
              className="font-mono font-medium text-brand-800 underline"
            >
              {review.order_code}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Ngày viết</dt>
          <dd>
            <time dateTime={review.created_at}>{formatDateTimeVi(review.created_at)}</time>
            {review.edited_at ? <span className="text-ink-600"> · đã sửa</span> : null}
          </dd>
        </div>
      </dl>

      <p className="break-words whitespace-pre-line text-ink-900">{review.body}</p>
      <ReviewPhotos photos={review.photos} author={review.author.name} />

      {review.status === 'hidden' && review.hidden_reason ? (
        <p className="text-sm text-ink-700">
          <span className="font-medium">Lý do ẩn:</span> {review.hidden_reason}
        </p>
      ) : null}
      <OpenReports reports={review.open_reports} />

      {replying ? (
        <ReviewReplyForm review={review} onDone={() => setReplying(false)} />
      ) : review.reply ? (
        <ReviewReplyText reply={review.reply} />
      ) : null}

      <ReviewActions review={review} replying={replying} onReply={() => setReplying(true)} />
    </article>
  )
}

function OpenReports({ reports }: { reports: AdminReview['open_reports'] }) {
  if (reports.length === 0) return null
  return (
    <section className="rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm">
      <h3 className="font-semibold text-danger-700">
        {reports.length.toLocaleString('vi-VN')} báo cáo chưa xử lý
      </h3>
      <ul className="mt-1 space-y-1">
        {reports.map((report, index) => (
          <li key={`${report.created_at}-${index}`} className="break-words text-ink-800">
            {report.reason}{' '}
            <span className="text-ink-600">· {formatDateTimeVi(report.created_at)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
