// What a flash sale's countdown says. Kept small: every catalogue page with a card on sale loads
// it before it is interactive (e2e/tests/first-load.spec.ts holds those pages under 150 kB).

const UNITS = ['ngày', 'giờ', 'phút', 'giây']

/**
 * What is left `msLeft` before the end, as the eye reads it (`00:59:12`, past 24 hours
 * `2 ngày 03:10:05`; null once over) and as a sentence for a screen reader. A part of a second
 * counts as a whole one, so it reaches zero at the end.
 */
export function countdown(msLeft: number): [shown: string | null, sentence: string] {
  const s = Math.ceil(msLeft / 1000)
  if (!(s > 0)) return [null, 'Chương trình giảm giá đã kết thúc.']
  const days = Math.floor(s / 86_400)
  const parts = [days, Math.floor(s / 3600) % 24, Math.floor(s / 60) % 60, s % 60]
  const clock = parts
    .map((n, i) => (i === 1 && s <= 86_400 ? n + 24 * days : n))
    .slice(1)
    .map((n) => String(n).padStart(2, '0'))
    .join(':')
  const said = parts.map((n, i) => (n ? ` ${n} ${UNITS[i]}` : '')).join('')
  return [s > 86_400 ? `${days} ngày ${clock}` : clock, `Giảm giá kết thúc sau${said}.`]
}
