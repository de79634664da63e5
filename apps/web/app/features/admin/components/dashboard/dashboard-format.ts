/** `2026-11-27` → `27/11`, or `27/11/2026` with the year. */
export function shortDay(day: string, withYear = false): string {
  const [year, month, date] = day.split('-')
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`
}

const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 })

/** An axis tick: `1,2 Tr ₫` rather than `1.200.000 ₫`. */
export function compactVnd(amount: number): string {
  return `${compact.format(amount)} ₫`
}
