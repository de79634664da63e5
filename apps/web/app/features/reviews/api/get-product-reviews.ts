import { apiPaths, fillPath, type ProductReviewPage } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import type { ReviewListQuery } from '../review-query'

export function getProductReviews(
  api: ApiClient,
  slug: string,
  query: ReviewListQuery,
  signal?: AbortSignal,
) {
  return api.get<ProductReviewPage>(fillPath(apiPaths.productReviews, { slug }), {
    query: {
      page: query.page,
      sort: query.sort,
      star: query.star,
      with_photos: query.with_photos ? 1 : undefined,
    },
    signal,
  })
}

/** Every page and filter of one product's reviews sits under this key (invalidated together). */
export const productReviewsKey = (slug: string) => ['reviews', 'product', slug] as const

export function productReviewsQueryOptions(slug: string, query: ReviewListQuery) {
  return queryOptions({
    queryKey: [
      ...productReviewsKey(slug),
      query.sort,
      query.star ?? 0,
      query.with_photos ? 1 : 0,
      query.page,
    ] as const,
    queryFn: ({ client, signal }) => getProductReviews(apiOf(client), slug, query, signal),
  })
}

/** The list keeps showing the previous page while another filter or page loads. */
export function useProductReviews(slug: string, query: ReviewListQuery) {
  return useQuery({ ...productReviewsQueryOptions(slug, query), placeholderData: keepPreviousData })
}
