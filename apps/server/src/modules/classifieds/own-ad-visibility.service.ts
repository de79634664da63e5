import {
  AD_LIFETIME_DAYS,
  type ClassifiedStatus,
  classifiedsMessages,
  type OwnClassifiedAd,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/errors.ts'
import { refuseBlockedPoster } from './ad-publication.ts'
import { findFirstImages } from './classifieds.repository.ts'
import {
  deleteOwnAd,
  findOwnAd,
  lockOwnAd,
  renewAd,
  setStatus,
} from './own-classifieds.repository.ts'
import { adNotFound, toOwnAd } from './own-classifieds.service.ts'

// The owner's hide, show, renew and delete of their ads.

async function ownAdSummary(db: Db, userId: number, id: number): Promise<OwnClassifiedAd> {
  const row = await findOwnAd(db, userId, id)
  if (!row) throw adNotFound()
  const images = await findFirstImages(db, [id])
  return toOwnAd(row, images.get(id))
}

// Pending and rejected ads, and those a moderator hid, are the moderators' to change: hiding and
// showing again would publish them without review.
function refuseModerated(ad: { status: ClassifiedStatus; hidden_by_moderator: boolean }): void {
  if (ad.status === 'rejected') throw new HttpError(422, classifiedsMessages.cannotChangeRejected)
  if (ad.status === 'pending') throw new HttpError(422, classifiedsMessages.cannotChangePending)
  if (ad.hidden_by_moderator) {
    throw new HttpError(422, classifiedsMessages.cannotChangeModeratorHidden)
  }
}

/** Takes a published (or expired) ad out of the public lists; hiding a hidden ad changes nothing. */
export async function hideOwnAd(db: Db, userId: number, id: number): Promise<OwnClassifiedAd> {
  await db.transaction(async (tx) => {
    const ad = await lockOwnAd(tx, userId, id)
    if (!ad) throw adNotFound()
    refuseModerated(ad)
    if (ad.status !== 'hidden') await setStatus(tx, id, 'hidden')
  })
  return ownAdSummary(db, userId, id)
}

/** Shows a hidden ad again (as expired if its time ran out meanwhile: renewing brings it back). */
export async function showOwnAd(db: Db, userId: number, id: number): Promise<OwnClassifiedAd> {
  await db.transaction(async (tx) => {
    const ad = await lockOwnAd(tx, userId, id)
    if (!ad) throw adNotFound()
    refuseModerated(ad)
    if (ad.status === 'hidden') await setStatus(tx, id, 'published')
  })
  return ownAdSummary(db, userId, id)
}

/** "Gia hạn": AD_LIFETIME_DAYS more, pushed to the top; an expired ad is published again. */
export async function renewOwnAd(db: Db, userId: number, id: number): Promise<OwnClassifiedAd> {
  await refuseBlockedPoster(db, userId)
  await db.transaction(async (tx) => {
    const ad = await lockOwnAd(tx, userId, id)
    if (!ad) throw adNotFound()
    refuseModerated(ad)
    await renewAd(tx, id, AD_LIFETIME_DAYS)
  })
  return ownAdSummary(db, userId, id)
}

export async function removeOwnAd(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteOwnAd(db, userId, id))) throw adNotFound()
}
