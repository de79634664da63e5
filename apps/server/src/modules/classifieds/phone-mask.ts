import { formatPhone } from '@phiencho/vn'

/** `0912345678` → `0912 345 ***`: enough to recognise a number, not to call it. */
export function maskPhone(phone: string): string {
  return formatPhone(phone).replace(/\d(?=(?:\D*\d){0,2}\D*$)/g, '*')
}

// A Vietnamese mobile number as people type it in free text: `0912345678`, `0912 345 678`,
// `0912.345.678`, `+84 912 345 678`; not part of a longer run of digits.
const MOBILE_IN_TEXT = /(?<!\d)(?:\+84|0084|84|0)[\s.-]?[35789](?:[\s.-]?\d){8}(?!\d)/g

/**
 * Masks the mobile numbers sellers write into their title, text or name, so that an ad's page
 * holds no number to call or harvest: the number is revealed on request only (and rate-limited).
 */
export function hidePhoneNumbers(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (number) => maskPhone(number))
}
