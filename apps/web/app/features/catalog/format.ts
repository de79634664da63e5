/** `1234` → `1,2k`, `2500000` → `2,5tr` (how Vietnamese shops print "đã bán"). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 1000) return String(Math.max(0, Math.trunc(count || 0)))
  const [value, unit] = count < 1_000_000 ? [count / 1000, 'k'] : [count / 1_000_000, 'tr']
  // One decimal, rounded down so 1999 is never shown as "2k".
  const rounded = Math.floor(value * 10) / 10
  return `${String(rounded).replace('.', ',')}${unit}`
}
