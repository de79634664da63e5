import './locale.ts'

import { z } from 'zod'

import { mediaImage } from './catalog.ts'
import { queryBoolean, queryInt, searchText } from './catalog-query.ts'
import { PAGE_MAX } from './catalog-query.constants.ts'
import { paginationMeta } from './pagination.ts'
import {
  adminReviewTabs,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  reviewHeldFor,
  reviewSorts,
  reviewsMessages,
  reviewStatuses,
} from './reviews.constants.ts'

export * from './reviews.constants.ts'

const id = z.number().int()

/** How many published reviews gave each number of stars. */
export const ratingHistogram = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
})
export type RatingHistogram = z.infer<typeof ratingHistogram>

export const reviewSummary = z.object({
  /** Null when the product has no published review. */
  average: z.number().nullable(),
  count: z.number().int(),
  histogram: ratingHistogram,
  /** Published reviews with photos (the "Có hình ảnh" filter's count). */
  with_photos: z.number().int(),
})
export type ReviewSummary = z.infer<typeof reviewSummary>

export const reviewReply = z.object({ body: z.string(), replied_at: z.string() })

/** A published review as every visitor sees it. */
export const publicReview = z.object({
  id,
  rating: z.number().int(),
  /** Plain text: shown escaped, line breaks kept. */
  body: z.string(),
  /** The author's name shortened for privacy ("Nguyễn Văn A" → "Nguyễn V. A."). */
  author_name: z.string(),
  /** The variant bought ("Màu: Đen, Kích cỡ: XL"), if any. */
  variant_name: z.string().nullable(),
  /** Always true: only buyers of a delivered order line can review ("Đã mua hàng"). */
  verified_purchase: z.literal(true),
  photos: z.array(mediaImage),
  helpful_count: z.number().int(),
  published_at: z.string(),
  edited: z.boolean(),
  /** The shop's answer. */
  reply: reviewReply.nullable(),
})
export type PublicReview = z.infer<typeof publicReview>

export const productReviewsParams = z.object({ slug: z.string().min(1).max(300) })

/** `GET /products/:slug/reviews`: the published reviews, filtered and sorted, with the summary. */
export const productReviewsQuery = z.object({
  page: queryInt(reviewsMessages.page, 1, PAGE_MAX).default(1),
  star: queryInt(reviewsMessages.star, 1, 5).optional(),
  with_photos: queryBoolean.optional(),
  sort: z.enum(reviewSorts, { error: reviewsMessages.sort }).default('newest'),
})
export type ProductReviewsQuery = z.output<typeof productReviewsQuery>
export type ProductReviewsQueryInput = z.input<typeof productReviewsQuery>

export const productReviewPage = z.object({
  data: z.array(publicReview),
  meta: paginationMeta,
  summary: reviewSummary,
})
export type ProductReviewPage = z.infer<typeof productReviewPage>

/** `GET /products/:slug/reviews/my-votes`: the reviews of this product the caller found helpful. */
export const reviewVotes = z.object({ review_ids: z.array(id) })
export type ReviewVotes = z.infer<typeof reviewVotes>

const reviewBody = z
  .string({ error: reviewsMessages.body })
  .trim()
  .min(REVIEW_BODY_MIN, { error: reviewsMessages.body })
  .max(REVIEW_BODY_MAX, { error: reviewsMessages.body })
const reviewRating = z
  .number({ error: reviewsMessages.rating })
  .int({ error: reviewsMessages.rating })
  .min(1, { error: reviewsMessages.rating })
  .max(5, { error: reviewsMessages.rating })
const reviewImageIds = z
  .array(z.number().int().min(1), { error: reviewsMessages.photoNotFound })
  .max(REVIEW_PHOTOS_MAX, { error: reviewsMessages.photos })

/** Edit a review (once, within REVIEW_EDIT_DAYS): `image_ids` are the caller's uploads, in order. */
export const reviewEditInput = z.object({
  rating: reviewRating,
  body: reviewBody,
  image_ids: reviewImageIds.default([]),
})
export type ReviewEditInput = z.input<typeof reviewEditInput>

/** `POST /products/:slug/reviews`: review the product of one of the caller's delivered order lines. */
export const reviewInput = reviewEditInput.extend({
  order_item_id: z
    .number({ error: reviewsMessages.orderItem })
    .int({ error: reviewsMessages.orderItem })
    .min(1, { error: reviewsMessages.orderItem })
    .max(2_147_483_647, { error: reviewsMessages.orderItem }),
})
export type ReviewInput = z.input<typeof reviewInput>

export const reviewParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

