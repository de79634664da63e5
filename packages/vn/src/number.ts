// Created once: building an Intl.NumberFormat costs far more than formatting with it.
const oneDecimal = new Intl.NumberFormat('vi-VN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const whole = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 })

/** A star average as shops print it: `4.75` → `4,8`, `5` → `5,0`. */
export function formatRating(average: number): string {
  if (!Number.isFinite(average)) throw new RangeError(`Not a rating: ${average}`)
  return oneDecimal.format(average)
}

/** `12345` → `12.345`. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`)
  return whole.format(Math.trunc(value))
}
