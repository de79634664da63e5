import {
  type AdminSettings,
  bankDisplayName,
  mediaUrl,
  messages,
  napasBankByBin,
  paymentMethods,
  type Permission,
  settingsFieldGroups,
  settingsGroupPermissions,
  type SettingsGroup,
  settingsMessages,
  type UpdateSettingsRequest,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError, HttpError } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { storedPicturesAt } from '../uploads/index.ts'
import {
  findWebsiteSettings,
  lockWebsiteSettings,
  updateWebsiteSettingsRow,
  type WebsiteSettingsChange,
  type WebsiteSettingsRow,
} from './settings.repository.ts'

const GROUPS = Object.keys(settingsFieldGroups) as SettingsGroup[]

/** The groups of settings a holder of these permissions reads and changes. */
export function settingsGroupsOf(granted: ReadonlySet<Permission>): SettingsGroup[] {
  return GROUPS.filter((group) => granted.has(settingsGroupPermissions[group]))
}

const groupOf = (field: string): SettingsGroup =>
  GROUPS.find((group) => (settingsFieldGroups[group] as readonly string[]).includes(field))!

function answer(row: WebsiteSettingsRow | undefined, groups: SettingsGroup[]): AdminSettings {
  const may = (group: SettingsGroup) => groups.includes(group)
  return {
    website:
      may('website') && row
        ? {
            site_name: row.site_name,
            site_description: row.site_description,
            favicon: row.favicon,
            favicon_url: row.favicon && mediaUrl(row.favicon),
            logo: row.logo,
            logo_url: row.logo && mediaUrl(row.logo),
            contact_phone: row.contact_phone,
            contact_email: row.contact_email,
            address: row.address,
            facebook_url: row.facebook_url,
            zalo_url: row.zalo_url,
            youtube_url: row.youtube_url,
            business_registration_number: row.business_registration_number,
            classified_publication: row.classified_publication,
          }
        : null,
    commerce:
      may('commerce') && row
        ? {
            free_shipping_threshold: row.free_shipping_threshold,
            shipping_fees: row.shipping_fees,
            express_shipping_fees: row.express_shipping_fees,
            payment_methods: paymentMethods.filter((m) => row.payment_methods.includes(m)),
          }
        : null,
    bank:
      may('bank') && row
        ? {
            bank_bin: row.bank_bin,
            bank_name: row.bank_name,
            bank_account_number: row.bank_account_number,
            bank_account_name: row.bank_account_name,
          }
        : null,
    updated_at: row?.updated_at.toISOString() ?? null,
  }
}

/** The settings the caller may edit; 403 for staff who may edit none. */
export async function getAdminSettings(
  db: Db,
  granted: ReadonlySet<Permission>,
): Promise<AdminSettings> {
  const groups = settingsGroupsOf(granted)
  if (groups.length === 0) throw new HttpError(403, messages.forbidden)
  return answer(await findWebsiteSettings(db), groups)
}

/** The permissions a change needs, one per group of the fields it sends. */
export function permissionsFor(input: UpdateSettingsRequest): Permission[] {
  const needed = new Set(
    Object.keys(input).map((field) => settingsGroupPermissions[groupOf(field)]),
  )
  return [...needed]
}

/**
 * Changes the fields sent, in `tx`, with its audit row (`settings.update`, the changed fields).
 * A field of a group the caller may not change refuses the whole change (403) before anything is
 * read. The caller announces `settings` on the change bus once `tx` commits.
 */
export async function updateSettings(
  tx: Db,
  caller: { granted: ReadonlySet<Permission>; audit: AuditContext },
  input: UpdateSettingsRequest,
): Promise<AdminSettings> {
  const needed = permissionsFor(input)
  if (needed.some((permission) => !caller.granted.has(permission))) {
    throw new HttpError(403, messages.forbidden)
  }
  for (const field of ['favicon', 'logo'] as const) {
    const path = input[field]
    if (path && (await storedPicturesAt(tx, [path])).length === 0) {
      throw fieldError(field, settingsMessages.image)
    }
  }
  const row = await lockWebsiteSettings(tx)
  const { bank_bin: bin, ...rest } = input
  const change: WebsiteSettingsChange = { ...rest }
  if (bin !== undefined) {
    change.bank_bin = bin
    change.bank_name = bankDisplayName(napasBankByBin(bin)!)
  }
  const updated = await updateWebsiteSettingsRow(tx, row.id, change)
  const fields = Object.keys(change) as Array<keyof WebsiteSettingsChange>
  const pick = (source: WebsiteSettingsRow) =>
    Object.fromEntries(fields.map((field) => [field, source[field]]))
  await recordAudit(
    tx,
    { ...caller.audit, permission: needed.join(',') },
    {
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'website',
      before: pick(row),
      after: pick(updated),
    },
  )
  return answer(updated, settingsGroupsOf(caller.granted))
}
