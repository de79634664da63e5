import {
  PRODUCT_SHEET_OPTION_TYPES_MAX,
  type ProductSheetAction,
  type ProductSheetChange,
  type ProductSheetError,
  productSheetMessages as m,
  productSheetStatusLabels,
} from '@phiencho/contracts'
import { formatVnd, slugify } from '@phiencho/vn'
import type { ProductOptionTypes } from '../../db/schema.ts'
import type { ImportContext, StoredProduct, StoredVariant } from './import-context.ts'
import type { ReadRow, ReadSheet } from './read-sheet.ts'
import { headerOf, type SheetColumnKey, type SheetRow, sheetColumns } from './sheet-columns.ts'
import {
  formatVnDateTime,
  isSku,
  isSlug,
  parseCount,
  parseMoney,
  parseVnDateTime,
} from './sheet-values.ts'

type Status = StoredProduct['status']

/** A product's fields as the sheet sets them. */
export interface ProductFields {
  name: string
  slug: string
  category_id: number
  brand_id: number | null
  store_id: number | null
  status: Status
  price: number
  planned_sale_price: number | null
  sale_starts_at: Date | null
  sale_ends_at: Date | null
  short_description: string | null
}

export interface VariantFields {
  name: string
  options: Record<string, string>
  price: number
  planned_sale_price: number | null
  barcode: string | null
}

export interface VariantPlan {
  sku: string
  existing?: StoredVariant
  /** Every field for a new variant; the changed ones for an existing one. */
  set: Partial<VariantFields>
  /** The stock to reach (an import movement), when the sheet gives another one. */
  stock?: number
}

export interface ProductPlan {
  sku: string
  action: ProductSheetAction
  existing?: StoredProduct
  set: Partial<ProductFields>
  /** A simple product's stock to reach. */
  stock?: number
  variants: VariantPlan[]
  /** The option types after the import, when they change. */
  optionTypes?: ProductOptionTypes
  change: ProductSheetChange
}

export interface ImportPlan {
  products: ProductPlan[]
  errors: ProductSheetError[]
}

export interface ImportPermissions {
  price: boolean
  stock: boolean
}

const productKeys = [
  'name',
  'slug',
  'category',
  'brand',
  'store',
  'status',
  'price',
  'sale_price',
  'sale_starts_at',
  'sale_ends_at',
  'short_description',
] as const satisfies readonly SheetColumnKey[]

const statusByText = new Map<string, Status>(
  Object.entries(productSheetStatusLabels).flatMap(([key, label]) => [
    [key, key as Status],
    [label.toLowerCase(), key as Status],
  ]),
)

const priceFields = new Set(['price', 'planned_sale_price', 'sale_starts_at', 'sale_ends_at'])

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return formatVnDateTime(value)
  if (typeof value === 'number') return formatVnd(value)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const fieldLabels: Record<keyof ProductFields | keyof VariantFields | 'stock', string> = {
  name: headerOf('name'),
  slug: headerOf('slug'),
  category_id: headerOf('category'),
  brand_id: headerOf('brand'),
  store_id: headerOf('store'),
  status: headerOf('status'),
  price: headerOf('price'),
  planned_sale_price: headerOf('sale_price'),
  sale_starts_at: headerOf('sale_starts_at'),
  sale_ends_at: headerOf('sale_ends_at'),
  short_description: headerOf('short_description'),
  options: 'Phân loại',
  barcode: headerOf('barcode'),
  stock: headerOf('stock'),
}

/** JSON with object keys sorted: jsonb hands back an object's keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : canonical(a) === canonical(b)

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name))

/**
 * Checks the rows of a sheet against the catalogue and works out what importing them changes,
 * product by product: nothing is written here. Rows of one product (same product SKU) follow one
 * another or not; its fields come from the first row that fills them, and later rows may repeat
 * them. A column the file lacks keeps the stored value; an empty cell of an optional column clears
 * it; an empty required cell keeps it (and is an error for a new product).
 */
