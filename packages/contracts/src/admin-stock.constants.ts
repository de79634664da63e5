// Plain values of the back office's stock pages, without zod: the ledger's reasons and their
// labels, limits and messages.

/** Every reason a ledger row may carry (the database's `stock_reason` enum, same order). */
export const STOCK_REASONS = [
  'initial',
  'receive',
  'count',
  'damage',
  'return',
  'sale',
  'cancel',
  'import',
  'other',
] as const
export type StockReason = (typeof STOCK_REASONS)[number]

/** The reasons staff choose for an adjustment; the shop writes the others itself. */
export const STOCK_ADJUSTMENT_REASONS = ['receive', 'count', 'damage', 'return'] as const
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number]

export const stockReasonLabels: Record<StockReason, string> = {
  initial: 'Tồn đầu kỳ',
  receive: 'Nhập hàng',
  count: 'Kiểm kê',
  damage: 'Hư hỏng',
  return: 'Trả hàng',
  sale: 'Bán hàng',
  cancel: 'Hủy đơn',
  import: 'Nhập từ tệp',
  other: 'Khác',
}

export const STOCK_LEDGER_PER_PAGE = 50
/** A filtered ledger count stops here; the page then reads "at least". */
export const STOCK_LEDGER_COUNT_CAP = 10_000
export const LOW_STOCK_PER_PAGE = 50
/** Matches a stock-item lookup answers. */
export const STOCK_ITEMS_MAX = 20
export const STOCK_NOTE_MAX = 500
export const STOCK_SEARCH_MAX = 100
/** The most units one adjustment may name (a PostgreSQL integer holds far more). */
export const STOCK_QUANTITY_MAX = 1_000_000

export const stockMessages = {
  productNotFound: 'Không tìm thấy sản phẩm.',
  variantRequired: 'Sản phẩm có nhiều phân loại: vui lòng chọn phân loại cần điều chỉnh.',
  variantRefused: 'Sản phẩm này không có phân loại.',
  variantNotFound: 'Phân loại không thuộc sản phẩm này.',
  variant: 'Mã phân loại không hợp lệ.',
  reason: 'Vui lòng chọn lý do: nhập hàng, kiểm kê, hư hỏng hoặc trả hàng.',
  quantity: `Số lượng phải là số nguyên dương, tối đa ${STOCK_QUANTITY_MAX.toLocaleString('vi-VN')}.`,
  countQuantity: `Số lượng kiểm kê phải là số nguyên từ 0 đến ${STOCK_QUANTITY_MAX.toLocaleString('vi-VN')}.`,
  note: `Ghi chú tối đa ${STOCK_NOTE_MAX} ký tự.`,
  notEnough: (stock: number) =>
    `Tồn kho không đủ: hiện chỉ còn ${stock.toLocaleString('vi-VN')} sản phẩm.`,
  tooMuch: 'Tồn kho sau điều chỉnh vượt quá giới hạn cho phép.',
  productId: 'Mã sản phẩm không hợp lệ.',
  staffId: 'Mã nhân viên không hợp lệ.',
  search: `Từ khóa tìm kiếm tối đa ${STOCK_SEARCH_MAX} ký tự.`,
  lookup: `Vui lòng nhập mã SKU hoặc tên sản phẩm (tối đa ${STOCK_SEARCH_MAX} ký tự).`,
  reasonFilter: 'Lý do không hợp lệ.',
  date: 'Ngày phải có dạng YYYY-MM-DD.',
  dateRange: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
} as const
