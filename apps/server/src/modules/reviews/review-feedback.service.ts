import { type ReviewHelpfulAnswer, reviewsMessages } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import {
  addToHelpfulCount,
  deleteVote,
  findPublishedReview,
  insertReport,
  insertVote,
} from './review-feedback.repository.ts'
import { plainText } from './review-text.ts'

/** A published review of someone else; `ownMessage` answers the author's own. */
async function othersPublishedReview(tx: Tx, id: number, userId: number, ownMessage: string) {
  const review = await findPublishedReview(tx, id)
  if (!review) throw notFound(reviewsMessages.notFound)
  if (review.user_id === userId) throw new HttpError(422, ownMessage)
  return review
}

/**
 * "Hữu ích": one vote per account; voting twice, or taking back a vote never given, changes
 * nothing. The count moves in the vote's own transaction.
 */
export function setHelpfulVote(
  db: Db,
  userId: number,
  id: number,
  voted: boolean,
): Promise<ReviewHelpfulAnswer> {
  return db.transaction(async (tx) => {
    const review = await othersPublishedReview(tx, id, userId, reviewsMessages.helpfulOwn)
    const changed = voted ? await insertVote(tx, id, userId) : await deleteVote(tx, id, userId)
    const count = changed ? await addToHelpfulCount(tx, id, voted ? 1 : -1) : review.helpful_count
    return { helpful_count: count, voted }
  })
}

/** A shopper's report of a published review, once per account. */
export function reportReview(
  db: Db,
  userId: number,
  id: number,
  reason: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const text = plainText(reason)
    // The contract counted the typed reason; what is stored may be shorter.
    if (text.length < 5) throw fieldError('reason', reviewsMessages.reportReason)
    await othersPublishedReview(tx, id, userId, reviewsMessages.reportOwn)
    if (!(await insertReport(tx, id, userId, text))) {
      throw new HttpError(409, reviewsMessages.reportDuplicate)
    }
    return { message: reviewsMessages.reportThanks }
  })
}
