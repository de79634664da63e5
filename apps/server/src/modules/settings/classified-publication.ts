import { type ClassifiedPublicationMode, DEFAULT_CLASSIFIED_PUBLICATION } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { loadSettingsRow } from './settings-row.ts'

/** How new ads go up (`website_settings.classified_publication`); the default before the seed. */
export async function getClassifiedPublication(db: Db): Promise<ClassifiedPublicationMode> {
  const row = await loadSettingsRow(db)
  return row?.classified_publication ?? DEFAULT_CLASSIFIED_PUBLICATION
}
