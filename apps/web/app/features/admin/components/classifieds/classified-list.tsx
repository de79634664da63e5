import type { AdminClassifiedAd } from '@phiencho/contracts'

import { ClassifiedCard } from './classified-card'

interface ClassifiedListProps {
  /** Undefined while the first answer is awaited. */
  ads: readonly AdminClassifiedAd[] | undefined
  /** A newer answer is on its way; the ads shown are the previous one's. */
  refreshing: boolean
  filtered: boolean
}

export function ClassifiedList({ ads, refreshing, filtered }: ClassifiedListProps) {
  if (!ads) return <div aria-hidden="true" className="card h-64 animate-pulse" />
  if (ads.length === 0) {
    return (
      <p className="card p-6 text-center text-ink-700">
        {filtered ? 'Không có tin nào khớp bộ lọc.' : 'Không có tin nào ở mục này.'}
      </p>
    )
  }
  return (
    <ul
      aria-label="Danh sách tin rao vặt"
      aria-busy={refreshing || undefined}
      className={`space-y-4 ${refreshing ? 'opacity-60' : ''}`}
    >
      {ads.map((ad) => (
        <li key={ad.id}>
          <ClassifiedCard ad={ad} />
        </li>
      ))}
    </ul>
  )
}
