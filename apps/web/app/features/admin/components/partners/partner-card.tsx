import { type AdminPartnerApplication, adminPartnerTabLabels } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { useId } from 'react'

import { PartnerActions } from './partner-actions'

const tones: Record<AdminPartnerApplication['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-700',
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-ink-600 sm:w-40">{label}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  )
}

/** One application with everything the moderator decides on; every text shown as typed. */
export function PartnerCard({ application: a }: { application: AdminPartnerApplication }) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className="card space-y-3 p-4 sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={titleId} className="font-semibold break-words text-ink-900">
          {a.shop_name}
        </h2>
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[a.status]}`}
        >
          {adminPartnerTabLabels[a.status]}
        </span>
      </div>
      <dl className="space-y-1 text-sm">
        <Row label="Người liên hệ">{a.contact_name}</Row>
        <Row label="Điện thoại">{a.phone}</Row>
        <Row label="Email">{a.email}</Row>
        <Row label="Tỉnh/thành phố">{a.province?.name ?? '—'}</Row>
        <Row label="Tài khoản">
          {a.account ? `${a.account.name} (${a.account.email})` : 'Chưa có tài khoản'}
        </Row>
        <Row label="Gửi lúc">{formatDateTimeVi(new Date(a.created_at))}</Row>
        {a.message ? (
          <Row label="Lời nhắn">
            <span className="whitespace-pre-line">{a.message}</span>
          </Row>
        ) : null}
        {a.store ? (
          <Row label="Cửa hàng">
            <a
              href={`/cua-hang/${a.store.slug}`}
              target="_blank"
              rel="noopener"
              className="text-brand-800 hover:underline"
            >
              {a.store.name}
              <span className="sr-only"> (mở trong thẻ mới)</span>
            </a>
          </Row>
        ) : null}
        {a.review_note ? (
          <Row label="Lý do từ chối">
            <span className="whitespace-pre-line">{a.review_note}</span>
          </Row>
        ) : null}
        {a.reviewed_at ? (
          <Row label="Xử lý lúc">{formatDateTimeVi(new Date(a.reviewed_at))}</Row>
        ) : null}
      </dl>
      <PartnerActions application={a} />
    </article>
  )
}
