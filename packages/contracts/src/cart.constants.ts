// Plain values of the cart contracts, without zod (see README.md).
import { formatVnd } from '@phiencho/vn'

/** The httpOnly cookie that ties a guest's server-side cart to the browser. */
export const CART_COOKIE = 'cart_token'
/** A guest cart lives this long after its last change. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 86_400
export const CART_QUANTITY_MAX = 99
/** Different products (lines) in one cart. */
export const CART_LINES_MAX = 50
export const VOUCHER_CODE_MAX = 32

export const cartMessages = {
  productUnavailable: 'Sản phẩm không tồn tại hoặc đã ngừng bán.',
  variantRequired: 'Vui lòng chọn phân loại (màu sắc, kích cỡ…) của sản phẩm.',
  variantInvalid: 'Phân loại sản phẩm không hợp lệ.',
  quantity: `Số lượng phải là số nguyên từ 1 đến ${CART_QUANTITY_MAX}.`,
  outOfStock: 'Sản phẩm đã hết hàng.',
  onlyLeft: (stock: number) => `Chỉ còn ${stock} sản phẩm trong kho.`,
  alreadyInCart: (inCart: number, stock: number) =>
    `Giỏ hàng đã có ${inCart} sản phẩm này; trong kho chỉ còn ${stock}.`,
  lineMax: (inCart: number) =>
    `Giỏ hàng đã có ${inCart} sản phẩm này; mỗi sản phẩm mua tối đa ${CART_QUANTITY_MAX}.`,
  full: `Giỏ hàng đã có ${CART_LINES_MAX} sản phẩm khác nhau. Vui lòng thanh toán hoặc bỏ bớt.`,
  lineNotFound: 'Sản phẩm này không có trong giỏ hàng.',
  voucherRequired: 'Vui lòng nhập mã giảm giá.',
  voucherNotFound: 'Mã giảm giá không tồn tại.',
  voucherNotStarted: 'Mã giảm giá chưa đến thời gian áp dụng.',
  voucherExpired: 'Mã giảm giá đã hết hạn.',
  voucherUsedUp: 'Mã giảm giá đã hết lượt sử dụng.',
  voucherPerCustomer: (limit: number) =>
    `Mã này chỉ dùng ${limit === 1 ? 'một' : limit} lần cho mỗi khách hàng (tính theo tài khoản, email và số điện thoại).`,
  voucherMinOrder: (min: number) => `Mã giảm giá chỉ áp dụng cho đơn hàng từ ${formatVnd(min)}.`,
  voucherCategories: (names: readonly string[]) =>
    `Mã giảm giá chỉ áp dụng cho sản phẩm thuộc danh mục ${names.join(', ')}.`,
  voucherCategoryMinOrder: (min: number, names: readonly string[]) =>
    `Mã giảm giá chỉ áp dụng khi sản phẩm thuộc danh mục ${names.join(', ')} đạt từ ${formatVnd(min)}.`,
  voucherEmptyCart: 'Vui lòng thêm sản phẩm vào giỏ hàng trước khi nhập mã giảm giá.',
  // What a flagged line tells the shopper to do.
  lineUnavailable: 'Sản phẩm đã ngừng bán. Vui lòng xóa khỏi giỏ hàng.',
  lineOutOfStock: 'Sản phẩm đã hết hàng. Vui lòng xóa khỏi giỏ hàng.',
  lineAboveStock: (stock: number) => `Chỉ còn ${stock} sản phẩm trong kho. Vui lòng giảm số lượng.`,
  linePriceChanged: (before: number, now: number) =>
    `Giá đã thay đổi từ ${formatVnd(before)} thành ${formatVnd(now)} kể từ khi bạn thêm vào giỏ.`,
} as const

export const cartLineIssueCodes = [
  /** The product or variant is no longer on sale: remove the line. */
  'unavailable',
  /** Nothing left: remove the line. */
  'out_of_stock',
  /** Fewer left than the quantity: lower it to `max_quantity`. */
  'above_stock',
  /** More units of the product (over its variants) than its flash sale allows per order. */
  'above_sale_limit',
  /** The price differs from when the line was added; informational, checkout stays open. */
  'price_changed',
] as const
export type CartLineIssueCode = (typeof cartLineIssueCodes)[number]
