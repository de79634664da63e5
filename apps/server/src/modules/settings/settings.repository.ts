import { eq } from 'drizzle-orm'
import { DEFAULT_SITE_DESCRIPTION, DEFAULT_SITE_NAME } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { website_settings } from './settings.tables.ts'

export type WebsiteSettingsRow = typeof website_settings.$inferSelect
export type WebsiteSettingsChange = Partial<
  Omit<typeof website_settings.$inferInsert, 'id' | 'created_at' | 'updated_at'>
>

export function findWebsiteSettings(db: Db) {
  return db.query.website_settings.findFirst()
}

/**
 * The one settings row, locked for the change (made with the defaults when the shop has none yet:
 * a database migrated but never seeded).
 */
export async function lockWebsiteSettings(tx: Db): Promise<WebsiteSettingsRow> {
  await tx
    .insert(website_settings)
    .values({ site_name: DEFAULT_SITE_NAME, site_description: DEFAULT_SITE_DESCRIPTION })
    .onConflictDoNothing()
  const [row] = await tx.select().from(website_settings).limit(1).for('update')
  return row!
}

export async function updateWebsiteSettingsRow(
  tx: Db,
  id: number,
  change: WebsiteSettingsChange,
): Promise<WebsiteSettingsRow> {
  const [row] = await tx
    .update(website_settings)
    .set(change)
    .where(eq(website_settings.id, id))
    .returning()
  return row!
}
