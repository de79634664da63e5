import { messages } from '@phiencho/contracts'

import { isApiError } from './api-error'

/** One message per field, the first one: what is shown beside the field. */
export type FieldMessages = Record<string, string>

export interface FormErrors {
  fields: FieldMessages
  /** Shown above the form: a failure that belongs to no field of it. */
  alert: string | null
}

export const NO_ERRORS: FormErrors = { fields: {}, alert: null }

interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/** Client-side validation result (zod issues) in the form's shape. */
export function fromIssues(issues: readonly Issue[]): FormErrors {
  const fields: FieldMessages = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    fields[key] ??= issue.message
  }
  const { _: general, ...rest } = fields
  return { fields: rest, alert: general ?? null }
}

/** The server's answer to a failed submit: 422 errors go beside their fields. */
export function fromSubmitError(error: unknown, formFields: readonly string[]): FormErrors {
  if (!isApiError(error)) return { fields: {}, alert: messages.serverError }
  if (error.status === 429) return { fields: {}, alert: tooManyAttempts(error.retryAfter) }
  if (error.status === 422) {
    const fields: FieldMessages = {}
    const elsewhere: string[] = []
    for (const [field, list] of Object.entries(error.errors)) {
      const message = list[0]
      if (!message) continue
      if (formFields.includes(field)) fields[field] = message
      else elsewhere.push(message)
    }
    const alert = elsewhere.length
      ? elsewhere.join(' ')
      : Object.keys(fields).length
        ? null
        : error.message
    return { fields, alert }
  }
  return { fields: {}, alert: error.message }
}

/** "Bạn thao tác quá nhiều lần. Vui lòng thử lại sau 45 giây." */
export function tooManyAttempts(retryAfterSeconds: number | null): string {
  if (!retryAfterSeconds) return messages.tooManyRequests
  const wait =
    retryAfterSeconds >= 120
      ? `${Math.ceil(retryAfterSeconds / 60)} phút`
      : `${retryAfterSeconds} giây`
  return `${messages.tooManyRequests.replace(/\.$/, '')} ${wait}.`
}
