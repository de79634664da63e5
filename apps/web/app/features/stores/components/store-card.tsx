import type { StoreCard as StoreCardData } from '@phiencho/contracts'

import { MapPinIcon } from '../../../components/ui/icons'
import { ShopLink } from '../../../components/ui/shop-link'
import { PartnerBadge } from './partner-badge'
import { StoreLogo } from './store-logo'

interface StoreCardProps {
  store: StoreCardData
  /** h2 on the store list, h3 inside a section of the search page. */
  headingLevel?: 2 | 3
}

/** One shop in a list; the whole card is the link to its page. */
export function StoreCard({ store, headingLevel = 2 }: StoreCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card relative flex h-full gap-4 p-4 transition-colors focus-within:border-brand-600 hover:border-brand-600">
      <StoreLogo name={store.name} logo={store.logo} size={72} />
      <div className="min-w-0 flex-1">
        <Heading className="text-base leading-snug font-semibold text-ink-900">
          <ShopLink
            to={`/cua-hang/${store.slug}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-800 focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {store.name}
          </ShopLink>
        </Heading>
        {store.is_partner ? <PartnerBadge className="mt-1" /> : null}
        {store.province ? (
          <p className="mt-1.5 flex items-center gap-1 text-sm text-ink-600">
            <MapPinIcon width={16} height={16} className="shrink-0 text-ink-500" />
            {store.province.name}
          </p>
        ) : null}
        {store.description ? (
          <p className="mt-1.5 line-clamp-2 text-sm text-ink-700">{store.description}</p>
        ) : null}
      </div>
    </article>
  )
}
