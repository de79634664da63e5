import {
  type AdminProductDetail,
  type AdminProductStatus,
  combinationKey,
  type CreateProductRequest,
  optionCombinations,
  type ProductOptionType,
} from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'

// The product editor's state: text as typed (numbers included, so that a half-typed price is
// kept), the variant rows of the option matrix and the pictures; turned into the API's request
// when saved.

export interface VariantRow {
  /** The stored variant, whose stock it keeps. */
  id?: number
  options: Record<string, string>
  sku: string
  price: string
  planned_sale_price: string
  barcode: string
  /** '' none; `id:7` a stored picture; `path:…` one uploaded for this save. */
  image: string
  /** Stock of a stored variant (changed by stock adjustments only); 0 for a new one. */
  stock: number
}

export interface PictureItem {
  key: string
  id?: number
  path?: string
  url: string
  srcset?: string
  alt: string
  state: 'uploaded' | 'uploading' | 'failed'
  progress: number
  error?: string
}

export interface ProductFormState {
  name: string
  slug: string
  /** The slug follows the name until someone edits it. */
  slugTouched: boolean
  sku: string
  category_id: string
  brand_id: string
  store_id: string
  status: AdminProductStatus
  short_description: string
  description: string
  price: string
  planned_sale_price: string
  sale_starts_at: string
  sale_ends_at: string
  sale_max_per_order: string
  low_stock_threshold: string
  seo_title: string
  seo_description: string
  attributes: Array<{ key: string; value: string }>
  option_types: ProductOptionType[]
  variants: VariantRow[]
  pictures: PictureItem[]
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000

/** An ISO instant as a `datetime-local` value in Vietnam's time (`2026-12-01T08:00`). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 16)
}

/** A `datetime-local` value, read as Vietnam's time, as an ISO instant with its offset. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  return `${value}:00+07:00`
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    slug: '',
    slugTouched: false,
    sku: '',
    category_id: '',
    brand_id: '',
    store_id: '',
    status: 'draft',
    short_description: '',
    description: '',
    price: '',
    planned_sale_price: '',
    sale_starts_at: '',
    sale_ends_at: '',
    sale_max_per_order: '',
    low_stock_threshold: '',
    seo_title: '',
    seo_description: '',
    attributes: [],
    option_types: [],
    variants: [],
    pictures: [],
  }
}

export function productToForm(product: AdminProductDetail): ProductFormState {
  return {
    name: product.name,
    slug: product.slug,
    slugTouched: true,
    sku: product.sku,
    category_id: String(product.category.id),
    brand_id: product.brand ? String(product.brand.id) : '',
    store_id: product.store ? String(product.store.id) : '',
    status: product.status,
    short_description: product.short_description ?? '',
    description: product.description ?? '',
    price: String(product.price),
    planned_sale_price: text(product.planned_sale_price),
    sale_starts_at: toLocalInput(product.sale_starts_at),
    sale_ends_at: toLocalInput(product.sale_ends_at),
    sale_max_per_order: text(product.sale_max_per_order),
    low_stock_threshold: text(product.low_stock_threshold),
    seo_title: product.seo_title ?? '',
    seo_description: product.seo_description ?? '',
    attributes: Object.entries(product.attributes).map(([key, value]) => ({ key, value })),
    option_types: product.option_types.map((type) => ({
      name: type.name,
      values: [...type.values],
    })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      options: variant.options,
      sku: variant.sku,
      price: String(variant.price),
      planned_sale_price: text(variant.planned_sale_price),
      barcode: variant.barcode ?? '',
      image: variant.image_id ? `id:${variant.image_id}` : '',
      stock: variant.stock,
    })),
    pictures: product.images.map((image) => ({
      key: `id:${image.id}`,
      id: image.id,
      path: image.path,
      url: image.url,
      srcset: image.srcset,
      alt: image.alt ?? '',
      state: 'uploaded',
      progress: 1,
    })),
  }
}

/** The option types the matrix is made of: those with a name and at least one value. */
export function usableOptionTypes(types: readonly ProductOptionType[]): ProductOptionType[] {
  return types
    .map((type) => ({
      name: type.name.trim(),
      values: type.values.map((v) => v.trim()).filter(Boolean),
    }))
    .filter((type) => type.name !== '' && type.values.length > 0)
}

/** Whether a row stands for a combination: it agrees on every option both name. */
const fits = (row: VariantRow, combination: Record<string, string>) =>
  Object.entries(row.options).every(
    ([name, value]) => !(name in combination) || combination[name] === value,
  )

/**
 * The variant rows for the option types: one per combination, in the types' order. A row already
 * there for the combination keeps its id, SKU, prices and stock; when an option type is added or
 * removed, each stored row goes to the first combination that agrees with it, so no stored
 * variant's stock is lost while it still has a place.
 */
export function matrixRows(
  types: readonly ProductOptionType[],
  rows: readonly VariantRow[],
  defaults: { sku: string; price: string; sale: string },
): VariantRow[] {
  const usable = usableOptionTypes(types)
  const combinations = optionCombinations(usable)
  const left = [...rows]
  const take = (combination: Record<string, string>) => {
    const key = combinationKey(usable, combination)
    const exact = left.findIndex((row) => combinationKey(usable, row.options) === key)
    const found = exact !== -1 ? exact : left.findIndex((row) => fits(row, combination))
    return found === -1 ? undefined : left.splice(found, 1)[0]
  }
  return combinations.map((combination) => {
    const row = take(combination)
    if (row) {
      // A new row whose SKU nobody typed follows its combination.
      const untouched = !row.id && row.sku === autoSku(defaults.sku, row.options)
      return {
        ...row,
        options: combination,
        sku: untouched ? autoSku(defaults.sku, combination) : row.sku,
      }
    }
    return {
      options: combination,
      sku: autoSku(defaults.sku, combination),
      price: defaults.price,
      planned_sale_price: defaults.sale,
      barcode: '',
      image: '',
      stock: 0,
    }
  })
}

/** The SKU a new variant gets: the product's, then its values without marks (`AO-DEN-M`). */
export function autoSku(productSku: string, options: Record<string, string>): string {
  if (!productSku) return ''
  const suffix = slugify(Object.values(options).join('-')).toUpperCase()
  return `${productSku}-${suffix}`.slice(0, 64)
}

/** Renames an option's value in the types and in every row holding it (its variants stay). */
export function renameOptionValue(
  state: Pick<ProductFormState, 'option_types' | 'variants'>,
  typeIndex: number,
  valueIndex: number,
  next: string,
): Pick<ProductFormState, 'option_types' | 'variants'> {
  const type = state.option_types[typeIndex]
  if (!type) return state
  const previous = type.values[valueIndex]
  const option_types = state.option_types.map((t, i) =>
    i === typeIndex ? { ...t, values: t.values.map((v, j) => (j === valueIndex ? next : v)) } : t,
  )
  const variants = state.variants.map((row) =>
    row.options[type.name] === previous
      ? { ...row, options: { ...row.options, [type.name]: next } }
      : row,
  )
  return { option_types, variants }
}

/** Renames an option type in the types and every row. */
export function renameOptionType(
  state: Pick<ProductFormState, 'option_types' | 'variants'>,
  typeIndex: number,
  next: string,
): Pick<ProductFormState, 'option_types' | 'variants'> {
  const previous = state.option_types[typeIndex]?.name
  if (previous === undefined) return state
  const option_types = state.option_types.map((t, i) =>
    i === typeIndex ? { ...t, name: next } : t,
  )
  const variants = state.variants.map((row) => {
    if (!(previous in row.options)) return row
    const options = Object.fromEntries(
      Object.entries(row.options).map(([name, value]) => [name === previous ? next : name, value]),
    )
    return { ...row, options }
  })
  return { option_types, variants }
}

/** A number typed in a field ('' → null); digits only after dots and spaces are dropped. */
export function readNumber(value: string): number | null {
  const digits = value.replace(/[.\s₫đ,]/g, '')
  if (digits === '') return null
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN
}

/** The save request of the editor's state (the server checks everything again). */
export function formToRequest(state: ProductFormState): CreateProductRequest {
  const id = (value: string) => (value === '' ? null : Number(value))
  const types = usableOptionTypes(state.option_types)
  const pictures = state.pictures.filter((picture) => picture.state === 'uploaded')
  return {
    name: state.name,
    slug: state.slug || null,
    sku: state.sku,
    category_id: Number(state.category_id || 0),
    brand_id: id(state.brand_id),
    store_id: id(state.store_id),
    status: state.status,
    short_description: state.short_description || null,
    description: state.description || null,
    price: readNumber(state.price) ?? Number.NaN,
    planned_sale_price: readNumber(state.planned_sale_price),
    sale_starts_at: fromLocalInput(state.sale_starts_at),
    sale_ends_at: fromLocalInput(state.sale_ends_at),
    sale_max_per_order: readNumber(state.sale_max_per_order),
    low_stock_threshold: readNumber(state.low_stock_threshold),
    seo_title: state.seo_title || null,
    seo_description: state.seo_description || null,
    attributes: Object.fromEntries(
      state.attributes
        .filter((row) => row.key.trim() !== '' || row.value.trim() !== '')
        .map((row) => [row.key.trim(), row.value.trim()]),
    ),
    option_types: types,
    variants:
      types.length === 0
        ? []
        : state.variants.map((row) => ({
            ...(row.id ? { id: row.id } : {}),
            options: row.options,
            sku: row.sku,
            price: readNumber(row.price) ?? Number.NaN,
            planned_sale_price: readNumber(row.planned_sale_price),
            barcode: row.barcode || null,
            image_id: row.image.startsWith('id:') ? Number(row.image.slice(3)) : null,
            image_path: row.image.startsWith('path:') ? row.image.slice(5) : null,
          })),
    images: pictures.map((picture) =>
      picture.id
        ? { id: picture.id, alt: picture.alt || null }
        : { path: picture.path!, alt: picture.alt || null },
    ),
  }
}
