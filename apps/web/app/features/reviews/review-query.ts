import { type ProductReviewsQuery, type ReviewSort, reviewSorts } from '@phiencho/contracts'

import { REVIEW_PARAMS } from '../../lib/review-params'

export { REVIEW_PARAMS }

export type ReviewListQuery = Pick<ProductReviewsQuery, 'page' | 'sort'> & {
  star?: number | undefined
  with_photos?: boolean | undefined
}

export const FIRST_REVIEW_PAGE: ReviewListQuery = { page: 1, sort: 'newest' }

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined
  const number = Number(value)
  return number >= min && number <= max ? number : undefined
}

/** The list the address asks for; anything unreadable falls back to the first page, newest first. */
export function reviewQueryFromSearch(search: URLSearchParams): ReviewListQuery {
  const sortParam = search.get(REVIEW_PARAMS.sort)
  const sort: ReviewSort = (reviewSorts as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as ReviewSort)
    : 'newest'
  const star = wholeNumber(search.get(REVIEW_PARAMS.star), 1, 5)
  const withPhotos = search.get(REVIEW_PARAMS.withPhotos) === '1'
  return {
    page: wholeNumber(search.get(REVIEW_PARAMS.page), 1, 9999) ?? 1,
    sort,
    // One filter at a time, as the chips offer them: a star count wins over the photos.
    ...(star ? { star } : withPhotos ? { with_photos: true } : {}),
  }
}

/** The address's search with the reviews' part replaced; the defaults leave no parameter. */
export function searchWithReviewQuery(search: string, query: ReviewListQuery): string {
  const params = new URLSearchParams(search)
  for (const name of Object.values(REVIEW_PARAMS)) params.delete(name)
  if (query.star) params.set(REVIEW_PARAMS.star, String(query.star))
  else if (query.with_photos) params.set(REVIEW_PARAMS.withPhotos, '1')
  if (query.sort !== 'newest') params.set(REVIEW_PARAMS.sort, query.sort)
  if (query.page > 1) params.set(REVIEW_PARAMS.page, String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}
