import { apiPaths, fillPath, type OwnReview, type ReviewInput } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function createReview(api: ApiClient, productSlug: string, body: ReviewInput) {
  return api.post<OwnReview>(fillPath(apiPaths.productReviews, { slug: productSlug }), body)
}

/**
 * Writes the review of one delivered order line. The answer is the review as its author sees it:
 * `pending` while a moderator has to look at it (photos, words), else already published.
 */
export function useCreateReview(productSlug: string) {
  return useMutation({
    mutationFn: (body: ReviewInput, { client }) => createReview(apiOf(client), productSlug, body),
    onSuccess: (_review, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: ['reviews'] }),
  })
}
