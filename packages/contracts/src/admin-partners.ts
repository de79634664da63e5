import './locale.ts'

import { z } from 'zod'

import {
  adminPartnerTabs,
  adminPartnersMessages as m,
  PARTNER_REJECT_REASON_MAX,
  partnerApplicationStatuses,
} from './admin-partners.constants.ts'
import { queryInt, searchText } from './catalog-query.ts'
import { PAGE_MAX } from './catalog-query.constants.ts'
import { paginationMeta } from './pagination.ts'

export * from './admin-partners.constants.ts'

const id = z.number().int()
const MAX_ID = 2_147_483_647

export const adminPartnerParams = z.object({
  id: z.coerce
    .number({ error: m.notFound })
    .int({ error: m.notFound })
    .min(1, { error: m.notFound })
    .max(MAX_ID, { error: m.notFound }),
})

/**
 * `GET /admin/partner-applications`: by status; pending oldest first (the longest waiting on top),
 * the others newest first. `q` matches the shop, the contact, the phone and the email, ignoring
 * diacritics.
 */
export const adminPartnersQuery = z.object({
  status: z.enum(adminPartnerTabs, { error: m.tab }).default('pending'),
  q: searchText.optional(),
  page: queryInt(m.page, 1, PAGE_MAX).default(1),
})
export type AdminPartnersQuery = z.output<typeof adminPartnersQuery>
export type AdminPartnersQueryInput = z.input<typeof adminPartnersQuery>

export const adminPartnerApplication = z.object({
  id,
  shop_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  province: z.object({ code: z.string(), name: z.string() }).nullable(),
  message: z.string().nullable(),
  status: z.enum(partnerApplicationStatuses),
  /** The applicant's account: the one they were signed in with, or a verified one with the email. */
  account: z.object({ id, name: z.string(), email: z.string() }).nullable(),
  /** The shop opened by the approval. */
  store: z.object({ id, name: z.string(), slug: z.string() }).nullable(),
  /** Plain text: the reason the applicant was told. */
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
})
export type AdminPartnerApplication = z.infer<typeof adminPartnerApplication>

export const adminPartnerPage = z.object({
  data: z.array(adminPartnerApplication),
  meta: paginationMeta,
  /** How many applications each tab holds under the same search. */
  counts: z.record(z.enum(adminPartnerTabs), z.number().int()),
})
export type AdminPartnerPage = z.infer<typeof adminPartnerPage>

export const adminPartnerRejectRequest = z.object({
  reason: z
    .string({ error: m.rejectReason })
    .trim()
    .min(1, { error: m.rejectReason })
    .max(PARTNER_REJECT_REASON_MAX, { error: m.rejectReason }),
})
export type AdminPartnerRejectRequest = z.input<typeof adminPartnerRejectRequest>
