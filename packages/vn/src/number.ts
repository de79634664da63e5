// Created once: building an Intl.NumberFormat costs far more than formatting with it.
const oneDecimal = new Intl.NumberFormat('vi-VN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const wholeFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 })

/** A star average as shops print it: `4.75` → `4,8`, `5` → `5,0`. */
export function formatRating(average: number): string {
  if (!Number.isFinite(average)) throw new RangeError(`Not a rating: ${average}`)
  return oneDecimal.format(average)
}

/** `12345` → `12.345`. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`)
  const whole = Math.trunc(value)
  // Grouped by hand below a billion: a product page prints a score of counts, and Intl's format
  // costs about a microsecond each; past it (and for -0) Intl prints the digits it knows.
  if (whole > -1e9 && whole < 1e9 && !Object.is(whole, -0)) {
    const digits = String(Math.abs(whole))
    let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1)
    for (let i = grouped.length; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`
    return whole < 0 ? `-${grouped}` : grouped
  }
  return wholeFormat.format(whole)
}
