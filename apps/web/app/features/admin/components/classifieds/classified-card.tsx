import { type AdminClassifiedAd } from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import { useId, useState } from 'react'

import { ClassifiedActions } from './classified-actions'
import { ClassifiedDetail } from './classified-detail'
import { ClassifiedPoster } from './classified-poster'
import { AdThumbnail } from './ad-thumbnail'
import { ClassifiedStatusBadge } from './classified-status-badge'

/** The ad's address on the shop (the shop's own links are its feature's). */
export const shopAdHref = (slug: string) => `/tin-rao-vat/${slug}`

export const adPriceText = (price: number | null) =>
  price === null ? 'Thỏa thuận' : price === 0 ? 'Miễn phí' : formatVnd(price)

/** One ad with what a moderator decides on: the ad, its poster's record, its reports. */
export function ClassifiedCard({ ad }: { ad: AdminClassifiedAd }) {
  const titleId = useId()
  const detailId = useId()
  const [open, setOpen] = useState(false)
  return (
    <article aria-labelledby={titleId} className="card space-y-3 p-4 sm:p-5">
      <div className="flex gap-3 sm:gap-4">
        <AdThumbnail
          image={ad.image}
          size={96}
          className="size-20 sm:size-24"
          emptyText="Không có ảnh"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
            <h2 id={titleId} className="font-semibold break-words text-ink-900">
              <a
                href={shopAdHref(ad.slug)}
                target="_blank"
                rel="noopener"
                className="hover:text-brand-800 hover:underline"
              >
                {ad.title}
                <span className="sr-only"> (mở trong thẻ mới)</span>
              </a>
            </h2>
            <ClassifiedStatusBadge ad={ad} />
          </div>
          <p className="font-bold text-brand-800">{adPriceText(ad.price)}</p>
          <p className="text-sm text-ink-600">
            {[ad.topic.name, ad.province_name, `${ad.image_count} ảnh`].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-ink-600">
            Đăng <time dateTime={ad.created_at}>{formatDateTimeVi(ad.created_at)}</time>
            {ad.updated_at !== ad.created_at ? (
              <>
                {' '}
                · sửa <time dateTime={ad.updated_at}>{formatDateTimeVi(ad.updated_at)}</time>
              </>
            ) : null}
          </p>
        </div>
      </div>

      <ClassifiedPoster poster={ad.poster} />

      {ad.moderation_note ? (
        <p className="text-sm text-ink-700">
          <span className="font-medium">
            {ad.status === 'rejected' ? 'Lý do từ chối:' : 'Lý do ẩn:'}
          </span>{' '}
          {ad.moderation_note}
        </p>
      ) : null}
      {ad.open_report_count > 0 ? (
        <p className="inline-block rounded-full bg-danger-50 px-2.5 py-0.5 text-sm font-medium text-danger-700">
          {ad.open_report_count.toLocaleString('vi-VN')} báo cáo chưa xử lý
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen(!open)}
          className="btn btn-secondary min-h-10 px-3 text-sm"
        >
          {open ? 'Thu gọn' : 'Xem chi tiết'}
          <span className="sr-only"> tin {ad.title}</span>
        </button>
      </div>
      <div id={detailId} hidden={!open}>
        {open ? <ClassifiedDetail id={ad.id} /> : null}
      </div>

      <ClassifiedActions ad={ad} />
    </article>
  )
}
