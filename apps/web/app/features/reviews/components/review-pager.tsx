import { useLocation } from 'react-router'

import { Pagination } from '../../../components/ui/pagination'
import { REVIEWS_SECTION_ID } from '../../../lib/review-params'
import { type ReviewListQuery, searchWithReviewQuery } from '../review-query'
import { InPlaceLink } from './in-place-link'

/** The reviews' pages as links that change only the reviews' page in the address. */
export function ReviewPager({ query, lastPage }: { query: ReviewListQuery; lastPage: number }) {
  const { pathname, search } = useLocation()
  return (
    <Pagination
      currentPage={query.page}
      lastPage={lastPage}
      hrefFor={(page) =>
        `${pathname}${searchWithReviewQuery(search, { ...query, page })}#${REVIEWS_SECTION_ID}`
      }
      label="Trang đánh giá"
      linkAs={InPlaceLink}
      className="mt-4"
    />
  )
}