export function planImport(
  sheet: ReadSheet,
  context: ImportContext,
  permissions: ImportPermissions,
): ImportPlan {
  const errors: ProductSheetError[] = []
  const fail = (line: number, key: SheetColumnKey | null, message: string) =>
    errors.push({ row: line, column: key ? headerOf(key) : null, message })

  const groups = new Map<string, ReadRow[]>()
  for (const row of sheet.rows) {
    const sku = row.cells.product_sku ?? ''
    if (sku === '') {
      fail(row.line, 'product_sku', m.required)
      continue
    }
    if (!isSku(sku)) {
      fail(row.line, 'product_sku', m.sku)
      continue
    }
    groups.set(sku, [...(groups.get(sku) ?? []), row])
  }

  const slugsTaken = new Map(context.slugOwner)
  const variantSkusSeen = new Set<string>()
  const plans: ProductPlan[] = []

  for (const [sku, rows] of groups) {
    const errorsBefore = errors.length
    const existing = context.productBySku.get(sku)
    const first = rows[0]!

    // The product's cells: the first filled one of each column; later ones must agree.
    const cells: Partial<Record<(typeof productKeys)[number], { text: string; line: number }>> = {}
    for (const row of rows) {
      for (const key of productKeys) {
        const text = row.cells[key]
        if (text === undefined || text === '') continue
        const seen = cells[key]
        if (!seen) cells[key] = { text, line: row.line }
        else if (seen.text !== text) fail(row.line, key, m.productDiffers)
      }
    }
    const has = (key: SheetColumnKey) => sheet.columns.has(key)
    const lineOf = (key: (typeof productKeys)[number]) => cells[key]?.line ?? first.line
    const wanted: Partial<ProductFields> = {}

    const required = <K extends keyof ProductFields>(
      key: (typeof productKeys)[number],
      field: K,
      parse: (text: string) => ProductFields[K] | undefined,
      message: string,
    ) => {
      const cell = cells[key]
      if (!cell) {
        if (!existing) fail(first.line, key, m.required)
        return
      }
      const value = parse(cell.text)
      if (value === undefined) fail(cell.line, key, message)
      else wanted[field] = value
    }
    const optional = <K extends keyof ProductFields>(
      key: (typeof productKeys)[number],
      field: K,
      parse: (text: string) => ProductFields[K] | undefined,
      message: string,
    ) => {
      if (!has(key)) return
      const cell = cells[key]
      if (!cell) {
        wanted[field] = null as ProductFields[K]
        return
      }
      const value = parse(cell.text)
      if (value === undefined) fail(cell.line, key, message)
      else wanted[field] = value
    }

    required('name', 'name', (text) => (text.length <= 255 ? text : undefined), m.tooLong(255))
    required('category', 'category_id', (text) => context.categoryBySlug.get(text), m.category)
    required('status', 'status', (text) => statusByText.get(text.toLowerCase()), m.status)
    required('price', 'price', parseMoney, m.number)
    optional('brand', 'brand_id', (text) => context.brandBySlug.get(text), m.brand)
    optional('store', 'store_id', (text) => context.storeBySlug.get(text), m.store)
    optional('sale_price', 'planned_sale_price', parseMoney, m.number)
    optional('sale_starts_at', 'sale_starts_at', parseVnDateTime, m.date)
    optional('sale_ends_at', 'sale_ends_at', parseVnDateTime, m.date)
    optional(
      'short_description',
      'short_description',
      (text) => (text.length <= 500 ? text : undefined),
      m.tooLong(500),
    )
    if (cells.slug) {
      if (!isSlug(cells.slug.text)) fail(cells.slug.line, 'slug', m.slug)
      else wanted.slug = cells.slug.text
    } else if (!existing && wanted.name) {
      // A new product without a slug gets its name's, or its name's and SKU's when taken.
      const base = slugify(wanted.name)
      const candidate = slugsTaken.has(base) ? slugify(`${wanted.name}-${sku}`) : base
      if (candidate === '' || slugsTaken.has(candidate)) fail(first.line, 'slug', m.slugTaken)
      else wanted.slug = candidate
    }
    if (wanted.slug !== undefined) {
      const owner = slugsTaken.get(wanted.slug)
      if (owner !== undefined && owner !== existing?.id) fail(lineOf('slug'), 'slug', m.slugTaken)
      else slugsTaken.set(wanted.slug, existing?.id ?? -plans.length - 1)
    }

    const price = wanted.price ?? existing?.price
    const salePrice =
      wanted.planned_sale_price !== undefined
        ? wanted.planned_sale_price
        : existing?.planned_sale_price
    if (price !== undefined && salePrice != null && salePrice >= price) {
      fail(lineOf('sale_price'), 'sale_price', m.salePriceBelowPrice)
    }
    const starts =
      wanted.sale_starts_at !== undefined ? wanted.sale_starts_at : existing?.sale_starts_at
    const ends = wanted.sale_ends_at !== undefined ? wanted.sale_ends_at : existing?.sale_ends_at
    if (starts && ends && ends.getTime() <= starts.getTime()) {
      fail(lineOf('sale_ends_at'), 'sale_ends_at', m.saleEndsAfterStart)
    }

    // Variants.
    const variantRows = rows.filter((row) => (row.cells.variant_sku ?? '') !== '')
    const byVariant = existing?.variants.length ?? 0
    if (variantRows.length > 0 && variantRows.length < rows.length) {
      for (const row of rows)
        if (!row.cells.variant_sku) fail(row.line, 'variant_sku', m.variantsMixed)
    } else if (variantRows.length === 0 && byVariant > 0 && has('variant_sku')) {
      fail(first.line, 'variant_sku', m.variantsMixed)
    }
    const variants: VariantPlan[] = []
    let optionNames: string[] | undefined = existing?.option_types.map((type) => type.name)
    if (existing && byVariant > 0 && (!optionNames || optionNames.length === 0)) {
      optionNames = Object.keys(existing.variants[0]!.options)
    }
    const combos = new Map<string, string>()
    for (const variant of existing?.variants ?? [])
      combos.set(JSON.stringify(variant.options), variant.sku)

    for (const row of variantRows) {
      const variantSku = row.cells.variant_sku!
      if (!isSku(variantSku)) {
        fail(row.line, 'variant_sku', m.sku)
        continue
      }
      if (variantSkusSeen.has(variantSku)) {
        fail(row.line, 'variant_sku', m.skuRepeated)
        continue
      }
      variantSkusSeen.add(variantSku)
      const owner = context.variantOwner.get(variantSku)
      if (owner !== undefined && owner !== existing?.id) {
        fail(row.line, 'variant_sku', m.variantOfAnotherProduct)
        continue
      }
      const stored = existing?.variants.find((variant) => variant.sku === variantSku)
      let set: Partial<VariantFields> = {}

      // Its options: pairs of name and value, in the product's order of names.
      const names: string[] = []
      const values: string[] = []
      let optionsGiven = false
      for (let i = 1; i <= PRODUCT_SHEET_OPTION_TYPES_MAX; i++) {
        const nameKey = `option${i}_name` as SheetColumnKey
        const valueKey = `option${i}_value` as SheetColumnKey
        const name = row.cells[nameKey] ?? ''
        const value = row.cells[valueKey] ?? ''
        if (has(nameKey) || has(valueKey)) optionsGiven = true
        if (name === '' && value === '') continue
        if (name === '' || value === '') {
          fail(row.line, name === '' ? nameKey : valueKey, m.optionMissing)
          continue
        }
        names.push(name)
        values.push(value)
      }
      if (optionsGiven || !stored) {
        if (names.length === 0) {
          fail(row.line, 'option1_name', m.optionMissing)
        } else if (optionNames && optionNames.length > 0 && !sameNames(optionNames, names)) {
          fail(row.line, 'option1_name', m.optionNamesDiffer)
        } else {
          optionNames ??= names
          if (optionNames.length === 0) optionNames = names
          const options = Object.fromEntries(names.map((name, i) => [name, values[i]!]))
          const key = JSON.stringify(options)
          const holder = combos.get(key)
          if (holder !== undefined && holder !== variantSku)
            fail(row.line, 'option1_value', m.optionRepeated)
          combos.set(key, variantSku)
          if (stored) combos.delete(JSON.stringify(stored.options))
          combos.set(key, variantSku)
          if (!stored || !same(stored.options, options)) {
            set.options = options
            set.name = values.join(' / ')
          }
        }
      }
      const variantPrice = row.cells.variant_price
      if (variantPrice !== undefined && variantPrice !== '') {
        const value = parseMoney(variantPrice)
        if (value === undefined) fail(row.line, 'variant_price', m.number)
        else set.price = value
      } else if (!stored && price !== undefined) {
        set.price = price
      }
      const variantSale = row.cells.variant_sale_price
      if (variantSale !== undefined) {
        if (variantSale === '') set.planned_sale_price = null
        else {
          const value = parseMoney(variantSale)
          if (value === undefined) fail(row.line, 'variant_sale_price', m.number)
          else set.planned_sale_price = value
        }
      }
      const effectivePrice = set.price ?? stored?.price
      const effectiveSale =
        set.planned_sale_price !== undefined ? set.planned_sale_price : stored?.planned_sale_price
      if (
        effectivePrice !== undefined &&
        effectiveSale != null &&
        effectiveSale >= effectivePrice
      ) {
        fail(row.line, 'variant_sale_price', m.salePriceBelowPrice)
      }
      const barcode = row.cells.barcode
      if (barcode !== undefined) {
        if (barcode.length > 64) fail(row.line, 'barcode', m.tooLong(64))
        else set.barcode = barcode === '' ? null : barcode
      }
      let stock: number | undefined
      const stockText = row.cells.stock
      if (stockText !== undefined && stockText !== '') {
        stock = parseCount(stockText)
        if (stock === undefined) fail(row.line, 'stock', m.number)
      }
      // Only what differs from the stored variant.
      if (stored) {
        set = differing(set, stored)
        if (stock === stored.stock) stock = undefined
      } else {
        set.planned_sale_price ??= null
        set.barcode ??= null
      }
      if (!permissions.price && ('price' in set || 'planned_sale_price' in set)) {
        if (stored || set.planned_sale_price !== null || set.price !== price) {
          fail(row.line, 'variant_price', m.pricePermission)
        }
      }
      if (!permissions.stock && stock !== undefined && (stored || stock !== 0)) {
        fail(row.line, 'stock', m.stockPermission)
      }
      variants.push({ sku: variantSku, existing: stored, set, stock })
    }

    // A simple product's stock.
    let stock: number | undefined
    if (variantRows.length === 0 && byVariant === 0) {
      const cell = rows.find((row) => (row.cells.stock ?? '') !== '')
      if (cell) {
        stock = parseCount(cell.cells.stock!)
        if (stock === undefined) fail(cell.line, 'stock', m.number)
        else if (existing && stock === existing.stock) stock = undefined
        if (!permissions.stock && stock !== undefined && (existing || stock !== 0)) {
          fail(cell.line, 'stock', m.stockPermission)
        }
      }
    }

    // Only what differs from the stored product.
    const set = existing ? differing(wanted, existing) : wanted
    if (!permissions.price) {
      const priced = Object.keys(set).filter((key) => priceFields.has(key))
      if (existing ? priced.length > 0 : set.planned_sale_price != null) {
        fail(lineOf('price'), 'price', m.pricePermission)
      }
    }

    // The option types after the import, in the order their values first appear.
    let optionTypes: ProductOptionTypes | undefined
    if (optionNames && (variants.length > 0 || byVariant > 0)) {
      const all = new Map<string, Record<string, string>>()
      for (const variant of existing?.variants ?? []) all.set(variant.sku, variant.options)
      for (const variant of variants)
        if (variant.set.options) all.set(variant.sku, variant.set.options)
      const types = optionNames.map((name) => ({
        name,
        values: [
          ...new Set(
            [...all.values()].map((options) => options[name]).filter((v) => v !== undefined),
          ),
        ] as string[],
      }))
      if (!same(types, existing?.option_types ?? [])) optionTypes = types
    }

    if (errors.length > errorsBefore) continue
    const fields: ProductSheetChange['fields'] = []
    for (const [key, value] of Object.entries(set) as Array<[keyof ProductFields, unknown]>) {
      fields.push({
        field: fieldLabels[key],
        before: existing ? describeField(key, existing[key], context) : null,
        after: describeField(key, value, context),
      })
    }
    if (stock !== undefined) {
      fields.push({
        field: fieldLabels.stock,
        before: existing ? String(existing.stock) : null,
        after: String(stock),
      })
    }
    for (const variant of variants) {
      for (const [key, value] of Object.entries(variant.set) as Array<
        [keyof VariantFields, unknown]
      >) {
        if (key === 'name') continue
        fields.push({
          field: `${variant.sku}: ${fieldLabels[key]}`,
          before: variant.existing ? shown(variant.existing[key]) : null,
          after: shown(value),
        })
      }
      if (variant.stock !== undefined) {
        fields.push({
          field: `${variant.sku}: ${fieldLabels.stock}`,
          before: variant.existing ? String(variant.existing.stock) : null,
          after: String(variant.stock),
        })
      }
    }
    const action: ProductSheetAction = !existing
      ? 'create'
      : fields.length > 0
        ? 'update'
        : 'unchanged'
    plans.push({
      sku,
      action,
      existing,
      set,
      stock,
      variants,
      optionTypes,
      change: { product_sku: sku, name: set.name ?? existing?.name ?? sku, action, fields },
    })
  }
  const columnOrder = (header: string | null) =>
    header === null ? -1 : sheetColumns.findIndex((column) => column.header === header)
  errors.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column))
  return { products: plans, errors }
}

/** The fields of `wanted` whose values differ from `stored`'s. */
function differing<T extends object>(wanted: Partial<T>, stored: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => !same(value, stored[key as keyof T])),
  ) as Partial<T>
}

function describeField(
  key: keyof ProductFields,
  value: unknown,
  context: ImportContext,
): string | null {
  if (value === null || value === undefined) return null
  switch (key) {
    case 'category_id':
      return context.categorySlugById.get(value as number) ?? String(value)
    case 'brand_id':
      return context.brandSlugById.get(value as number) ?? String(value)
    case 'store_id':
      return context.storeSlugById.get(value as number) ?? String(value)
    case 'status':
      return productSheetStatusLabels[value as Status]
    default:
      return shown(value)
  }
}

/** The text of a stored product's column, as an export writes it. */
export type ProductSheetCells = Partial<SheetRow>
