import {
  adImageAlt,
  type AdminClassifiedAd,
  type AdminClassifiedAdDetail,
  type AdminClassifiedPoster,
  type AdminClassifiedReport,
  classifiedReportOutcomes,
  type ClassifiedReportOutcome,
  mediaUrl,
  type MediaImage,
} from '@phiencho/contracts'
import type { AdReportRow } from './ad-moderation.repository.ts'
import type { AdminAdDetailRow, AdminAdRow, PosterRow } from './classifieds.admin.repository.ts'
import type { ImageRow } from './classifieds.repository.ts'

// Rows of the back office's classifieds queries as the contracts give them.

export const isoOf = (value: Date | string) => new Date(value).toISOString()

export function toImage(image: ImageRow, alt: string): MediaImage {
  return { url: mediaUrl(image.path), width: image.width, height: image.height, alt }
}

export function toPoster(row: PosterRow): AdminClassifiedPoster {
  return {
    id: row.poster_id,
    name: row.poster_name,
    email: row.poster_email,
    phone: row.poster_phone,
    approved_count: row.approved_count,
    rejected_count: row.rejected_count,
    block:
      row.block_reason === null || row.blocked_at === null
        ? null
        : { reason: row.block_reason, blocked_at: isoOf(row.blocked_at) },
  }
}

export function toAdminAd(row: AdminAdRow): AdminClassifiedAd {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: row.price,
    topic: { id: row.topic_id, name: row.topic_name, slug: row.topic_slug },
    province_name: row.province_name,
    image: row.image ? toImage(row.image, row.title) : null,
    image_count: row.image_count,
    status: row.status,
    is_expired: row.is_expired,
    hidden_by_moderator: row.hidden_by_moderator,
    moderation_note: row.moderation_note,
    open_report_count: row.open_report_count,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    bumped_at: isoOf(row.bumped_at),
    expires_at: isoOf(row.expires_at),
    poster: toPoster(row),
  }
}

const outcomeOf = (value: string | null): ClassifiedReportOutcome | null =>
  classifiedReportOutcomes.find((outcome) => outcome === value) ?? null

export function toAdminReport(row: AdReportRow): AdminClassifiedReport {
  return {
    id: row.id,
    reason: row.reason,
    reporter:
      row.reporter_id === null || row.reporter_name === null
        ? null
        : { id: row.reporter_id, name: row.reporter_name },
    status: row.status,
    created_at: isoOf(row.created_at),
    handled_at: row.handled_at ? isoOf(row.handled_at) : null,
    outcome: outcomeOf(row.outcome),
    note: row.handler_note,
  }
}

export function toAdminAdDetail(
  row: AdminAdDetailRow,
  images: ImageRow[],
  reports: AdReportRow[],
): AdminClassifiedAdDetail {
  return {
    ...toAdminAd(row),
    body: row.body,
    images: images.map((image, i) => toImage(image, adImageAlt(row.title, i + 1))),
    ward_name: row.ward_name,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    reports: reports.map(toAdminReport),
  }
}
