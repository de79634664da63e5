import {
  type MediaImage,
  mediaUrl,
  type OwnReview,
  type PublicReview,
  REVIEW_EDIT_DAYS,
  type ReviewStatus,
} from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { shortAuthorName } from './review-text.ts'

const DAY_MS = 86_400_000

export interface PhotoRow {
  path: string
  width: number | null
  height: number | null
}

/** A review as the queries of this module read it (raw SQL: times may come as text). */
export interface ReviewRow {
  id: number
  product_id: number
  user_id: number
  rating: number
  body: string
  status: ReviewStatus
  held_for: string | null
  hidden_reason: string | null
  helpful_count: number
  edited_at: Date | string | null
  reply: string | null
  replied_at: Date | string | null
  published_at: Date | string | null
  created_at: Date | string
  author_name: string
  variant_name: string | null
  photos: PhotoRow[]
}

/**
 * The columns of `ReviewRow`, over `r` (product_reviews), `u` (its author) and `oi` (its order
 * line); the photos in their order.
 */
export const reviewColumns = sql`r.id, r.product_id, r.user_id, r.rating, r.body, r.status,
  r.held_for, r.hidden_reason, r.helpful_count, r.edited_at, r.reply, r.replied_at,
  r.published_at, r.created_at, u.name as author_name, oi.variant_name,
  (select coalesce(json_agg(json_build_object('path', ph.path, 'width', ph.width,
      'height', ph.height) order by ph.position, ph.id), '[]'::json)
    from review_photos ph where ph.review_id = r.id) as photos`

export const reviewJoins = sql`join users u on u.id = r.user_id
  join order_items oi on oi.id = r.order_item_id`

export const isoOf = (value: Date | string): string => new Date(value).toISOString()
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value))

export const toPhoto = (photo: PhotoRow, i: number): MediaImage => ({
  url: mediaUrl(photo.path),
  width: photo.width,
  height: photo.height,
  alt: `Ảnh người mua chụp ${i + 1}`,
})

function replyOf(row: ReviewRow): PublicReview['reply'] {
  return row.reply === null || row.replied_at === null
    ? null
    : { body: row.reply, replied_at: isoOf(row.replied_at) }
}

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    author_name: shortAuthorName(row.author_name),
    variant_name: row.variant_name,
    verified_purchase: true,
    photos: row.photos.map(toPhoto),
    helpful_count: row.helpful_count,
    // Only published reviews are shown, and publishing sets it.
    published_at: isoOf(row.published_at ?? row.created_at),
    edited: row.edited_at !== null,
    reply: replyOf(row),
  }
}

/** Until when the author may use their one edit. */
export const editUntil = (createdAt: Date | string): Date =>
  new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * DAY_MS)

export function toOwnReview(row: ReviewRow, photoIds: number[], now = new Date()): OwnReview {
  const until = editUntil(row.created_at)
  return {
    ...toPublicReview(row),
    status: row.status,
    hidden_reason: row.hidden_reason,
    created_at: isoOf(row.created_at),
    published_at: isoOrNull(row.published_at),
    can_edit: row.edited_at === null && now < until,
    edit_until: until.toISOString(),
    photo_ids: photoIds,
  }
}
