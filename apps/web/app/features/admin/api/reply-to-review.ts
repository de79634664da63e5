import {
  type AdminReview,
  type AdminReviewReplyRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshReviews } from './get-reviews'

/** Writes the shop's reply under a review, or replaces it. */
export function useSaveReviewReply() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminReviewReplyRequest }, { client }) =>
      adminApiOf(client).put<AdminReview>(adminUrl(adminPaths.reviewReply, { id }), body),
    onSettled: (_review, _error, _vars, _result, { client }) => refreshReviews(client),
  })
}

/** Removes the shop's reply. */
export function useDeleteReviewReply() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).delete<unknown>(adminUrl(adminPaths.reviewReply, { id })),
    onSettled: (_answer, _error, _id, _result, { client }) => refreshReviews(client),
  })
}
