import type { StoreCard as StoreCardData } from '@phiencho/contracts'

import { StoreCard } from './store-card'

interface StoreGridProps {
  stores: StoreCardData[]
  headingLevel?: 2 | 3
}

/** Shops as cards: one column on phones, two on tablets, three on wide screens. */
export function StoreGrid({ stores, headingLevel }: StoreGridProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
