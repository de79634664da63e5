// Vietnamese mobile numbers: 10 digits, `0` or `+84` then 3, 5, 7, 8 or 9 and 8 more digits.
// Also seen in forms: `84…` without the plus, `0084…`, and `+84 0…` with the trunk 0 kept.
const MOBILE = /^(?:0|(?:\+|00)?840?)([35789]\d{8})$/

function compact(input: string): string {
  return input.trim().replace(/[\s.\-()]/g, '')
}

export function isVietnamesePhone(input: string): boolean {
  return MOBILE.test(compact(input))
}

/** Canonical national form `0xxxxxxxxx`, or null when the input is not a Vietnamese mobile number. */
export function normalizePhone(input: string): string | null {
  const match = MOBILE.exec(compact(input))
  return match ? `0${match[1]}` : null
}

/** `0912345678` → `0912 345 678`, the grouping Vietnamese shops print; other input unchanged. */
export function formatPhone(input: string): string {
  const phone = normalizePhone(input)
  if (!phone) return input
  return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
}

// A shop's contact number may also be a landline (`02` + area code and subscriber, 11 digits) or
// a 1800/1900 hotline (8 or 10 digits).
const LANDLINE = /^(?:0|(?:\+|00)?84)(2\d{9})$/
const HOTLINE = /^1[89]00\d{4}(?:\d{2})?$/

/** A number a Vietnamese customer can call: a mobile, a landline or a 1800/1900 hotline. */
export function isVietnameseContactPhone(input: string): boolean {
  const number = compact(input)
  return MOBILE.test(number) || LANDLINE.test(number) || HOTLINE.test(number)
}
