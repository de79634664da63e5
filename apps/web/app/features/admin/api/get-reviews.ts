import { type AdminReviewPage, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const reviewsQueryKey = [...adminQueryKey, 'reviews'] as const

/** One page of a moderation tab, with every tab's count under the search and rating. */
export function reviewsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminReviewPage>(adminUrl(adminPaths.reviews), { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useReviews(query: Record<string, string>) {
  return useQuery(reviewsQueryOptions(query))
}

/**
 * Read after every moderation, failed ones included: a 409 means someone else moved the review
 * first, so the list and its counts are read again either way.
 */
export function refreshReviews(client: QueryClient) {
  return client.invalidateQueries({ queryKey: reviewsQueryKey })
}
