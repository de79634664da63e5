// The product page's reviews in its address, which the page's first load needs (its
// shouldRevalidate) without the reviews' own code (a chunk loaded after the page).

/** The reviews section's id: the rating under the product's name links to it. */
export const REVIEWS_SECTION_ID = 'danh-gia'

/**
 * The reviews' filter, sort and page as the product page's address carries them (`?sao=5`,
 * `?co_anh=1`, `?xep=helpful`, `?trang_dg=2`), so that a filtered list can be shared or reloaded.
 * Names of their own: the product page's other parameters never collide with them.
 */
export const REVIEW_PARAMS = {
  star: 'sao',
  withPhotos: 'co_anh',
  sort: 'xep',
  page: 'trang_dg',
} as const

/** Whether two addresses of one page differ only in the reviews' parameters (or the hash). */
export function onlyReviewParamsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false
  const withoutReviews = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const name of Object.values(REVIEW_PARAMS)) params.delete(name)
    params.sort()
    return params.toString()
  }
  return withoutReviews(current) === withoutReviews(next) && current.search !== next.search
}
