/** Starts a cell that a spreadsheet would run as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma, or line break, quotes doubled. A
 * text that a spreadsheet would read as a formula gets a leading `'`, so it shows as typed.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line, CRLF-terminated as RFC 4180 has it. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** Excel reads a UTF-8 CSV as such only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF'
