// Plain values of the back office's products, without zod: statuses, filters, sorts, limits and
// messages of the product list and editor.

/** Rows a list page holds; the page size is fixed. */
export const ADMIN_PRODUCTS_PER_PAGE = 20
/** The list's total counts up to this many products, then stops: above it reads "hơn 10.000". */
export const ADMIN_PRODUCT_COUNT_CAP = 10_000
export const ADMIN_PRODUCTS_PAGE_MAX = ADMIN_PRODUCT_COUNT_CAP / ADMIN_PRODUCTS_PER_PAGE
export const ADMIN_PRODUCT_SEARCH_MAX = 100
/** Products one bulk request may act on. */
export const PRODUCT_BULK_MAX = 100

/** What `products.price` (a PostgreSQL integer) can hold, in đồng, with room to spare. */
export const PRODUCT_PRICE_MAX = 2_000_000_000
export const PRODUCT_NAME_MAX = 255
export const PRODUCT_SLUG_MAX = 200
export const PRODUCT_SKU_MAX = 64
/** A product's or variant's SKU: letters, digits, dots, dashes, underscores (the editor and the sheet). */
export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9._-]+$/
/** A product's slug: lower-case words without marks, joined by dashes. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const PRODUCT_SHORT_DESCRIPTION_MAX = 500
export const PRODUCT_DESCRIPTION_MAX = 100_000
export const PRODUCT_SEO_TITLE_MAX = 255
export const PRODUCT_SEO_DESCRIPTION_MAX = 500
export const PRODUCT_ATTRIBUTES_MAX = 50
export const PRODUCT_ATTRIBUTE_KEY_MAX = 100
export const PRODUCT_ATTRIBUTE_VALUE_MAX = 500
export const PRODUCT_IMAGES_MAX = 20
export const PRODUCT_IMAGE_ALT_MAX = 255
/** Files one upload request may carry (the multipart reader's own limit). */
export const PRODUCT_UPLOAD_FILES_MAX = 8
export const PRODUCT_OPTION_TYPES_MAX = 3
export const PRODUCT_OPTION_NAME_MAX = 50
export const PRODUCT_OPTION_VALUES_MAX = 30
export const PRODUCT_OPTION_VALUE_MAX = 50
export const PRODUCT_VARIANTS_MAX = 200
export const PRODUCT_BARCODE_MAX = 64
export const PRODUCT_LOW_STOCK_MAX = 1_000_000
export const PRODUCT_SALE_MAX_PER_ORDER_MAX = 10_000

export const adminProductStatuses = ['draft', 'published', 'hidden', 'archived'] as const
export type AdminProductStatus = (typeof adminProductStatuses)[number]
export const adminProductStatusLabels: Record<AdminProductStatus, string> = {
  draft: 'Bản nháp',
  published: 'Đang bán',
  hidden: 'Tạm ẩn',
  archived: 'Đã lưu trữ',
}
/** The statuses the list shows when no status is asked for: every one but archived. */
export const ADMIN_PRODUCT_DEFAULT_STATUSES = [
  'draft',
  'published',
  'hidden',
] as const satisfies readonly AdminProductStatus[]

/**
 * Stock states of the list's filter: out = 0; low = at most the product's low-stock threshold
 * (or the shop's `LOW_STOCK_THRESHOLD`) but not 0; in = above it.
 */
export const adminProductStockStates = ['out', 'low', 'in'] as const
export type AdminProductStockState = (typeof adminProductStockStates)[number]
export const adminProductStockStateLabels: Record<AdminProductStockState, string> = {
  out: 'Hết hàng',
  low: 'Sắp hết hàng',
  in: 'Còn hàng',
}

/** `store=shop` in the list's query: the products Phiên Chợ sells itself (no store). */
export const PRODUCT_STORE_SHOP = 'shop'

export const adminProductSorts = [
  'newest',
  'updated',
  'name',
  'price_asc',
  'price_desc',
  'stock_asc',
] as const
export type AdminProductSort = (typeof adminProductSorts)[number]
export const adminProductSortLabels: Record<AdminProductSort, string> = {
  newest: 'Mới tạo',
  updated: 'Mới cập nhật',
  name: 'Tên A → Z',
  price_asc: 'Giá thấp → cao',
  price_desc: 'Giá cao → thấp',
  stock_asc: 'Tồn kho ít nhất',
}

export const productBulkActions = ['publish', 'hide', 'archive', 'move_category'] as const
export type ProductBulkAction = (typeof productBulkActions)[number]
export const productBulkActionLabels: Record<ProductBulkAction, string> = {
  publish: 'Đăng bán',
  hide: 'Tạm ẩn',
  archive: 'Lưu trữ',
  move_category: 'Chuyển danh mục',
}

/**
 * The fields of a save that set a price: changing one needs `price:write` besides
 * `product:write`. Per variant: `price` and `planned_sale_price`.
 */
export const PRODUCT_PRICE_FIELDS = [
  'price',
  'planned_sale_price',
  'sale_starts_at',
  'sale_ends_at',
  'sale_max_per_order',
] as const

