import type { AdminReviewTab } from '@phiencho/contracts'

import { DEFAULT_REVIEW_TAB, type ReviewListView } from '../../reviews/review-list-query'
import { FilterSelect, ListFilters } from '../list-filters'

const RATING_OPTIONS = [
  { value: '', label: 'Tất cả số sao' },
  ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} sao` })),
]

/** The search (product, customer, text) and the star filter; the tab stays as it is. */
export function ReviewFilters({ view }: { view: ReviewListView }) {
  const tab: AdminReviewTab = view.tab
  return (
    <ListFilters searchLabel="Tìm theo sản phẩm, khách hàng, nội dung" q={view.q}>
      {tab !== DEFAULT_REVIEW_TAB ? <input type="hidden" name="tab" value={tab} /> : null}
      <FilterSelect
        name="rating"
        label="Số sao"
        value={view.rating === null ? '' : String(view.rating)}
        options={RATING_OPTIONS}
      />
    </ListFilters>
  )
}
