import {
  AD_BODY_TEXT_MIN,
  classifiedAdInput,
  type ClassifiedAdInput,
  classifiedsMessages,
} from '@phiencho/contracts'

import { ApiError, type FieldErrors, isApiError } from '../../lib/api-error'

/** Shown beside the pictures when the form is sent while some are still uploading. */
export const IMAGES_UPLOADING_MESSAGE = 'Vui lòng chờ ảnh tải lên xong.'

/** `"1.250.000"` → `1250000`; nothing typed → null. Everything but digits is ignored. */
export function parsePriceText(text: string): number | null {
  const digits = text.replace(/\D/g, '')
  return digits ? Number(digits) : null
}

/** `"1250000"` → `"1.250.000"`, as Vietnamese prices are written. */
export function groupThousands(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '')
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/**
 * Re-groups the price as it is typed and keeps the caret after the same digit it followed, so an
 * edit in the middle of `1.250.000` does not throw the caret to the end.
 */
export function reformatPriceInput(value: string, caret: number): { text: string; caret: number } {
  const digitsBeforeCaret = value.slice(0, caret).replace(/\D/g, '').length
  const digits = value.replace(/\D/g, '')
  const text = groupThousands(digits)
  // Leading zeros dropped by the grouping shift the digits the caret counts.
  const dropped = digits.length - text.replace(/\D/g, '').length
  let remaining = Math.max(0, digitsBeforeCaret - dropped)
  let position = 0
  while (remaining > 0 && position < text.length) {
    if (/\d/.test(text[position]!)) remaining--
    position++
  }
  return { text, caret: position }
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"' }

/** Visible characters of the editor's HTML, as the server counts them for the minimum length. */
export function bodyTextLength(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#') ? 'x' : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim()
  return text.length
}

type FormValues = Record<string, unknown>

/** The contract's input before validation: `price` is undefined when neither box was filled. */
export type AdFormInput = Omit<ClassifiedAdInput, 'price' | 'topic_id'> & {
  price: number | null | undefined
  topic_id: number | undefined
}

/** Hidden inputs of the picture field: the uploaded ids in order, and how many are on their way. */
export const IMAGE_IDS_FIELD = 'image_ids'
export const PENDING_UPLOADS_FIELD = 'image_uploads_pending'

function text(values: FormValues, name: string): string {
  const value = values[name]
  return typeof value === 'string' ? value : ''
}

/** `"12,7,30"` → `[12, 7, 30]` */
export function parseIdList(list: string): number[] {
  return list
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
}

/** The form's fields (as `FormData` gives them) in the contract's shape. */
export function adInputFromForm(values: FormValues): AdFormInput {
  const topic = text(values, 'topic_id')
  const ward = text(values, 'ward_code')
  return {
    title: text(values, 'title'),
    topic_id: topic ? Number(topic) : undefined,
    price: values.negotiable === 'on' ? null : (parsePriceText(text(values, 'price')) ?? undefined),
    province_code: text(values, 'province_code'),
    ward_code: ward || null,
    contact_name: text(values, 'contact_name'),
    contact_phone: text(values, 'contact_phone'),
    body: text(values, 'body'),
    image_ids: parseIdList(text(values, IMAGE_IDS_FIELD)),
  }
}

interface Issue {
  path: PropertyKey[]
  message: string
}

/**
 * The contract's schema plus the check the server makes after it (visible length of the body)
 * and the form's own (pictures still uploading), in zod's `safeParse` shape for `useApiForm`.
 */
export const adFormSchema = {
  safeParse(values: unknown) {
    const form = values as FormValues
    const input = adInputFromForm(form)
    const result = classifiedAdInput.safeParse(input)
    const issues: Issue[] = result.success
      ? []
      : result.error.issues.map(({ path, message }) => ({ path, message }))
    const bodyFlagged = issues.some((issue) => issue.path[0] === 'body')
    if (!bodyFlagged && bodyTextLength(input.body) < AD_BODY_TEXT_MIN) {
      issues.push({ path: ['body'], message: classifiedsMessages.body })
    }
    if (Number(text(form, PENDING_UPLOADS_FIELD)) > 0) {
      issues.push({ path: [IMAGE_IDS_FIELD], message: IMAGES_UPLOADING_MESSAGE })
    }
    if (result.success && issues.length === 0) return result
    return { success: false as const, error: { issues } }
  },
}

/**
 * The server names an item of a list by its index (`image_ids.2`); the form shows it beside the
 * list's field. Other errors pass through unchanged.
 */
export function foldIndexedErrors(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error
  const errors: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.replace(/\.\d+(\..*)?$/, '')
    errors[name] = [...(errors[name] ?? []), ...messages]
  }
  return new ApiError({
    status: error.status,
    message: error.message,
    method: error.method,
    path: error.path,
    errors,
    retryAfter: error.retryAfter,
    cause: error,
  })
}
