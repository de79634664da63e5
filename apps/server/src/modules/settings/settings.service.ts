import type { WebsiteSettings } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { findWebsiteSettings } from './settings.repository.ts'

const DEFAULTS: WebsiteSettings = {
  site_name: 'Phiên Chợ',
  site_description: 'Mua sắm trực tuyến, tin tức và rao vặt',
  favicon: null,
  logo: null,
  contact_phone: null,
  contact_email: null,
  address: null,
  social_links: { facebook: null, zalo: null, youtube: null },
  free_shipping_threshold: 0,
}

// Every page render reads the settings; a few seconds of staleness is what the client accepts anyway.
const TTL_MS = 5_000
const cache = new WeakMap<Db, { value: WebsiteSettings; expiresAt: number }>()

export async function getWebsiteSettings(db: Db): Promise<WebsiteSettings> {
  const hit = cache.get(db)
  if (hit && hit.expiresAt > Date.now()) return hit.value
  const row = await findWebsiteSettings(db)
  const value: WebsiteSettings = row
    ? {
        site_name: row.site_name,
        site_description: row.site_description,
        favicon: row.favicon,
        logo: row.logo,
        contact_phone: row.contact_phone,
        contact_email: row.contact_email,
        address: row.address,
        social_links: { facebook: row.facebook_url, zalo: row.zalo_url, youtube: row.youtube_url },
        free_shipping_threshold: row.free_shipping_threshold,
      }
    : DEFAULTS
  cache.set(db, { value, expiresAt: Date.now() + TTL_MS })
  return value
}

export function clearWebsiteSettingsCache(db: Db) {
  cache.delete(db)
}
