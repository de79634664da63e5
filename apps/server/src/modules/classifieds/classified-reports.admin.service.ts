import {
  AD_LIFETIME_DAYS,
  ADMIN_CLASSIFIED_REPORTS_PER_PAGE,
  type AdminClassifiedReportGroup,
  type AdminClassifiedReportPage,
  type AdminClassifiedReportsHandleRequest,
  type AdminClassifiedReportsQuery,
  adminClassifiedsMessages as m,
  type ClassifiedReportOutcome,
  classifiedStatuses,
  pageMeta,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { enqueueMail } from '../mail-outbox/index.ts'
import { toAdminReport, toImage } from './admin-ad-rows.ts'
import { applyModeration, lockModeratedAd, selectAdReports } from './ad-moderation.repository.ts'
import { type ModerationMailContext, reportHandledMail } from './classified-mail.ts'
import {
  closeOpenReports,
  countReports,
  lockOpenReports,
  type ReportGroupRow,
  selectReportGroupOf,
  selectReportGroups,
} from './classified-reports.admin.repository.ts'
import { canHide, storedReason } from './classifieds.admin.service.ts'
import { moderationText } from './moderation-text.ts'

function toGroup(row: ReportGroupRow, reports: Awaited<ReturnType<typeof selectAdReports>>) {
  return {
    ad: {
      id: row.ad_id,
      slug: row.slug,
      title: row.title,
      status: classifiedStatuses.find((status) => status === row.status) ?? 'hidden',
      hidden_by_moderator: row.hidden_by_moderator,
      topic: { id: row.topic_id, name: row.topic_name, slug: row.topic_slug },
      image: row.image ? toImage(row.image, row.title) : null,
      poster: { id: row.poster_id, name: row.poster_name },
    },
    reports: reports.map(toAdminReport),
  } satisfies AdminClassifiedReportGroup
}

export async function listReportGroups(
  db: Db,
  query: AdminClassifiedReportsQuery,
): Promise<AdminClassifiedReportPage> {
  const perPage = ADMIN_CLASSIFIED_REPORTS_PER_PAGE
  const [rows, counts] = await Promise.all([
    selectReportGroups(db, query.status, perPage, (query.page - 1) * perPage),
    countReports(db, query.status),
  ])
  const reports = rows.length
    ? await selectAdReports(
        db,
        rows.map((row) => row.ad_id),
      )
    : []
  return {
    data: rows.map((row) =>
      toGroup(
        row,
        reports.filter((report) => report.ad_id === row.ad_id && report.status === query.status),
      ),
    ),
    meta: pageMeta(query.page, perPage, counts.ads),
    counts: { open: counts.open, resolved: counts.resolved, dismissed: counts.dismissed },
  }
}

/**
 * Closes every open report of the ad as resolved (hiding the ad if asked, with a reason its owner
 * reads) or dismissed, in `tx` with its audit row; each reporter is told the result by mail.
 */
export async function handleAdReports(
  tx: Tx,
  audit: AuditContext,
  mail: ModerationMailContext,
  adId: number,
  request: AdminClassifiedReportsHandleRequest,
): Promise<AdminClassifiedReportGroup> {
  const hideReason =
    request.hide_ad && request.hide_reason !== undefined
      ? storedReason(request.hide_reason, 'hide_reason', m.hideReason)
      : null
  const ad = await lockModeratedAd(tx, adId)
  if (!ad) throw notFound(m.adNotFound)
  const open = await lockOpenReports(tx, adId)
  if (open.length === 0) throw new HttpError(409, m.noOpenReports)
  const outcome: ClassifiedReportOutcome =
    request.decision === 'dismiss' ? 'dismissed' : hideReason ? 'ad_hidden' : 'resolved'
  if (hideReason !== null) {
    if (!canHide(ad)) throw new HttpError(409, m.transition)
    await applyModeration(tx, adId, { status: 'hidden', note: hideReason }, AD_LIFETIME_DAYS)
  }
  const note = request.note ? moderationText(request.note) || null : null
  await closeOpenReports(tx, adId, {
    status: outcome === 'dismissed' ? 'dismissed' : 'resolved',
    outcome,
    note,
    handledBy: audit.actorId,
  })
  const after = (await lockModeratedAd(tx, adId))!
  await recordAudit(tx, audit, {
    action: 'classified_ad.handle_reports',
    entityType: 'classified_ad',
    entityId: adId,
    before: { status: ad.status, moderation_note: ad.moderation_note, open_reports: open.length },
    after: {
      status: after.status,
      moderation_note: after.moderation_note,
      open_reports: 0,
      outcome,
      note,
      report_ids: open.map((report) => report.id),
    },
  })
  for (const report of open) {
    if (!report.reporter_email || !report.reporter_name) continue
    await enqueueMail(
      tx,
      `classified-report:${report.id}:handled`,
      reportHandledMail(mail, {
        to: report.reporter_email,
        name: report.reporter_name,
        adTitle: ad.title,
        reportedAt: report.created_at,
        outcome,
      }),
    )
  }
  return groupOf(
    tx,
    adId,
    open.map((report) => report.id),
  )
}

/** The ad and the reports just closed. */
async function groupOf(tx: Tx, adId: number, reportIds: number[]) {
  const reports = (await selectAdReports(tx, [adId])).filter((r) => reportIds.includes(r.id))
  const [row] = await selectReportGroupOf(tx, adId)
  return toGroup(row!, reports)
}
