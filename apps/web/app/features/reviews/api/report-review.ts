import { apiPaths, fillPath, type ReviewReportRequest } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function reportReview(api: ApiClient, reviewId: number, body: ReviewReportRequest) {
  return api.post<{ message?: string } | undefined>(
    fillPath(apiPaths.reviewReports, { id: reviewId }),
    body,
  )
}

/** "Báo cáo": 409 when this customer already reported the review, 422 for their own or a bad reason. */
export function useReportReview(reviewId: number) {
  return useMutation({
    mutationFn: (body: ReviewReportRequest, { client }) =>
      reportReview(apiOf(client), reviewId, body),
  })
}
