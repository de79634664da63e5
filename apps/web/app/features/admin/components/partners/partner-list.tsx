import type { AdminPartnerApplication } from '@phiencho/contracts'

import { PartnerCard } from './partner-card'

interface PartnerListProps {
  /** Undefined while the first answer is awaited. */
  applications: readonly AdminPartnerApplication[] | undefined
  /** A newer answer is on its way; the applications shown are the previous one's. */
  refreshing: boolean
  filtered: boolean
}

export function PartnerList({ applications, refreshing, filtered }: PartnerListProps) {
  if (!applications) {
    return (
      <div aria-busy="true" className="space-y-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="card h-40 animate-pulse bg-ink-100" />
        ))}
      </div>
    )
  }
  if (applications.length === 0) {
    return (
      <p className="card p-6 text-center text-ink-600">
        {filtered ? 'Không có đơn đăng ký nào khớp.' : 'Không có đơn đăng ký nào trong mục này.'}
      </p>
    )
  }
  return (
    <ul
      aria-label="Danh sách đơn đăng ký đối tác"
      aria-busy={refreshing || undefined}
      className={`space-y-3 ${refreshing ? 'opacity-60' : ''}`}
    >
      {applications.map((application) => (
        <li key={application.id}>
          <PartnerCard application={application} />
        </li>
      ))}
    </ul>
  )
}
