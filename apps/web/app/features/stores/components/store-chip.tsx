import type { StoreCard } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { StoreLogo } from './store-logo'

/** A shop in brief (logo, name, province): the search page's preview of matching shops. */
export function StoreChip({ store }: { store: StoreCard }) {
  return (
    <ShopLink
      to={`/cua-hang/${store.slug}`}
      className="card flex min-h-14 items-center gap-3 p-2 pr-4 hover:border-brand-600"
    >
      <StoreLogo name={store.name} logo={store.logo} size={40} className="rounded-lg" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-ink-900">{store.name}</span>
        {store.province ? (
          <span className="block truncate text-xs text-ink-600">{store.province.name}</span>
        ) : null}
      </span>
    </ShopLink>
  )
}
