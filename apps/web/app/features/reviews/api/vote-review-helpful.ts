import {
  apiPaths,
  fillPath,
  type ProductReviewPage,
  type ReviewHelpfulAnswer,
  type ReviewVotes,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { productReviewsKey } from './get-product-reviews'
import { reviewVotesQueryOptions } from './get-review-votes'

export function voteReviewHelpful(api: ApiClient, reviewId: number, helpful: boolean) {
  const path = fillPath(apiPaths.reviewHelpful, { id: reviewId })
  return helpful ? api.post<ReviewHelpfulAnswer>(path) : api.delete<ReviewHelpfulAnswer>(path)
}

/**
 * "Hữu ích": marks or unmarks one review; the answer's count and vote are written into the
 * customer's votes and into every cached page of the product's reviews.
 */
export function useVoteReviewHelpful(userId: number, slug: string) {
  const votesKey = reviewVotesQueryOptions(userId, slug).queryKey
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: number; helpful: boolean }, { client }) =>
      voteReviewHelpful(apiOf(client), reviewId, helpful),
    onSuccess: (answer, { reviewId }, _context, { client }) => {
      client.setQueryData<ReviewVotes>(votesKey, (current) => {
        const ids = new Set(current?.review_ids ?? [])
        if (answer.voted) ids.add(reviewId)
        else ids.delete(reviewId)
        return { review_ids: [...ids] }
      })
      client.setQueriesData<ProductReviewPage>({ queryKey: productReviewsKey(slug) }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((review) =>
                review.id === reviewId
                  ? { ...review, helpful_count: answer.helpful_count }
                  : review,
              ),
            }
          : page,
      )
    },
  })
}
