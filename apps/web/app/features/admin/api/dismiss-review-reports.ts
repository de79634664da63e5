import { type AdminReview, adminPaths, adminUrl } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshReviews } from './get-reviews'

/** Closes a review's open reports, leaving the review as it is. */
export function useDismissReviewReports() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).post<AdminReview>(adminUrl(adminPaths.reviewDismissReports, { id })),
    onSettled: (_review, _error, _id, _result, { client }) => refreshReviews(client),
  })
}
