// Created once: building an Intl.NumberFormat costs far more than formatting with it.
const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })

/** `1250000` → `1.250.000 ₫` (U+00A0 before ₫). Đồng have no minor unit, so fractions round. */
export function formatVnd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of đồng: ${amount}`)
  // Intl keeps the sign of -0 and would print `-0 ₫`
  return vnd.format(amount === 0 ? 0 : amount)
}

/** `discountPercent(200000, 150000)` → `25`; 0 when there is no real discount. */
export function discountPercent(price: number, salePrice: number | null | undefined): number {
  if (salePrice == null || !Number.isFinite(price) || !Number.isFinite(salePrice)) return 0
  if (price <= 0 || salePrice >= price) return 0
  const percent = Math.round(((price - Math.max(salePrice, 0)) / price) * 100)
  return Math.min(percent, 100)
}
