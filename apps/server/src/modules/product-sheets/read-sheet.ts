import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { PRODUCT_SHEET_ROWS_MAX, productSheetMessages } from '@phiencho/contracts'
import { fieldError } from '../../lib/errors.ts'
import { type SheetColumnKey, type SheetRow, sheetColumns } from './sheet-columns.ts'
import { excelDateToVn } from './sheet-values.ts'

/** A row of the file with the columns it has ('' for an empty cell), and its number in the file. */
export interface ReadRow {
  /** 1 is the header. */
  line: number
  cells: Partial<SheetRow>
}

export interface ReadSheet {
  /** The columns the file has; a column it lacks keeps what is stored. */
  columns: ReadonlySet<SheetColumnKey>
  rows: ReadRow[]
}

const normalise = (text: string) => text.normalize('NFC').trim().toLowerCase()
const keyOfHeader = new Map<string, SheetColumnKey>(
  sheetColumns.flatMap((column) => [
    [normalise(column.header), column.key],
    [column.key, column.key],
  ]),
)

const isXlsx = (file: Buffer) =>
  file.length > 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04

/** The text of an Excel cell as the sheet reads it. */
function excelText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return excelDateToVn(value)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return String(value.text)
    if ('result' in value) return excelText(value.result as ExcelJS.CellValue)
    if ('error' in value) return ''
  }
  return String(value)
}

async function xlsxGrid(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const grid: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = excelText(cell.value)
    })
    grid[number - 1] = Array.from(cells, (cell) => cell ?? '')
  })
  return Array.from(grid, (row) => row ?? [])
}

function csvGrid(file: Buffer): string[][] {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(file)
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][]
}

/**
 * Reads a product sheet, CSV (UTF-8) or Excel (the first worksheet), into rows keyed by column.
 * Headers are the export's (any case) or the column keys; unknown columns are ignored; a column
 * that a leading `'` defused on export (a text starting with = + - @) gets its text back.
 */
export async function readProductSheet(file: Buffer): Promise<ReadSheet> {
  let grid: string[][]
  try {
    grid = isXlsx(file) ? await xlsxGrid(file) : csvGrid(file)
  } catch {
    throw fieldError('file', productSheetMessages.fileUnreadable)
  }
  const [header = [], ...body] = grid
  const keys = header.map((cell) => keyOfHeader.get(normalise(cell)))
  const columns = new Set(keys.filter((key) => key !== undefined))
  if (!columns.has('product_sku')) {
    throw fieldError('file', productSheetMessages.missingColumns(['SKU sản phẩm']))
  }
  const rows: ReadRow[] = []
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return
    const row: Partial<SheetRow> = {}
    keys.forEach((key, column) => {
      if (key === undefined) return
      const text = (cells[column] ?? '').normalize('NFC').trim()
      row[key] = /^'[=+\-@]/.test(text) ? text.slice(1) : text
    })
    for (const key of columns) row[key] ??= ''
    rows.push({ line: index + 2, cells: row })
  })
  if (rows.length === 0) throw fieldError('file', productSheetMessages.fileEmpty)
  if (rows.length > PRODUCT_SHEET_ROWS_MAX)
    throw fieldError('file', productSheetMessages.tooManyRows)
  return { columns, rows }
}
