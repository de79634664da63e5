import { formatDateVi, formatVnd, normalizePhone } from '@phiencho/vn'

/** `1.250.000 ₫`; "Thỏa thuận" when the seller left the price open, "Miễn phí" for a gift. */
export function adPrice(price: number | null): string {
  if (price === null) return 'Thỏa thuận'
  return price === 0 ? 'Miễn phí' : formatVnd(price)
}

/** "Thành viên từ tháng 3/2025": the month the seller joined, in Vietnam's time. */
export function memberSince(joinedAt: string): string {
  const [, month, year] = formatDateVi(joinedAt).split('/')
  return `Thành viên từ tháng ${Number(month)}/${year}`
}

/** `tel:0912345678`; the number as the server gave it when it is not a mobile number. */
export function telHref(phone: string): string {
  return `tel:${normalizePhone(phone) ?? phone.replace(/[^\d+]/g, '')}`
}

/** Zalo opens a chat from `https://zalo.me/<number>`; null when it is not a mobile number. */
export function zaloHref(phone: string): string | null {
  const mobile = normalizePhone(phone)
  return mobile ? `https://zalo.me/${mobile}` : null
}

const count = new Intl.NumberFormat('vi-VN')

/** `12345` → `12.345` */
export function formatCountVi(value: number): string {
  return count.format(value)
}
