import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { productSheetStatusLabels } from '@phiencho/contracts'
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brands, product_categories, product_variants, products, stores } from '../../db/schema.ts'
import { csvLine, UTF8_BOM } from '../../lib/csv.ts'
import { type SheetRow, sheetColumns } from './sheet-columns.ts'
import { formatVnDateTime } from './sheet-values.ts'

const BATCH = 500

type Cells = Array<string | number | null>

/** The sheet's rows of the products `where` selects, in id order, a batch at a time. */
export async function* productSheetRows(db: Db, where: SQL | undefined): AsyncGenerator<Cells[]> {
  let after = 0
  for (;;) {
    const batch = await db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        slug: products.slug,
        category: product_categories.slug,
        brand: brands.slug,
        store: stores.slug,
        status: products.status,
        price: products.price,
        planned_sale_price: products.planned_sale_price,
        sale_starts_at: products.sale_starts_at,
        sale_ends_at: products.sale_ends_at,
        short_description: products.short_description,
        stock: products.stock,
        option_types: products.option_types,
      })
      .from(products)
      .innerJoin(product_categories, eq(product_categories.id, products.category_id))
      .leftJoin(brands, eq(brands.id, products.brand_id))
      .leftJoin(stores, eq(stores.id, products.store_id))
      .where(and(gt(products.id, after), where))
      .orderBy(asc(products.id))
      .limit(BATCH)
    if (batch.length === 0) return
    const variants = await db
      .select()
      .from(product_variants)
      .where(
        inArray(
          product_variants.product_id,
          batch.map((product) => product.id),
        ),
      )
      .orderBy(
        asc(product_variants.product_id),
        asc(product_variants.position),
        asc(product_variants.id),
      )
    const byProduct = new Map<number, typeof variants>()
    for (const variant of variants) {
      byProduct.set(variant.product_id, [...(byProduct.get(variant.product_id) ?? []), variant])
    }
    const rows: Cells[] = []
    for (const product of batch) {
      const base: Partial<SheetRow> = {
        product_sku: product.sku,
        name: product.name,
        slug: product.slug,
        category: product.category,
        brand: product.brand ?? '',
        store: product.store ?? '',
        status: productSheetStatusLabels[product.status],
        price: String(product.price),
        sale_price: product.planned_sale_price === null ? '' : String(product.planned_sale_price),
        sale_starts_at: product.sale_starts_at ? formatVnDateTime(product.sale_starts_at) : '',
        sale_ends_at: product.sale_ends_at ? formatVnDateTime(product.sale_ends_at) : '',
        short_description: product.short_description ?? '',
      }
      const own = byProduct.get(product.id) ?? []
      if (own.length === 0) rows.push(cellsOf({ ...base, stock: String(product.stock) }))
      for (const variant of own) {
        const options: Partial<SheetRow> = {}
        // In the product's order of option types (jsonb keeps keys in an order of its own).
        const names = product.option_types.map((type) => type.name)
        const ordered = Object.entries(variant.options as Record<string, string>).sort(
          ([a], [b]) => rank(names, a) - rank(names, b),
        )
        ordered.forEach(([name, value], i) => {
          options[`option${i + 1}_name` as keyof SheetRow] = name
          options[`option${i + 1}_value` as keyof SheetRow] = value
        })
        rows.push(
          cellsOf({
            ...base,
            variant_sku: variant.sku,
            ...options,
            variant_price: String(variant.price),
            variant_sale_price:
              variant.planned_sale_price === null ? '' : String(variant.planned_sale_price),
            barcode: variant.barcode ?? '',
            stock: String(variant.stock),
          }),
        )
      }
    }
    yield rows
    after = batch[batch.length - 1]!.id
    if (batch.length < BATCH) return
  }
}

/** Where a name stands among the product's option types; unknown names last. */
const rank = (names: string[], name: string) => {
  const at = names.indexOf(name)
  return at === -1 ? names.length : at
}

const numeric = new Set(['price', 'sale_price', 'variant_price', 'variant_sale_price', 'stock'])

/** A row's cells in the columns' order: money and stock as numbers, so a spreadsheet sums them. */
function cellsOf(row: Partial<SheetRow>): Cells {
  return sheetColumns.map(({ key }) => {
    const text = row[key] ?? ''
    if (text === '') return null
    return numeric.has(key) ? Number(text) : text
  })
}

/** The sheet as UTF-8 CSV with a byte order mark (Excel reads it so), formulas defused. */
export function productSheetCsv(rows: AsyncIterable<Cells[]>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(UTF8_BOM + csvLine(sheetColumns.map((column) => column.header)))
      for await (const batch of rows)
        yield Buffer.from(batch.map((cells) => csvLine(cells)).join(''))
    })(),
  )
}

/** The sheet as an Excel workbook, written as a stream, a row at a time. */
export function productSheetXlsx(rows: AsyncIterable<Cells[]>): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const sheet = workbook.addWorksheet('Sản phẩm', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = sheetColumns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
  }))
  sheet.getRow(1).font = { bold: true }
  void (async () => {
    for await (const batch of rows) for (const cells of batch) sheet.addRow(cells).commit()
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}
