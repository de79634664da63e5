import './locale.ts'

import { z } from 'zod'

import { mediaImage } from './catalog.ts'
import { queryInt } from './catalog-query.ts'
import {
  classifiedsMessages,
  LATEST_CLASSIFIEDS_DEFAULT,
  LATEST_CLASSIFIEDS_MAX,
} from './classifieds.constants.ts'

export {
  classifiedsMessages,
  LATEST_CLASSIFIEDS_DEFAULT,
  LATEST_CLASSIFIEDS_MAX,
} from './classifieds.constants.ts'

export const latestClassifiedsQuery = z.object({
  limit: queryInt(classifiedsMessages.limit, 1, LATEST_CLASSIFIEDS_MAX).default(
    LATEST_CLASSIFIEDS_DEFAULT,
  ),
})
export type LatestClassifiedsQuery = z.output<typeof latestClassifiedsQuery>

/** A live ad in a list (published, not expired): its page is `/tin-rao-vat/{slug}`. */
export const classifiedAdSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Đồng; null: "Thỏa thuận" (negotiable). */
  price: z.number().int().nullable(),
  province_name: z.string().nullable(),
  topic: z.object({ name: z.string(), slug: z.string() }),
  image: mediaImage.nullable(),
  /** When it was posted or last pushed up ("đẩy tin"); lists sort by it. */
  bumped_at: z.string(),
})
export type ClassifiedAdSummary = z.infer<typeof classifiedAdSummary>

export const classifiedAdList = z.object({ data: z.array(classifiedAdSummary) })
export type ClassifiedAdList = z.infer<typeof classifiedAdList>
