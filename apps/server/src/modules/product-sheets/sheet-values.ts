import {
  PRODUCT_SKU_MAX,
  PRODUCT_SKU_PATTERN,
  PRODUCT_SLUG_MAX,
  PRODUCT_SLUG_PATTERN,
} from '@phiencho/contracts'

// Cell values of the product sheet: money, Vietnam date-times, identifiers. Each parser answers
// the value or undefined when the text is not one; '' is handled by the caller (empty cell).

const VIETNAM_OFFSET_MS = 7 * 3_600_000
const MONEY = /^\d{1,3}([.,\s]\d{3})+$|^\d+$/
const VN_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** `1250000`, `1.250.000`, `1,250,000`, `1 250 000`, with or without ₫ / đ / VND. */
export function parseMoney(text: string): number | undefined {
  const bare = text.replace(/\s*(₫|đ|vnd|vnđ)$/i, '').trim()
  if (!MONEY.test(bare)) return undefined
  const value = Number(bare.replace(/[.,\s]/g, ''))
  return Number.isSafeInteger(value) && value <= 2_000_000_000 ? value : undefined
}

/** A stock count: a whole number, at least 0. */
export function parseCount(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value <= 1_000_000_000 ? value : undefined
}

/** `27/11/2026 14:05` or `27/11/2026` in Vietnam's time, or an ISO date-time with its zone. */
export function parseVnDateTime(text: string): Date | undefined {
  if (ISO_DATE_TIME.test(text)) {
    const date = new Date(text)
    return Number.isNaN(date.getTime()) ? undefined : date
  }
  const match = VN_DATE_TIME.exec(text)
  if (!match) return undefined
  const [day, month, year, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0))
  if (month! < 1 || month! > 12 || day! < 1 || hour > 23 || minute > 59) return undefined
  const utc = Date.UTC(year!, month! - 1, day!, hour, minute)
  // 31/02 rolls over into March: refuse it.
  if (new Date(utc).getUTCDate() !== day) return undefined
  return new Date(utc - VIETNAM_OFFSET_MS)
}

/** The sheet's form of a date-time: `27/11/2026 14:05`, Vietnam's time. */
export function formatVnDateTime(date: Date): string {
  const local = new Date(date.getTime() + VIETNAM_OFFSET_MS)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
}

/**
 * A date cell of an Excel file, which has no zone: the library reads its wall-clock time as UTC;
 * the shop's sheet means Vietnam's time.
 */
export function excelDateToVn(date: Date): string {
  return formatVnDateTime(new Date(date.getTime() - VIETNAM_OFFSET_MS))
}

// The editor's own rules (admin-products.constants.ts), so that an imported product saves in the editor.
export const isSlug = (text: string) =>
  text.length <= PRODUCT_SLUG_MAX && PRODUCT_SLUG_PATTERN.test(text)
export const isSku = (text: string) =>
  text.length <= PRODUCT_SKU_MAX && PRODUCT_SKU_PATTERN.test(text)
