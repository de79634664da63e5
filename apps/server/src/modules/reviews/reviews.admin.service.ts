import {
  ADMIN_REVIEWS_PER_PAGE,
  type AdminReview,
  type AdminReviewPage,
  type AdminReviewsQuery,
  pageMeta,
  reviewsMessages,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { isoOf, toPhoto } from './review-rows.ts'
import { plainText } from './review-text.ts'
import {
  type AdminReviewRow,
  closeOpenReports,
  countByTab,
  lockReview,
  type ModeratedState,
  selectAdminPage,
  selectAdminReview,
  updateReview,
} from './reviews.admin.repository.ts'

const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value))

function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
    author: { id: row.user_id, name: row.author_name, email: row.author_email },
    order_code: row.order_code,
    variant_name: row.variant_name,
    rating: row.rating,
    body: row.body,
    photos: row.photos.map(toPhoto),
    status: row.status,
    held_for: row.held_for === 'words' || row.held_for === 'photos' ? row.held_for : null,
    hidden_reason: row.hidden_reason,
    helpful_count: row.helpful_count,
    reply:
      row.reply === null || row.replied_at === null
        ? null
        : { body: row.reply, replied_at: isoOf(row.replied_at) },
    created_at: isoOf(row.created_at),
    published_at: isoOrNull(row.published_at),
    edited_at: isoOrNull(row.edited_at),
    open_reports: row.open_reports.map((report) => ({
      reason: report.reason,
      created_at: isoOf(report.created_at),
    })),
  }
}

export async function listAdminReviews(db: Db, query: AdminReviewsQuery): Promise<AdminReviewPage> {
  const filters = { q: query.q || undefined, rating: query.rating }
  const offset = (query.page - 1) * ADMIN_REVIEWS_PER_PAGE
  const [rows, counts] = await Promise.all([
    selectAdminPage(db, query.tab, filters, ADMIN_REVIEWS_PER_PAGE, offset),
    countByTab(db, filters),
  ])
  return {
    data: rows.map(toAdminReview),
    meta: pageMeta(query.page, ADMIN_REVIEWS_PER_PAGE, counts[query.tab]),
    counts,
  }
}

/** The text as stored; refused when nothing visible was left of it. */
function storedText(text: string, field: string, message: string): string {
  const stored = plainText(text)
  if (stored === '') throw fieldError(field, message)
  return stored
}

const transition = () => new HttpError(409, reviewsMessages.transition)

/** What the audit log keeps of a review's moderation. */
const audited = (state: ModeratedState) => ({
  status: state.status,
  held_for: state.held_for,
  hidden_reason: state.hidden_reason,
  reply: state.reply,
})

/**
 * One moderator's change: the review locked, `change` applied (it may refuse with a 409), its
 * audit row written in the same transaction; answers the review as the back office shows it.
 */
async function moderate(
  tx: Tx,
  audit: AuditContext,
  id: number,
  action: string,
  change: (current: ModeratedState) => Promise<Record<string, unknown>>,
): Promise<AdminReview> {
  const current = await lockReview(tx, id)
  if (!current) throw notFound(reviewsMessages.notFound)
  const extra = await change(current)
  const after = (await lockReview(tx, id))!
  await recordAudit(tx, audit, {
    action,
    entityType: 'review',
    entityId: id,
    before: audited(current),
    after: { ...audited(after), ...extra },
  })
  return toAdminReview((await selectAdminReview(tx, id))!)
}

/** Pending or hidden → published; the open reports are dismissed with it. */
export function approveReview(tx: Tx, audit: AuditContext, id: number): Promise<AdminReview> {
  return moderate(tx, audit, id, 'review.approve', async (current) => {
    if (current.status === 'published') throw transition()
    await updateReview(tx, id, {
      status: 'published',
      published_at: current.published_at ?? new Date(),
      held_for: null,
      hidden_reason: null,
    })
    return { reports_dismissed: await closeOpenReports(tx, id, 'dismissed') }
  })
}

/** Pending or published → hidden with the reason the author reads; the open reports are resolved. */
export function hideReview(
  tx: Tx,
  audit: AuditContext,
  id: number,
  reason: string,
): Promise<AdminReview> {
  const hiddenReason = storedText(reason, 'reason', reviewsMessages.hideReason)
  return moderate(tx, audit, id, 'review.hide', async (current) => {
    if (current.status === 'hidden') throw transition()
    await updateReview(tx, id, { status: 'hidden', held_for: null, hidden_reason: hiddenReason })
    return { reports_resolved: await closeOpenReports(tx, id, 'resolved') }
  })
}

/** The shop's public answer, written or rewritten. */
export function replyToReview(
  tx: Tx,
  audit: AuditContext,
  id: number,
  body: string,
): Promise<AdminReview> {
  const reply = storedText(body, 'body', reviewsMessages.reply)
  return moderate(tx, audit, id, 'review.reply', async () => {
    await updateReview(tx, id, {
      reply,
      replied_at: new Date(),
      replied_by: audit.actorId,
    })
    return {}
  })
}

export function deleteReply(tx: Tx, audit: AuditContext, id: number): Promise<AdminReview> {
  return moderate(tx, audit, id, 'review.delete_reply', async (current) => {
    if (current.reply === null) throw transition()
    await updateReview(tx, id, { reply: null, replied_at: null, replied_by: null })
    return {}
  })
}

/** The open reports set aside, the review left as it is. */
export function dismissReports(tx: Tx, audit: AuditContext, id: number): Promise<AdminReview> {
  return moderate(tx, audit, id, 'review.dismiss_reports', async () => {
    const dismissed = await closeOpenReports(tx, id, 'dismissed')
    if (dismissed === 0) throw transition()
    return { reports_dismissed: dismissed }
  })
}