export const adminProductMessages = {
  notFound: 'Không tìm thấy sản phẩm.',
  search: `Từ khóa tìm kiếm tối đa ${ADMIN_PRODUCT_SEARCH_MAX} ký tự.`,
  category: 'Vui lòng chọn danh mục.',
  categoryUnknown: 'Danh mục không tồn tại.',
  brand: 'Thương hiệu không hợp lệ.',
  brandUnknown: 'Thương hiệu không tồn tại.',
  store: 'Cửa hàng không hợp lệ.',
  storeUnknown: 'Cửa hàng không tồn tại.',
  status: 'Trạng thái sản phẩm không hợp lệ.',
  stock: 'Tình trạng tồn kho không hợp lệ.',
  onSale: 'Bộ lọc "đang giảm giá" chỉ nhận true hoặc false.',
  priceFilter: 'Giá phải là số nguyên không âm.',
  priceRange: 'Giá tối thiểu phải nhỏ hơn hoặc bằng giá tối đa.',
  sort: 'Cách sắp xếp không hợp lệ.',
  page: `Trang phải là số nguyên từ 1 đến ${ADMIN_PRODUCTS_PAGE_MAX}.`,
  id: 'Mã sản phẩm không hợp lệ.',
  name: `Vui lòng nhập tên sản phẩm (tối đa ${PRODUCT_NAME_MAX} ký tự).`,
  slug: `Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (tối đa ${PRODUCT_SLUG_MAX} ký tự).`,
  slugTaken: 'Đường dẫn này đã được sản phẩm khác dùng.',
  sku: `Vui lòng nhập mã SKU (chữ, số, dấu chấm, gạch ngang, gạch dưới; tối đa ${PRODUCT_SKU_MAX} ký tự).`,
  skuTaken: 'Mã SKU đã tồn tại.',
  skuRepeated: 'Mã SKU bị trùng trong sản phẩm này.',
  shortDescription: `Mô tả ngắn tối đa ${PRODUCT_SHORT_DESCRIPTION_MAX} ký tự.`,
  description: 'Mô tả quá dài.',
  price: 'Giá phải là số nguyên từ 0 đến 2.000.000.000 ₫.',
  salePrice: 'Giá khuyến mãi phải thấp hơn giá bán.',
  saleEnd: 'Thời điểm kết thúc khuyến mãi phải sau thời điểm bắt đầu.',
  saleDate: 'Thời điểm khuyến mãi không hợp lệ (ISO 8601, ví dụ 2026-12-01T08:00:00+07:00).',
  saleMaxPerOrder: 'Số lượng tối đa mỗi đơn phải là số nguyên từ 1.',
  lowStockThreshold: 'Ngưỡng sắp hết hàng phải là số nguyên không âm.',
  seoTitle: `Tiêu đề SEO tối đa ${PRODUCT_SEO_TITLE_MAX} ký tự.`,
  seoDescription: `Mô tả SEO tối đa ${PRODUCT_SEO_DESCRIPTION_MAX} ký tự.`,
  attributes: `Tối đa ${PRODUCT_ATTRIBUTES_MAX} thông số; tên tối đa ${PRODUCT_ATTRIBUTE_KEY_MAX} và giá trị tối đa ${PRODUCT_ATTRIBUTE_VALUE_MAX} ký tự, không để trống.`,
  optionTypes: `Tối đa ${PRODUCT_OPTION_TYPES_MAX} loại phân loại (ví dụ Màu, Kích cỡ).`,
  optionName: `Vui lòng nhập tên phân loại (tối đa ${PRODUCT_OPTION_NAME_MAX} ký tự), không trùng nhau.`,
  optionValues: `Mỗi phân loại có từ 1 đến ${PRODUCT_OPTION_VALUES_MAX} giá trị (tối đa ${PRODUCT_OPTION_VALUE_MAX} ký tự), không trùng nhau.`,
  variants: `Tối đa ${PRODUCT_VARIANTS_MAX} phân loại hàng.`,
  variantsMatrix:
    'Danh sách phân loại hàng phải gồm đúng mỗi tổ hợp giá trị của các loại phân loại một lần.',
  variantOptions: 'Tổ hợp phân loại không khớp với các loại phân loại đã khai báo.',
  variantUnknown: 'Phân loại hàng không thuộc sản phẩm này.',
  variantInOrders: (name: string) =>
    `Phân loại "${name}" đã có trong đơn hàng nên không thể xóa; hãy giữ lại và để tồn kho bằng 0.`,
  barcode: `Mã vạch tối đa ${PRODUCT_BARCODE_MAX} ký tự (chữ và số).`,
  images: `Tối đa ${PRODUCT_IMAGES_MAX} ảnh.`,
  image: 'Mỗi ảnh cần mã ảnh đã lưu (id) hoặc đường dẫn ảnh vừa tải lên (path).',
  imageUnknown: 'Ảnh không thuộc sản phẩm này hoặc chưa được tải lên.',
  imageAlt: `Mô tả ảnh tối đa ${PRODUCT_IMAGE_ALT_MAX} ký tự.`,
  variantImage: 'Ảnh của phân loại phải là một ảnh của sản phẩm.',
  uploadFiles: `Vui lòng chọn từ 1 đến ${PRODUCT_UPLOAD_FILES_MAX} ảnh.`,
  version: 'Thiếu phiên bản của sản phẩm đang sửa.',
  versionConflict: 'Sản phẩm vừa được người khác cập nhật. Tải lại để xem bản mới nhất.',
  pricePermission:
    'Bạn cần quyền "Cập nhật giá" (price:write) để thay đổi giá, giá khuyến mãi hoặc thời gian khuyến mãi.',
  bulkIds: `Vui lòng chọn từ 1 đến ${PRODUCT_BULK_MAX} sản phẩm.`,
  bulkAction: 'Thao tác hàng loạt không hợp lệ.',
  bulkCategory: 'Vui lòng chọn danh mục để chuyển sản phẩm đến.',
  bulkUnknown: 'Có sản phẩm không tồn tại trong danh sách đã chọn.',
} as const
