import { randomUUID } from 'node:crypto'
import {
  AD_LIFETIME_DAYS,
  ADMIN_CLASSIFIEDS_PER_PAGE,
  type AdminClassifiedAdDetail,
  type AdminClassifiedPage,
  type AdminClassifiedPoster,
  type AdminClassifiedsQuery,
  adminClassifiedsMessages as m,
  pageMeta,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { enqueueMail } from '../mail-outbox/index.ts'
import { toAdminAd, toAdminAdDetail, toPoster } from './admin-ad-rows.ts'
import {
  applyModeration,
  lockModeratedAd,
  type ModeratedAd,
  type ModerationChange,
  selectAdReports,
} from './ad-moderation.repository.ts'
import { adApprovedMail, adRejectedMail, type ModerationMailContext } from './classified-mail.ts'
import {
  countQueueTabs,
  selectAdminAd,
  selectPoster,
  selectQueuePage,
} from './classifieds.admin.repository.ts'
import { findAdImages } from './classifieds.repository.ts'
import { moderationText } from './moderation-text.ts'
import { deletePosterBlock, insertPosterBlock } from './poster-standing.repository.ts'

export async function listModerationQueue(
  db: Db,
  query: AdminClassifiedsQuery,
): Promise<AdminClassifiedPage> {
  const filters = { q: query.q || undefined, topic: query.topic }
  const offset = (query.page - 1) * ADMIN_CLASSIFIEDS_PER_PAGE
  const [rows, counts] = await Promise.all([
    selectQueuePage(db, query.status, filters, ADMIN_CLASSIFIEDS_PER_PAGE, offset),
    countQueueTabs(db, filters),
  ])
  return {
    data: rows.map(toAdminAd),
    meta: pageMeta(query.page, ADMIN_CLASSIFIEDS_PER_PAGE, counts[query.status]),
    counts,
  }
}

export async function getModeratedAd(db: Db | Tx, id: number): Promise<AdminClassifiedAdDetail> {
  const row = await selectAdminAd(db, id)
  if (!row) throw notFound(m.adNotFound)
  const [images, reports] = await Promise.all([findAdImages(db, id), selectAdReports(db, [id])])
  return toAdminAdDetail(row, images, reports)
}

/** The text as stored; refused when nothing visible was left of it. */
export function storedReason(text: string, field: string, message: string): string {
  const stored = moderationText(text)
  if (stored === '') throw fieldError(field, message)
  return stored
}

const transition = () => new HttpError(409, m.transition)

const audited = (ad: Pick<ModeratedAd, 'status' | 'hidden_by_moderator' | 'moderation_note'>) => ({
  status: ad.status,
  hidden_by_moderator: ad.hidden_by_moderator,
  moderation_note: ad.moderation_note,
})

/**
 * One moderator's change to an ad: locked, `decide` picks the change from its state (or refuses
 * with a 409), the change and its audit row written in `tx`; answers the ad as the back office
 * shows it. `after` queues what goes with the change (the owner's mail).
 */
async function moderate(
  tx: Tx,
  audit: AuditContext,
  id: number,
  action: string,
  decide: (ad: ModeratedAd) => ModerationChange,
  after?: (ad: ModeratedAd) => Promise<unknown>,
): Promise<AdminClassifiedAdDetail> {
  const ad = await lockModeratedAd(tx, id)
  if (!ad) throw notFound(m.adNotFound)
  const change = decide(ad)
  await applyModeration(tx, id, change, AD_LIFETIME_DAYS)
  const updated = (await lockModeratedAd(tx, id))!
  await recordAudit(tx, audit, {
    action,
    entityType: 'classified_ad',
    entityId: id,
    before: audited(ad),
    after: audited(updated),
  })
  await after?.(ad)
  return getModeratedAd(tx, id)
}

const owner = (ad: ModeratedAd) => ({
  to: ad.owner_email,
  name: ad.owner_name,
  ad: { id: ad.id, slug: ad.slug, title: ad.title },
})

/** Pending → published, up for AD_LIFETIME_DAYS from now; the owner is told. */
export function approveAd(tx: Tx, audit: AuditContext, mail: ModerationMailContext, id: number) {
  return moderate(
    tx,
    audit,
    id,
    'classified_ad.approve',
    (ad) => {
      if (ad.status !== 'pending') throw transition()
      return { status: 'published', fresh: true }
    },
    (ad) =>
      enqueueMail(tx, `classified:${id}:approved:${randomUUID()}`, adApprovedMail(mail, owner(ad))),
  )
}

/** Pending → rejected with the reason its owner reads (and may answer by editing it). */
export function rejectAd(
  tx: Tx,
  audit: AuditContext,
  mail: ModerationMailContext,
  id: number,
  reason: string,
) {
  const note = storedReason(reason, 'reason', m.rejectReason)
  return moderate(
    tx,
    audit,
    id,
    'classified_ad.reject',
    (ad) => {
      if (ad.status !== 'pending') throw transition()
      return { status: 'rejected', note }
    },
    (ad) =>
      enqueueMail(
        tx,
        `classified:${id}:rejected:${randomUUID()}`,
        adRejectedMail(mail, { ...owner(ad), reason: note }),
      ),
  )
}

/**
 * Takes an ad out of the public lists with a reason its owner reads: a published ad, or one its
 * owner hid (so that they cannot show it again).
 */
export function hideAd(tx: Tx, audit: AuditContext, id: number, reason: string) {
  const note = storedReason(reason, 'reason', m.hideReason)
  return moderate(tx, audit, id, 'classified_ad.hide', (ad) => {
    if (!canHide(ad)) throw transition()
    return { status: 'hidden', note }
  })
}

export const canHide = (ad: Pick<ModeratedAd, 'status' | 'hidden_by_moderator'>) =>
  ad.status === 'published' || (ad.status === 'hidden' && !ad.hidden_by_moderator)

/** An ad a moderator hid → published again (its expiry unchanged). */
export function restoreAd(tx: Tx, audit: AuditContext, id: number) {
  return moderate(tx, audit, id, 'classified_ad.restore', (ad) => {
    if (ad.status !== 'hidden' || !ad.hidden_by_moderator) throw transition()
    return { status: 'published', fresh: false }
  })
}

async function posterOf(tx: Tx, userId: number): Promise<AdminClassifiedPoster> {
  const row = await selectPoster(tx, userId)
  if (!row) throw notFound(m.posterNotFound)
  return toPoster(row)
}

/** Stops the person from posting, editing or renewing ads (their ads stay as they are). */
export async function blockPoster(
  tx: Tx,
  audit: AuditContext,
  userId: number,
  reason: string,
): Promise<AdminClassifiedPoster> {
  const stored = storedReason(reason, 'reason', m.blockReason)
  await posterOf(tx, userId)
  const blocked = await insertPosterBlock(tx, {
    userId,
    reason: stored,
    blockedBy: audit.actorId,
  })
  if (!blocked) throw new HttpError(409, m.alreadyBlocked)
  await recordAudit(tx, audit, {
    action: 'classified_poster.block',
    entityType: 'classified_poster',
    entityId: userId,
    before: { blocked: false },
    after: { blocked: true, reason: stored },
  })
  return posterOf(tx, userId)
}

export async function unblockPoster(
  tx: Tx,
  audit: AuditContext,
  userId: number,
): Promise<AdminClassifiedPoster> {
  await posterOf(tx, userId)
  const removed = await deletePosterBlock(tx, userId)
  if (!removed) throw new HttpError(409, m.notBlocked)
  await recordAudit(tx, audit, {
    action: 'classified_poster.unblock',
    entityType: 'classified_poster',
    entityId: userId,
    before: { blocked: true, reason: removed.reason },
    after: { blocked: false },
  })
  return posterOf(tx, userId)
}
