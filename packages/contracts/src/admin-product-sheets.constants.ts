// The product sheet (CSV or Excel) of the back office: limits, formats and messages, without zod.

export const PRODUCT_SHEET_FORMATS = ['csv', 'xlsx'] as const
export type ProductSheetFormat = (typeof PRODUCT_SHEET_FORMATS)[number]

/** Option types a product may have, each a pair of columns in the sheet. */
export const PRODUCT_SHEET_OPTION_TYPES_MAX = 3
/** Rows one import may hold (a header row aside). */
export const PRODUCT_SHEET_ROWS_MAX = 20_000
/** The largest file an import takes. */
export const PRODUCT_SHEET_BYTES_MAX = 20 * 1024 * 1024
/** A dry run lists the changes of at most this many products (the counts cover them all). */
export const PRODUCT_SHEET_CHANGES_LISTED_MAX = 500
/** And at most this many row errors. */
export const PRODUCT_SHEET_ERRORS_LISTED_MAX = 500

/** The product statuses as the sheet writes them; an import takes these or the keys. */
export const productSheetStatusLabels = {
  draft: 'Nháp',
  published: 'Đang bán',
  hidden: 'Tạm ẩn',
  archived: 'Lưu trữ',
} as const

export const productSheetMessages = {
  format: 'Định dạng phải là csv hoặc xlsx.',
  dryRun: 'dry_run phải là true hoặc false.',
  fileRequired: 'Hãy chọn tệp CSV hoặc Excel (.xlsx) để nhập.',
  fileTooLarge: 'Tệp quá lớn (tối đa 20 MB).',
  fileUnreadable:
    'Không đọc được tệp. Hãy gửi tệp CSV (UTF-8) hoặc Excel (.xlsx) xuất từ trang này.',
  fileEmpty: 'Tệp không có dòng sản phẩm nào.',
  tooManyRows: 'Tệp có quá nhiều dòng (tối đa 20.000 dòng một lần).',
  missingColumns: (headers: string[]) => `Thiếu cột: ${headers.join(', ')}.`,
  required: 'Không được để trống.',
  number: 'Phải là số nguyên không âm (ví dụ 1250000 hoặc 1.250.000).',
  salePriceBelowPrice: 'Giá khuyến mãi phải nhỏ hơn giá.',
  date: 'Ngày giờ phải có dạng dd/mm/yyyy hh:mm (giờ Việt Nam).',
  saleEndsAfterStart: 'Kết thúc khuyến mãi phải sau thời điểm bắt đầu.',
  status: 'Trạng thái phải là Nháp, Đang bán, Tạm ẩn hoặc Lưu trữ.',
  category: 'Không có danh mục với đường dẫn này.',
  brand: 'Không có thương hiệu với đường dẫn này.',
  store: 'Không có cửa hàng với đường dẫn này.',
  slug: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (tối đa 200 ký tự).',
  slugTaken: 'Đường dẫn đã thuộc sản phẩm khác.',
  sku: 'SKU chỉ gồm chữ, số, dấu gạch ngang, gạch dưới và dấu chấm (tối đa 64 ký tự).',
  skuTaken: 'SKU đã thuộc sản phẩm hoặc phân loại khác.',
  skuRepeated: 'SKU phân loại này đã có ở một dòng trước.',
  tooLong: (max: number) => `Tối đa ${max} ký tự.`,
  productDiffers:
    'Thông tin sản phẩm khác với dòng đầu tiên của cùng SKU sản phẩm; hãy để trống hoặc ghi giống nhau.',
  variantsMixed:
    'Sản phẩm có phân loại: mỗi dòng của nó cần SKU phân loại (hoặc bỏ phân loại ở mọi dòng).',
  optionMissing: 'Phân loại cần cả tên và giá trị.',
  optionNamesDiffer: 'Các phân loại của một sản phẩm phải có cùng tên phân loại, cùng thứ tự.',
  optionRepeated: 'Hai phân loại của sản phẩm có cùng giá trị.',
  variantOfAnotherProduct: 'SKU phân loại này thuộc sản phẩm khác.',
  pricePermission: 'Bạn không có quyền cập nhật giá (price:write).',
  stockPermission: 'Bạn không có quyền cập nhật tồn kho (inventory:write).',
  hasErrors: 'Tệp còn lỗi; chưa có thay đổi nào được lưu. Hãy sửa các dòng được nêu rồi nhập lại.',
} as const

/** What an import or a dry run says of a product. */
export const PRODUCT_SHEET_ACTIONS = ['create', 'update', 'unchanged'] as const
export type ProductSheetAction = (typeof PRODUCT_SHEET_ACTIONS)[number]
