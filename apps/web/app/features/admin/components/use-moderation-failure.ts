import { errorSentence, isApiError } from '../../../lib/api-error'
import { useToast } from './toasts'

/**
 * What a failed moderation does when it belongs to no field: the server's sentence in a toast
 * (a 409's "Đánh giá đang ở trạng thái khác…"), while the list is read again (`refreshReviews`).
 * Returns whether the review moved under the moderator (409, or gone: 404), so a form closes.
 */
export function useModerationFailure() {
  const toast = useToast()
  return (error: unknown): boolean => {
    toast('error', errorSentence(error))
    return isApiError(error) && (error.status === 409 || error.status === 404)
  }
}

/** A refusal of what was typed: shown beside the field, never in a toast. */
export const isFieldRefusal = (error: unknown) => isApiError(error) && error.status === 422
