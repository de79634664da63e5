import { apiPaths, fillPath, type OwnReview, type ReviewEditInput } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function editReview(api: ApiClient, reviewId: number, body: ReviewEditInput) {
  return api.patch<OwnReview>(fillPath(apiPaths.review, { id: reviewId }), body)
}

/** The one edit a review allows, within REVIEW_EDIT_DAYS of writing it. */
export function useEditReview(reviewId: number) {
  return useMutation({
    mutationFn: (body: ReviewEditInput, { client }) => editReview(apiOf(client), reviewId, body),
    onSuccess: (_review, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: ['reviews'] }),
  })
}
