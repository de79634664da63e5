import { apiPaths, type ReviewableLinePage } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export interface OwnReviewsQuery {
  page: number
  /** One order's lines only. */
  order?: string | undefined
}

export function getOwnReviews(api: ApiClient, query: OwnReviewsQuery, signal?: AbortSignal) {
  return api.get<ReviewableLinePage>(apiPaths.ownReviews, {
    query: { page: query.page, order: query.order },
    signal,
  })
}

/** Every list of the customer's reviewable lines sits under this key (invalidated together). */
export const ownReviewsKey = (userId: number) => ['reviews', 'own', userId] as const

export function ownReviewsQueryOptions(userId: number, query: OwnReviewsQuery) {
  return queryOptions({
    queryKey: [...ownReviewsKey(userId), query.order ?? '', query.page] as const,
    queryFn: ({ client, signal }) => getOwnReviews(apiOf(client), query, signal),
  })
}

/** The customer's delivered lines, the ones still to review first. */
export function useOwnReviews(userId: number, query: OwnReviewsQuery, enabled = true) {
  return useQuery({
    ...ownReviewsQueryOptions(userId, query),
    placeholderData: keepPreviousData,
    enabled,
  })
}
