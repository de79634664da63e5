import { formatDateVi } from '@phiencho/vn'

// Vietnam keeps UTC+7 all year (no daylight saving), so a fixed shift gives its local clock.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000
const WEEKDAYS = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy']

const pad = (value: number) => String(value).padStart(2, '0')

/** `22/11/2026`, the date of an article in a list. */
export const formatArticleDate = (iso: string) => formatDateVi(iso)

/**
 * `Chủ nhật, 22/11/2026, 14:05 (GMT+7)`, as Vietnamese news sites date an article. Built by hand
 * rather than with Intl, so the server's and the browser's ICU cannot render different weekdays.
 */
export function formatArticleDateTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + VIETNAM_OFFSET_MS)
  const weekday = WEEKDAYS[local.getUTCDay()]
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  return `${weekday}, ${formatDateVi(iso)}, ${time} (GMT+7)`
}

/** `5 phút đọc`; a very short article still takes a minute. */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} phút đọc`
}

const count = new Intl.NumberFormat('vi-VN')

/** `12 bài viết`, `1.250 bài viết`. */
export function formatArticleCount(total: number): string {
  return `${count.format(total)} bài viết`
}
