/** A numeric command-line option: its value, or `fallback` when it was not given. */
export function numberOption(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0) throw new RangeError(`--${name} must be a number ≥ 0`)
  return parsed
}
