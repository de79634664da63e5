import type { ClassifiedAdSummary } from '@phiencho/contracts'

import { AdCard } from './ad-card'

/** Rows on phones, then 2, 3 or 4 tiles; 3 beside the filter sidebar (tiles near 270 px either way). */
const COLUMNS = {
  sidebar: 'sm:grid-cols-2 md:grid-cols-3',
  full: 'sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
} as const
const SIZES = '(min-width: 1024px) 272px, (min-width: 768px) 31vw, (min-width: 640px) 47vw, 112px'

interface AdGridProps {
  ads: ClassifiedAdSummary[]
  layout?: keyof typeof COLUMNS
  /** How many of the first cards load their picture at once (the ones above the fold). */
  priorityCount?: number
  headingLevel?: 2 | 3
  className?: string
}

export function AdGrid({
  ads,
  layout = 'full',
  priorityCount = 0,
  headingLevel = 3,
  className = '',
}: AdGridProps) {
  return (
    <ul className={`grid grid-cols-1 gap-2 sm:gap-3 ${COLUMNS[layout]} ${className}`}>
      {ads.map((ad, index) => (
        <li key={ad.id}>
          <AdCard
            ad={ad}
            priority={index < priorityCount}
            sizes={SIZES}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
