import type { AdminSettings } from '@phiencho/contracts'
import { paymentMethods } from '@phiencho/contracts'

import { regions } from './settings-fields'

type Website = NonNullable<AdminSettings['website']>
type Commerce = NonNullable<AdminSettings['commerce']>
type Bank = NonNullable<AdminSettings['bank']>

/** A form's values by name: one text per field, a list for a group of checkboxes. */
export type FormValues = Record<string, string | string[] | undefined>

const text = (values: FormValues, name: string) => {
  const value = values[name]
  return typeof value === 'string' ? value : ''
}

// A stored picture is its path; the upload answers its `/media/` URL.
const picturePath = (value: string | null) => (value ?? '').replace(/^\/media\//, '')

const WEBSITE_TEXTS = [
  'site_name',
  'site_description',
  'contact_phone',
  'contact_email',
  'address',
  'facebook_url',
  'zalo_url',
  'youtube_url',
  'business_registration_number',
] as const

/** The website fields whose value differs from the stored one, as typed (the schema cleans). */
export function websiteChanges(current: Website, values: FormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const name of WEBSITE_TEXTS) {
    const value = text(values, name)
    if (value.trim() !== (current[name] ?? '').trim()) changes[name] = value
  }
  for (const name of ['logo', 'favicon'] as const) {
    const value = text(values, name)
    if (picturePath(value) !== picturePath(current[name])) changes[name] = value
  }
  return changes
}

/** The ad publication mode, when another one is picked. */
export function publicationChanges(current: Website, values: FormValues): Record<string, unknown> {
  const picked = text(values, 'classified_publication')
  return picked && picked !== current.classified_publication
    ? { classified_publication: picked }
    : {}
}

/**
 * An amount of đồng as people type it (`30.000`, `30 000`): a number when it is one, else the
 * text itself so that the schema says what is wrong beside the field.
 */
export function parseAmount(value: string): number | string {
  const digits = value.replace(/[\s.,₫đ]/g, '')
  return /^\d{1,12}$/.test(digits) ? Number(digits) : value
}

function regionFees(values: FormValues, name: string) {
  return Object.fromEntries(
    regions.map(({ key }) => [key, parseAmount(text(values, `${name}.${key}`))]),
  )
}

/** The commerce fields that changed; a region's fee changes the whole table of fees. */
export function commerceChanges(current: Commerce, values: FormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  const threshold = parseAmount(text(values, 'free_shipping_threshold'))
  if (threshold !== current.free_shipping_threshold) changes.free_shipping_threshold = threshold
  for (const name of ['shipping_fees', 'express_shipping_fees'] as const) {
    const fees = regionFees(values, name)
    if (regions.some(({ key }) => fees[key] !== current[name][key])) changes[name] = fees
  }
  const picked = values.payment_methods
  const methods = Array.isArray(picked) ? picked : picked ? [picked] : []
  const ordered = paymentMethods.filter((method) => methods.includes(method))
  if (
    ordered.length !== methods.length ||
    ordered.join() !== paymentMethods.filter((m) => current.payment_methods.includes(m)).join()
  ) {
    changes.payment_methods = methods
  }
  return changes
}

const BANK_FIELDS = ['bank_bin', 'bank_account_number', 'bank_account_name'] as const

/** The bank fields that changed. */
export function bankChanges(current: Bank, values: FormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const name of BANK_FIELDS) {
    const value = text(values, name)
    if (value.trim() !== (current[name] ?? '')) changes[name] = value
  }
  return changes
}

/** A form's values by name, checkbox groups as lists. */
export function readFormValues(form: HTMLFormElement): FormValues {
  const data = new FormData(form)
  const values: FormValues = {}
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).filter((value): value is string => typeof value === 'string')
    values[key] = key === 'payment_methods' ? all : all[0]
  }
  return values
}
