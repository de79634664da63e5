// What the product page reads of its reviews' address before anything else loads: the list's
// sorts and page size (the rest of the reviews' plain values stay out of the shop's first load).

export const REVIEWS_PER_PAGE = 10

export const reviewSorts = ['newest', 'helpful'] as const
export type ReviewSort = (typeof reviewSorts)[number]
