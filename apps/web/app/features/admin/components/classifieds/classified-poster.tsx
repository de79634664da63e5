import type { AdminClassifiedPoster } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

const count = (value: number) => value.toLocaleString('vi-VN')

/** Who posted the ad and their record: what a moderator weighs a new poster against. */
export function ClassifiedPoster({ poster }: { poster: AdminClassifiedPoster }) {
  return (
    <section aria-label={`Người đăng ${poster.name}`} className="text-sm text-ink-700">
      <p className="break-words">
        <span className="font-medium text-ink-900">{poster.name}</span>
        <span className="text-ink-600"> · {poster.email}</span>
        {poster.phone ? <span className="text-ink-600"> · {poster.phone}</span> : null}
      </p>
      <p>
        {count(poster.approved_count)} tin đã duyệt · {count(poster.rejected_count)} tin bị từ chối
        {poster.approved_count === 0 ? (
          <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
            Người đăng mới
          </span>
        ) : null}
      </p>
      {poster.block ? (
        <p className="mt-1 rounded-lg bg-danger-50 px-3 py-1.5 text-danger-700">
          <span className="font-semibold">Đã chặn đăng tin</span> từ{' '}
          {formatDateVi(poster.block.blocked_at)}. Lý do: {poster.block.reason}
        </p>
      ) : null}
    </section>
  )
}
