import { partnerApplicationRequest } from '@phiencho/contracts'

import type { ApiClient } from '../../lib/api-client'
import { type FormErrors, fromIssues, fromSubmitError } from '../../lib/form-errors'
import { applyAsPartner } from './api/apply-as-partner'

export const PARTNER_FIELDS = [
  'shop_name',
  'contact_name',
  'phone',
  'email',
  'province_code',
  'message',
] as const

export type PartnerFormResult =
  { ok: true; message: string } | { ok: false; errors: FormErrors; values: Record<string, string> }

/**
 * The route action behind the form when it is sent before the page's JavaScript runs: the same
 * schema and the same API call as the hydrated form, answered with the page.
 */
export async function submitPartnerForm(
  api: ApiClient,
  form: FormData,
): Promise<PartnerFormResult> {
  const values: Record<string, string> = {}
  for (const field of PARTNER_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  const parsed = partnerApplicationRequest.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fromIssues(parsed.error.issues), values }
  try {
    const answer = await applyAsPartner(api, parsed.data)
    return { ok: true, message: answer.message }
  } catch (error) {
    return { ok: false, errors: fromSubmitError(error, PARTNER_FIELDS), values }
  }
}
