// What the product page reads of its reviews' address before anything else loads: the list's
// sorts and page size (the rest of the reviews' plain values stay out of the shop's first load).

/** As Tiki and Lazada show them: five a page keeps the product page light to render. */
export const REVIEWS_PER_PAGE = 5

export const reviewSorts = ['newest', 'helpful'] as const
export type ReviewSort = (typeof reviewSorts)[number]
