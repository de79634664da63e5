import './locale.ts'

import { z } from 'zod'

import { phone } from './auth.ts'
import { mediaImage } from './catalog.ts'
import { queryBoolean, queryInt, querySlug, searchText } from './catalog-query.ts'
import { catalogQueryMessages, PAGE_MAX } from './catalog-query.constants.ts'
import {
  AD_BODY_HTML_MAX,
  AD_IMAGES_MAX,
  AD_PRICE_MAX,
  AD_REPORT_REASON_MAX,
  AD_TITLE_MAX,
  AD_TITLE_MIN,
  CLASSIFIEDS_PER_PAGE_DEFAULT,
  CLASSIFIEDS_PER_PAGE_MAX,
  classifiedSorts,
  classifiedsMessages,
  classifiedStatuses,
} from './classifieds.constants.ts'
import { paginated } from './pagination.ts'

export * from './classifieds.constants.ts'

/**
 * `GET /classified-ads`: live ads (published, not expired), last pushed up first by default.
 * `q` matches title and body ignoring diacritics and case.
 */
export const classifiedListQuery = z
  .object({
    page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
    per_page: queryInt(classifiedsMessages.perPage, 1, CLASSIFIEDS_PER_PAGE_MAX).default(
      CLASSIFIEDS_PER_PAGE_DEFAULT,
    ),
    sort: z.enum(classifiedSorts, { error: classifiedsMessages.sort }).optional(),
    topic: querySlug(classifiedsMessages.topic).optional(),
    /** Province GSO code, two digits. */
    province: z
      .string({ error: classifiedsMessages.province })
      .regex(/^\d{2}$/, { error: classifiedsMessages.province })
      .optional(),
    // Ads go up to a house's price, far above the shop's product prices.
    price_min: queryInt(catalogQueryMessages.priceMin, 0, AD_PRICE_MAX).optional(),
    price_max: queryInt(catalogQueryMessages.priceMax, 0, AD_PRICE_MAX).optional(),
    has_image: queryBoolean.optional(),
    q: searchText.optional(),
  })
  .refine(
    (v) => v.price_min === undefined || v.price_max === undefined || v.price_min <= v.price_max,
    { error: catalogQueryMessages.priceRange, path: ['price_max'] },
  )
export type ClassifiedListQuery = z.output<typeof classifiedListQuery>
export type ClassifiedListQueryInput = z.input<typeof classifiedListQuery>

const topicRef = z.object({ name: z.string(), slug: z.string() })

/** A live ad in a list (published, not expired): its page is `/tin-rao-vat/{slug}`. */
export const classifiedAdSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Đồng; null: "Thỏa thuận" (negotiable). */
  price: z.number().int().nullable(),
  province_name: z.string().nullable(),
  topic: topicRef,
  image: mediaImage.nullable(),
  image_count: z.number().int(),
  /** When it was posted or last pushed up ("đẩy tin"); lists sort by it. ISO 8601. */
  bumped_at: z.string(),
})
export type ClassifiedAdSummary = z.infer<typeof classifiedAdSummary>

export const classifiedAdList = paginated(classifiedAdSummary)
export type ClassifiedAdList = z.infer<typeof classifiedAdList>

export const classifiedAdParams = z.object({ slug: z.string().min(1).max(300) })

/**
 * `GET /classified-ads/:slug`: a live ad. The phone number is not here: it is revealed by
 * `POST /classified-ads/:slug/phone`, so that it is never in the page's HTML for scrapers.
 */
export const classifiedAdDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  price: z.number().int().nullable(),
  topic: topicRef,
  province: z.object({ code: z.string(), name: z.string() }),
  ward: z.object({ code: z.string(), name: z.string() }).nullable(),
  images: z.array(mediaImage),
  seller: z.object({ name: z.string(), member_since: z.string() }),
  /** `0912 345 ***`: enough to recognise, not to call. */
  phone_masked: z.string(),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  bumped_at: z.string(),
  expires_at: z.string(),
  /** The signed-in viewer owns this ad (they may edit it, not report it). */
  is_owner: z.boolean(),
  /**
   * Only the owner sees an ad that is not live (`pending`: "Chờ duyệt"); others get a 404.
   * (Added after the first contract, hence optional; the server always sends it.)
   */
  status: z.enum(classifiedStatuses).optional(),
  /** To its owner: a moderator hid it, so only a moderator shows it again (false for others). */
  hidden_by_moderator: z.boolean().optional(),
  seller_other_ads: z.array(classifiedAdSummary),
})
export type ClassifiedAdDetail = z.infer<typeof classifiedAdDetail>

export const classifiedPhone = z.object({ phone: z.string() })
export type ClassifiedPhone = z.infer<typeof classifiedPhone>

export const classifiedReportRequest = z.object({
  reason: z
    .string({ error: classifiedsMessages.reportReason })
    .trim()
    .min(5, { error: classifiedsMessages.reportReason })
    .max(AD_REPORT_REASON_MAX, { error: classifiedsMessages.reportReason }),
})
export type ClassifiedReportRequest = z.input<typeof classifiedReportRequest>

