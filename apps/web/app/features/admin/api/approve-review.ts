import { type AdminReview, adminPaths, adminUrl } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshReviews } from './get-reviews'

/** Publishes a pending or hidden review. */
export function useApproveReview() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).post<AdminReview>(adminUrl(adminPaths.reviewApprove, { id })),
    onSettled: (_review, _error, _id, _result, { client }) => refreshReviews(client),
  })
}
