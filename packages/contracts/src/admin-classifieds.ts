import './locale.ts'

import { z } from 'zod'

import {
  adminClassifiedTabs,
  adminClassifiedsMessages as m,
  CLASSIFIED_BLOCK_REASON_MAX,
  CLASSIFIED_MODERATION_REASON_MAX,
  CLASSIFIED_REPORT_NOTE_MAX,
  CLASSIFIED_TOPIC_DESCRIPTION_MAX,
  CLASSIFIED_TOPIC_ICON_MAX,
  CLASSIFIED_TOPIC_NAME_MAX,
  classifiedReportDecisions,
  classifiedReportOutcomes,
  classifiedReportStatuses,
} from './admin-classifieds.constants.ts'
import { idsInOrder, pathId } from './admin-fields.ts'
import { mediaImage } from './catalog.ts'
import { queryInt, querySlug, searchText } from './catalog-query.ts'
import { PAGE_MAX } from './catalog-query.constants.ts'
import { classifiedStatuses } from './classifieds.constants.ts'
import { paginationMeta } from './pagination.ts'

export * from './admin-classifieds.constants.ts'

const id = z.number().int()

/** Plain text (the server stores it as typed, never as markup); empty after trimming is refused. */
const reason = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message })

export const adminClassifiedAdParams = z.object({ id: pathId(m.adNotFound) })
export const adminClassifiedPosterParams = z.object({ user_id: pathId(m.posterNotFound) })
export const adminClassifiedTopicParams = z.object({ id: pathId(m.topicNotFound) })

// ---- The moderation queue (`classified:moderate`) ----

/**
 * `GET /admin/classified-ads`: by tab; pending and reported oldest first (the longest waiting on
 * top), the others newest first. `q` matches title, body and the poster's name, email or phone,
 * ignoring diacritics.
 */
export const adminClassifiedsQuery = z.object({
  status: z.enum(adminClassifiedTabs, { error: m.tab }).default('pending'),
  q: searchText.optional(),
  topic: querySlug(m.topic).optional(),
  page: queryInt(m.page, 1, PAGE_MAX).default(1),
})
export type AdminClassifiedsQuery = z.output<typeof adminClassifiedsQuery>
export type AdminClassifiedsQueryInput = z.input<typeof adminClassifiedsQuery>

/** The poster of an ad and their record, for the moderator's judgement. */
export const adminClassifiedPoster = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Ads that went up (published, hidden or expired since). */
  approved_count: z.number().int(),
  rejected_count: z.number().int(),
  /** Null unless blocked from posting. */
  block: z.object({ reason: z.string(), blocked_at: z.string() }).nullable(),
})
export type AdminClassifiedPoster = z.infer<typeof adminClassifiedPoster>

export const adminClassifiedAd = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  /** Đồng; null: "Thỏa thuận". */
  price: z.number().int().nullable(),
  topic: z.object({ id, name: z.string(), slug: z.string() }),
  province_name: z.string().nullable(),
  image: mediaImage.nullable(),
  image_count: z.number().int(),
  status: z.enum(classifiedStatuses),
  /** A published or hidden ad whose time ran out. */
  is_expired: z.boolean(),
  /** Hidden by a moderator (its owner cannot show it again), not by its owner. */
  hidden_by_moderator: z.boolean(),
  /** Why it was rejected or hidden, as its owner reads it. */
  moderation_note: z.string().nullable(),
  open_report_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  bumped_at: z.string(),
  expires_at: z.string(),
  poster: adminClassifiedPoster,
})
export type AdminClassifiedAd = z.infer<typeof adminClassifiedAd>

export const adminClassifiedPage = z.object({
  data: z.array(adminClassifiedAd),
  meta: paginationMeta,
  /** How many ads each tab holds (with the same `q` and `topic`). */
  counts: z.record(z.enum(adminClassifiedTabs), z.number().int()),
})
export type AdminClassifiedPage = z.infer<typeof adminClassifiedPage>

/** A report on an ad, as the back office shows it. */
export const adminClassifiedReport = z.object({
  id,
  reason: z.string(),
  /** Null when the reporter's account is gone. */
  reporter: z.object({ id, name: z.string() }).nullable(),
  status: z.enum(classifiedReportStatuses),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  outcome: z.enum(classifiedReportOutcomes).nullable(),
  /** The moderator's note on closing it. */
  note: z.string().nullable(),
})
export type AdminClassifiedReport = z.infer<typeof adminClassifiedReport>

/** `GET /admin/classified-ads/:id` and the answer of every action on an ad. */
export const adminClassifiedAdDetail = adminClassifiedAd.extend({
  /** Sanitised HTML. */
  body: z.string(),
  images: z.array(mediaImage),
  ward_name: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** Every report, open first, then newest first. */
  reports: z.array(adminClassifiedReport),
})
export type AdminClassifiedAdDetail = z.infer<typeof adminClassifiedAdDetail>

/** `POST …/reject`: a reason from `classifiedRejectReasons` or the moderator's own words. */
export const adminClassifiedRejectRequest = z.object({
  reason: reason(CLASSIFIED_MODERATION_REASON_MAX, m.rejectReason),
})
export type AdminClassifiedRejectRequest = z.input<typeof adminClassifiedRejectRequest>