/** `GET /classified-topics`: every topic (by position) with its live ad count. */
export const classifiedTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  ad_count: z.number().int(),
})
export type ClassifiedTopic = z.infer<typeof classifiedTopic>
export const classifiedTopicList = z.object({ data: z.array(classifiedTopic) })
export type ClassifiedTopicList = z.infer<typeof classifiedTopicList>

// ---- The owner's side: /my-account/manage-classifieds ----

export const ownClassifiedListQuery = z.object({
  page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
  per_page: queryInt(classifiedsMessages.perPage, 1, CLASSIFIEDS_PER_PAGE_MAX).default(
    CLASSIFIEDS_PER_PAGE_DEFAULT,
  ),
  status: z.enum(classifiedStatuses, { error: classifiedsMessages.status }).optional(),
})
export type OwnClassifiedListQuery = z.output<typeof ownClassifiedListQuery>

/** One of the signed-in customer's ads, whatever its status. */
export const ownClassifiedAd = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  price: z.number().int().nullable(),
  topic: topicRef,
  province_name: z.string().nullable(),
  image: mediaImage.nullable(),
  status: z.enum(classifiedStatuses),
  /** Why a moderator rejected or hid the ad; a rejected ad edited and saved is resubmitted. */
  moderation_note: z.string().nullable(),
  /**
   * Hidden by a moderator: its owner cannot show or renew it. (Added after the first contract,
   * hence optional; the server always sends it.)
   */
  hidden_by_moderator: z.boolean().optional(),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  bumped_at: z.string(),
  expires_at: z.string(),
})
export type OwnClassifiedAd = z.infer<typeof ownClassifiedAd>
export const ownClassifiedAdList = paginated(ownClassifiedAd)
export type OwnClassifiedAdList = z.infer<typeof ownClassifiedAdList>

export const ownClassifiedParams = z.object({
  id: z.coerce
    .number({ error: classifiedsMessages.adNotFound })
    .int({ error: classifiedsMessages.adNotFound })
    .min(1, { error: classifiedsMessages.adNotFound })
    .max(2_147_483_647, { error: classifiedsMessages.adNotFound }),
})

/** An uploaded picture: `POST /uploads/images` (multipart field `file`). */
export const uploadedImage = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type UploadedImage = z.infer<typeof uploadedImage>

/**
 * Create or replace an ad. `price` null means negotiable. `image_ids` are uploads of the same
 * customer, in display order. `body` is HTML from the editor; the server sanitises it.
 */
export const classifiedAdInput = z.object({
  title: z
    .string({ error: classifiedsMessages.title })
    .trim()
    .min(1, { error: classifiedsMessages.title })
    .min(AD_TITLE_MIN, { error: classifiedsMessages.titleLength })
    .max(AD_TITLE_MAX, { error: classifiedsMessages.titleLength }),
  topic_id: z
    .number({ error: classifiedsMessages.topicRequired })
    .int({ error: classifiedsMessages.topicRequired })
    .min(1, { error: classifiedsMessages.topicRequired }),
  price: z
    .number({ error: classifiedsMessages.priceRequired })
    .int({ error: classifiedsMessages.price })
    .min(0, { error: classifiedsMessages.price })
    .max(AD_PRICE_MAX, { error: classifiedsMessages.price })
    .nullable(),
  province_code: z
    .string({ error: classifiedsMessages.provinceRequired })
    .regex(/^\d{2}$/, { error: classifiedsMessages.provinceRequired }),
  ward_code: z
    .string({ error: classifiedsMessages.ward })
    .regex(/^\d{5}$/, { error: classifiedsMessages.ward })
    .nullable(),
  contact_name: z
    .string({ error: classifiedsMessages.contactName })
    .trim()
    .min(2, { error: classifiedsMessages.contactName })
    .max(100, { error: classifiedsMessages.contactName }),
  contact_phone: phone,
  body: z
    .string({ error: classifiedsMessages.body })
    .min(1, { error: classifiedsMessages.body })
    .max(AD_BODY_HTML_MAX, { error: classifiedsMessages.bodyTooLong }),
  image_ids: z
    .array(z.number().int().min(1), { error: classifiedsMessages.imageNotFound })
    .max(AD_IMAGES_MAX, { error: classifiedsMessages.images }),
})
export type ClassifiedAdInput = z.input<typeof classifiedAdInput>

/** `GET /my/classified-ads/:id`: everything the edit form needs. */
export const ownClassifiedAdDetail = ownClassifiedAd.extend({
  body: z.string(),
  topic_id: z.number().int(),
  province_code: z.string(),
  ward_code: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  images: z.array(uploadedImage),
})
export type OwnClassifiedAdDetail = z.infer<typeof ownClassifiedAdDetail>
