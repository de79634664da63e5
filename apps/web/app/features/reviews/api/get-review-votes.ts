import { apiPaths, fillPath, type ReviewVotes } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getReviewVotes(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<ReviewVotes>(fillPath(apiPaths.productReviewVotes, { slug }), { signal })
}

/** Keyed by user: one visitor's votes never show for the next one on the same page. */
export function reviewVotesQueryOptions(userId: number, slug: string) {
  return queryOptions({
    queryKey: ['reviews', 'votes', userId, slug] as const,
    queryFn: ({ client, signal }) => getReviewVotes(apiOf(client), slug, signal),
  })
}

/** The reviews of this product the signed-in customer found helpful; nothing for a visitor. */
export function useReviewVotes(userId: number | null, slug: string) {
  return useQuery({
    ...reviewVotesQueryOptions(userId ?? 0, slug),
    enabled: userId !== null,
    select: (data) => new Set(data.review_ids),
  })
}
