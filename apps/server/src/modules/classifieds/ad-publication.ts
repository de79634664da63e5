import { type ClassifiedPublicationMode, posterBlockedMessage } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError } from '../../lib/errors.ts'
import { findPosterBlock, hasApprovedAd } from './poster-standing.repository.ts'

/**
 * The status a new ad (or a resubmitted rejected one) starts in, by the shop's setting `mode`
 * (read before the transaction, through its cache: PGlite has one connection, busy with `tx`).
 */
export async function statusForNewAd(
  mode: ClassifiedPublicationMode,
  tx: Db | Tx,
  userId: number,
): Promise<'pending' | 'published'> {
  if (mode === 'immediate') return 'published'
  if (mode === 'review_all') return 'pending'
  return (await hasApprovedAd(tx, userId)) ? 'published' : 'pending'
}

/** A poster a moderator blocked may not post, edit or renew: 403 with the moderator's reason. */
export async function refuseBlockedPoster(db: Db | Tx, userId: number): Promise<void> {
  const block = await findPosterBlock(db, userId)
  if (block) throw new HttpError(403, posterBlockedMessage(block.reason))
}
