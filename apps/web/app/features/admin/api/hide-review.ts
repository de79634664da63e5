import {
  type AdminReview,
  type AdminReviewHideRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshReviews } from './get-reviews'

/** Takes a pending or published review off the shop, with the reason its author is shown. */
export function useHideReview() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminReviewHideRequest }, { client }) =>
      adminApiOf(client).post<AdminReview>(adminUrl(adminPaths.reviewHide, { id }), body),
    onSettled: (_review, _error, _vars, _result, { client }) => refreshReviews(client),
  })
}
