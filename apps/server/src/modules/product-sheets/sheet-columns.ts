import { PRODUCT_SHEET_OPTION_TYPES_MAX } from '@phiencho/contracts'

// The product sheet: one row per variant, or one per product sold without variants. The same
// columns are exported and imported, so that a shop edits its export and sends it back.

export type SheetColumnKey =
  | 'product_sku'
  | 'name'
  | 'slug'
  | 'category'
  | 'brand'
  | 'store'
  | 'status'
  | 'price'
  | 'sale_price'
  | 'sale_starts_at'
  | 'sale_ends_at'
  | 'short_description'
  | 'variant_sku'
  | `option${1 | 2 | 3}_name`
  | `option${1 | 2 | 3}_value`
  | 'variant_price'
  | 'variant_sale_price'
  | 'barcode'
  | 'stock'

export interface SheetColumn {
  key: SheetColumnKey
  header: string
  /** Width in characters, for the spreadsheet. */
  width: number
}

const optionColumns = Array.from({ length: PRODUCT_SHEET_OPTION_TYPES_MAX }, (_, i) => [
  { key: `option${i + 1}_name`, header: `Tên phân loại ${i + 1}`, width: 16 },
  { key: `option${i + 1}_value`, header: `Giá trị phân loại ${i + 1}`, width: 18 },
]).flat() as SheetColumn[]

export const sheetColumns: readonly SheetColumn[] = [
  { key: 'product_sku', header: 'SKU sản phẩm', width: 18 },
  { key: 'name', header: 'Tên sản phẩm', width: 40 },
  { key: 'slug', header: 'Đường dẫn', width: 30 },
  { key: 'category', header: 'Danh mục', width: 22 },
  { key: 'brand', header: 'Thương hiệu', width: 16 },
  { key: 'store', header: 'Cửa hàng', width: 18 },
  { key: 'status', header: 'Trạng thái', width: 12 },
  { key: 'price', header: 'Giá', width: 12 },
  { key: 'sale_price', header: 'Giá khuyến mãi', width: 14 },
  { key: 'sale_starts_at', header: 'Bắt đầu khuyến mãi', width: 18 },
  { key: 'sale_ends_at', header: 'Kết thúc khuyến mãi', width: 18 },
  { key: 'short_description', header: 'Mô tả ngắn', width: 40 },
  { key: 'variant_sku', header: 'SKU phân loại', width: 20 },
  ...optionColumns,
  { key: 'variant_price', header: 'Giá phân loại', width: 14 },
  { key: 'variant_sale_price', header: 'Giá khuyến mãi phân loại', width: 14 },
  { key: 'barcode', header: 'Mã vạch', width: 16 },
  { key: 'stock', header: 'Tồn kho', width: 10 },
]

export const columnByKey = new Map(sheetColumns.map((column) => [column.key, column]))
export const headerOf = (key: SheetColumnKey) => columnByKey.get(key)!.header

/** One row of the sheet, each cell as text ('' when empty). */
export type SheetRow = Record<SheetColumnKey, string>
