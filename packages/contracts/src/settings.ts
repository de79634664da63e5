import './locale.ts'

import { z } from 'zod'

export { DEFAULT_FAVICON } from './settings.constants.ts'

export const websiteSettings = z.object({
  site_name: z.string(),
  site_description: z.string(),
  favicon: z.string().nullable(),
  logo: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  address: z.string().nullable(),
  social_links: z.object({
    facebook: z.string().nullable(),
    zalo: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  free_shipping_threshold: z.number().int(),
})
export type WebsiteSettings = z.infer<typeof websiteSettings>

/** `GET /api/v1/build`: the id of the web build being served; the client reloads when it changes. */
export const buildInfo = z.object({ build_id: z.string() })
export type BuildInfo = z.infer<typeof buildInfo>