/** The author's own review, with what only they see. */
export const ownReview = publicReview.omit({ published_at: true }).extend({
  status: z.enum(reviewStatuses),
  /** Why a moderator hid it (shown to the author only). */
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  /** Null until first published. */
  published_at: z.string().nullable(),
  /** Whether the one edit is still allowed, and until when. */
  can_edit: z.boolean(),
  edit_until: z.string(),
  /**
   * The uploads behind `photos`, in the same order: an edit sends them back as `image_ids` to keep
   * them. (Added after the first contract, hence optional; the server always sends it.)
   */
  photo_ids: z.array(id).optional(),
})
export type OwnReview = z.infer<typeof ownReview>

/** A line of the caller's delivered orders: reviewable until `review_until`, or reviewed. */
export const reviewableLine = z.object({
  order_item_id: id,
  order_code: z.string(),
  /** Null when the product no longer exists. */
  product: z
    .object({ id, slug: z.string(), name: z.string(), image: mediaImage.nullable() })
    .nullable(),
  name: z.string(),
  variant_name: z.string().nullable(),
  delivered_at: z.string(),
  review_until: z.string(),
  /** Whether a review may still be written (not reviewed, within the window, product exists). */
  can_review: z.boolean(),
  review: ownReview.nullable(),
})
export type ReviewableLine = z.infer<typeof reviewableLine>

/** `GET /my/reviews`: the caller's delivered lines, the ones still to review first. */
export const ownReviewsQuery = z.object({
  page: queryInt(reviewsMessages.page, 1, PAGE_MAX).default(1),
  order: z.string().trim().max(40).optional(),
})
export const reviewableLinePage = z.object({ data: z.array(reviewableLine), meta: paginationMeta })
export type ReviewableLinePage = z.infer<typeof reviewableLinePage>

export const reviewHelpfulAnswer = z.object({ helpful_count: z.number().int(), voted: z.boolean() })
export type ReviewHelpfulAnswer = z.infer<typeof reviewHelpfulAnswer>

export const reviewReportRequest = z.object({
  reason: z
    .string({ error: reviewsMessages.reportReason })
    .trim()
    .min(5, { error: reviewsMessages.reportReason })
    .max(REVIEW_REPORT_REASON_MAX, { error: reviewsMessages.reportReason }),
})
export type ReviewReportRequest = z.input<typeof reviewReportRequest>

// The back office (`review:moderate`).

export const adminReviewsQuery = z.object({
  tab: z.enum(adminReviewTabs, { error: reviewsMessages.tab }).default('pending'),
  q: searchText.optional(),
  rating: queryInt(reviewsMessages.star, 1, 5).optional(),
  page: queryInt(reviewsMessages.page, 1, PAGE_MAX).default(1),
})
export type AdminReviewsQuery = z.output<typeof adminReviewsQuery>
export type AdminReviewsQueryInput = z.input<typeof adminReviewsQuery>

export const adminReview = z.object({
  id,
  product: z.object({ id, name: z.string(), slug: z.string() }),
  author: z.object({ id, name: z.string(), email: z.string() }),
  order_code: z.string(),
  variant_name: z.string().nullable(),
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(mediaImage),
  status: z.enum(reviewStatuses),
  held_for: z.enum(reviewHeldFor).nullable(),
  hidden_reason: z.string().nullable(),
  helpful_count: z.number().int(),
  reply: reviewReply.nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  edited_at: z.string().nullable(),
  /** The open reports' reasons, newest first. */
  open_reports: z.array(z.object({ reason: z.string(), created_at: z.string() })),
})
export type AdminReview = z.infer<typeof adminReview>

export const adminReviewPage = z.object({
  data: z.array(adminReview),
  meta: paginationMeta,
  /** How many reviews each tab holds. */
  counts: z.record(z.enum(adminReviewTabs), z.number().int()),
})
export type AdminReviewPage = z.infer<typeof adminReviewPage>

export const adminReviewHideRequest = z.object({
  reason: z
    .string({ error: reviewsMessages.hideReason })
    .trim()
    .min(1, { error: reviewsMessages.hideReason })
    .max(REVIEW_HIDE_REASON_MAX, { error: reviewsMessages.hideReason }),
})
export type AdminReviewHideRequest = z.input<typeof adminReviewHideRequest>

export const adminReviewReplyRequest = z.object({
  body: z
    .string({ error: reviewsMessages.reply })
    .trim()
    .min(1, { error: reviewsMessages.reply })
    .max(REVIEW_REPLY_MAX, { error: reviewsMessages.reply }),
})
export type AdminReviewReplyRequest = z.input<typeof adminReviewReplyRequest>