/** `POST …/hide`: a reason from `classifiedHideReasons` or the moderator's own words. */
export const adminClassifiedHideRequest = z.object({
  reason: reason(CLASSIFIED_MODERATION_REASON_MAX, m.hideReason),
})
export type AdminClassifiedHideRequest = z.input<typeof adminClassifiedHideRequest>

export const adminClassifiedBlockRequest = z.object({
  reason: reason(CLASSIFIED_BLOCK_REASON_MAX, m.blockReason),
})
export type AdminClassifiedBlockRequest = z.input<typeof adminClassifiedBlockRequest>

// ---- The reports inbox (`report:handle`) ----

export const adminClassifiedReportsQuery = z.object({
  status: z.enum(classifiedReportStatuses, { error: m.reportStatus }).default('open'),
  page: queryInt(m.page, 1, PAGE_MAX).default(1),
})
export type AdminClassifiedReportsQuery = z.output<typeof adminClassifiedReportsQuery>
export type AdminClassifiedReportsQueryInput = z.input<typeof adminClassifiedReportsQuery>

/** An ad with its reports of the status asked for (open: the longest waiting first). */
export const adminClassifiedReportGroup = z.object({
  ad: z.object({
    id,
    slug: z.string(),
    title: z.string(),
    status: z.enum(classifiedStatuses),
    hidden_by_moderator: z.boolean(),
    topic: z.object({ id, name: z.string(), slug: z.string() }),
    image: mediaImage.nullable(),
    poster: z.object({ id, name: z.string() }),
  }),
  reports: z.array(adminClassifiedReport),
})
export type AdminClassifiedReportGroup = z.infer<typeof adminClassifiedReportGroup>

export const adminClassifiedReportPage = z.object({
  data: z.array(adminClassifiedReportGroup),
  /** Counts ads (groups), not reports. */
  meta: paginationMeta,
  /** How many reports each status holds. */
  counts: z.record(z.enum(classifiedReportStatuses), z.number().int()),
})
export type AdminClassifiedReportPage = z.infer<typeof adminClassifiedReportPage>

/**
 * `POST /admin/classified-ads/:id/reports/handle`: closes every open report of the ad, resolved
 * (optionally hiding the ad, with a reason its owner reads) or dismissed; each reporter is told.
 */
export const adminClassifiedReportsHandleRequest = z
  .object({
    decision: z.enum(classifiedReportDecisions, { error: m.reportDecision }),
    hide_ad: z.boolean({ error: m.reportDecision }).default(false),
    hide_reason: reason(CLASSIFIED_MODERATION_REASON_MAX, m.hideReason).optional(),
    note: z
      .string({ error: m.reportNote })
      .trim()
      .max(CLASSIFIED_REPORT_NOTE_MAX, { error: m.reportNote })
      .optional(),
  })
  .refine((body) => !body.hide_ad || body.decision === 'resolve', {
    error: m.hideOnlyWhenResolving,
    path: ['hide_ad'],
  })
  .refine((body) => !body.hide_ad || body.hide_reason !== undefined, {
    error: m.hideReason,
    path: ['hide_reason'],
  })
export type AdminClassifiedReportsHandleRequest = z.input<
  typeof adminClassifiedReportsHandleRequest
>

// ---- The topics editor (`topic:write`) ----

export const adminClassifiedTopic = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  position: z.number().int(),
  /** A hidden topic is neither offered to shoppers nor listed with its ads. */
  is_hidden: z.boolean(),
  /** Every ad of the topic, whatever its status; `live_ad_count`: those the public sees. */
  ad_count: z.number().int(),
  live_ad_count: z.number().int(),
})
export type AdminClassifiedTopic = z.infer<typeof adminClassifiedTopic>
export const adminClassifiedTopicList = z.object({ data: z.array(adminClassifiedTopic) })
export type AdminClassifiedTopicList = z.infer<typeof adminClassifiedTopicList>

const topicName = reason(CLASSIFIED_TOPIC_NAME_MAX, m.topicName)
const topicDescription = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: m.topicDescription })
    .trim()
    .max(CLASSIFIED_TOPIC_DESCRIPTION_MAX, { error: m.topicDescription })
    .nullable(),
)
const topicIcon = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: m.topicIcon })
    .trim()
    .max(CLASSIFIED_TOPIC_ICON_MAX, { error: m.topicIcon })
    .regex(/^[a-z0-9-]+$/, { error: m.topicIcon })
    .nullable(),
)

/** `POST /admin/classified-topics`: the slug is made from the name; the topic goes last. */
export const adminClassifiedTopicCreateRequest = z.object({
  name: topicName,
  description: topicDescription.optional(),
  icon: topicIcon.optional(),
})
export type AdminClassifiedTopicCreateRequest = z.input<typeof adminClassifiedTopicCreateRequest>

/** `PATCH /admin/classified-topics/:id`: rename (the slug stays), describe, hide or show. */
export const adminClassifiedTopicUpdateRequest = z
  .object({
    name: topicName,
    description: topicDescription,
    icon: topicIcon,
    is_hidden: z.boolean({ error: m.empty }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: m.empty })
export type AdminClassifiedTopicUpdateRequest = z.input<typeof adminClassifiedTopicUpdateRequest>

/** `PUT /admin/classified-topics/order`: every topic's id, in the new order. */
export const adminClassifiedTopicsOrderRequest = idsInOrder(m.topicIds)
export type AdminClassifiedTopicsOrderRequest = z.input<typeof adminClassifiedTopicsOrderRequest>
