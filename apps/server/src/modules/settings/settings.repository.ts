import type { Db } from '../../db/client.ts'

export function findWebsiteSettings(db: Db) {
  return db.query.website_settings.findFirst()
}
