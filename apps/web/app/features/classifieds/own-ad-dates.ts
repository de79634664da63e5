import type { ClassifiedStatus } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

const DAY_MS = 86_400_000

/** Whole days until `expiresAt`, a started day counting as one; 0 once it has passed. */
export function daysLeft(expiresAt: string, now: Date = new Date()): number {
  const left = new Date(expiresAt).getTime() - now.getTime()
  return left > 0 ? Math.ceil(left / DAY_MS) : 0
}

/**
 * What the owner reads about an ad's expiry: `Hết hạn 22/12/2026 · còn 12 ngày` while it runs,
 * `Đã hết hạn 22/12/2026` after. Hidden ads keep counting down: hiding does not stop the clock.
 */
export function expiryText(
  expiresAt: string,
  status: ClassifiedStatus,
  now: Date = new Date(),
): string {
  const date = formatDateVi(expiresAt)
  const left = daysLeft(expiresAt, now)
  if (status === 'expired' || left === 0) return `Đã hết hạn ${date}`
  return `Hết hạn ${date} · còn ${left} ngày`
}
