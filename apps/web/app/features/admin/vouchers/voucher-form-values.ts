import { parseAmount } from '../settings/settings-changes'

// The voucher form's inputs are text: amounts as people type them, moments as a datetime-local
// value read as Vietnam time (the shop's time, whatever the staff member's computer says).

const VIETNAM_OFFSET_MS = 7 * 3600_000

export const VOUCHER_FORM_FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'max_discount',
  'min_order_total',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
  'is_active',
  'category_ids',
] as const

/** An instant as a datetime-local value in Vietnam time: `2026-11-28T09:30`. */
export function toVietnamInput(iso: string | null): string {
  if (!iso) return ''
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 16)
}

/** A datetime-local value read as Vietnam time, as the API takes it; else the text itself. */
export function fromVietnamInput(value: string): string {
  const trimmed = value.trim()
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00+07:00` : trimmed
}

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** Empty: none (no limit, no end); else the amount, or the text for the schema to refuse. */
const optionalAmount = (value: string) => (value.trim() === '' ? null : parseAmount(value))

/**
 * A moment field's value for the API: the stored instant when the minute shown was left as it
 * was (the input drops seconds, which would otherwise move the instant on every save).
 */
export function momentValue(value: string, stored: string | null | undefined): string {
  return stored && value === toVietnamInput(stored) ? stored : fromVietnamInput(value)
}

/** The request the form describes, for the contract's schema to check. */
export function readVoucherForm(
  form: HTMLFormElement,
  stored?: { starts_at: string; ends_at: string | null },
): Record<string, unknown> {
  const data = new FormData(form)
  const kind = text(data, 'kind')
  const ends = text(data, 'ends_at')
  return {
    code: text(data, 'code'),
    description: text(data, 'description'),
    kind,
    value: parseAmount(text(data, 'value')),
    // A fixed amount has no cap: the field is hidden, whatever it held is not sent.
    max_discount: kind === 'percent' ? optionalAmount(text(data, 'max_discount')) : null,
    min_order_total: text(data, 'min_order_total').trim()
      ? parseAmount(text(data, 'min_order_total'))
      : 0,
    starts_at: momentValue(text(data, 'starts_at'), stored?.starts_at),
    ends_at: ends.trim() ? momentValue(ends, stored?.ends_at) : null,
    usage_limit: optionalAmount(text(data, 'usage_limit')),
    per_customer_limit: optionalAmount(text(data, 'per_customer_limit')),
    is_active: data.get('is_active') === 'on',
    category_ids: data.getAll('category_ids').map(Number),
  }
}

/** `1.250.000` for an amount field's first value. */
export const amountInput = (value: number | null) =>
  value === null ? '' : value.toLocaleString('vi-VN')
