import {
  DEFAULT_SITE_DESCRIPTION,
  DEFAULT_SITE_NAME,
  mediaUrl,
  type WebsiteSettings,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { forgetSettingsRow, loadSettingsRow } from './settings-row.ts'

const DEFAULTS: WebsiteSettings = {
  site_name: DEFAULT_SITE_NAME,
  site_description: DEFAULT_SITE_DESCRIPTION,
  favicon: null,
  logo: null,
  contact_phone: null,
  contact_email: null,
  address: null,
  social_links: { facebook: null, zalo: null, youtube: null },
  free_shipping_threshold: 0,
}

export async function getWebsiteSettings(db: Db): Promise<WebsiteSettings> {
  const row = await loadSettingsRow(db)
  return row
    ? {
        site_name: row.site_name,
        site_description: row.site_description,
        // Stored as the uploaded picture's path (a full URL is kept as it is).
        favicon: row.favicon && mediaUrl(row.favicon),
        logo: row.logo && mediaUrl(row.logo),
        contact_phone: row.contact_phone,
        contact_email: row.contact_email,
        address: row.address,
        social_links: { facebook: row.facebook_url, zalo: row.zalo_url, youtube: row.youtube_url },
        free_shipping_threshold: row.free_shipping_threshold,
      }
    : DEFAULTS
}

export function clearWebsiteSettingsCache(db: Db) {
  forgetSettingsRow(db)
}
