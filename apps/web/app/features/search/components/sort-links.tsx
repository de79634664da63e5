import type { ProductSort } from '@phiencho/contracts'

import { SortChips } from '../../../components/catalog/sort-chips'
import { searchHref, type SearchUrlState } from '../search-url'

const SORTS: readonly ProductSort[] = [
  'relevance',
  'best_selling',
  'rating',
  'newest',
  'price_asc',
  'price_desc',
  'name',
]

/** The product list's orders plus relevance, search's own. */
export function SortLinks({ state }: { state: SearchUrlState }) {
  return (
    <SortChips
      sorts={SORTS}
      current={state.sort}
      hrefFor={(sort) => searchHref(state, { sort })}
      wrapOnWide
    />
  )
}
