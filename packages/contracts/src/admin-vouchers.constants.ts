// Plain values of the back-office voucher console, without zod: statuses, limits and messages.
import { formatVnd } from '@phiencho/vn'

import { VOUCHER_CODE_MAX } from './cart.constants.ts'

export const ADMIN_VOUCHERS_PER_PAGE = 20
export const ADMIN_VOUCHER_REDEMPTIONS_PER_PAGE = 20
export const ADMIN_VOUCHER_SEARCH_MAX = VOUCHER_CODE_MAX
export const ADMIN_VOUCHERS_PAGE_MAX = 10_000
export const VOUCHER_CODE_MIN = 3
/** Upper-case letters without marks, digits, `-` and `_`: what a shopper can type anywhere. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]+$/
export const VOUCHER_DESCRIPTION_MAX = 500
/** The largest fixed discount, minimum order or cap, in đồng (integer columns hold more). */
export const VOUCHER_AMOUNT_MAX = 1_000_000_000
export const VOUCHER_USES_MAX = 1_000_000
export const VOUCHER_CATEGORIES_MAX = 50

export const voucherKinds = ['percent', 'fixed'] as const
export type VoucherKind = (typeof voucherKinds)[number]
export const voucherKindLabels: Record<VoucherKind, string> = {
  percent: 'Giảm theo %',
  fixed: 'Giảm số tiền',
}

/**
 * A voucher's status now, one of these, decided in this order: switched off, ended, out of uses,
 * not started yet, else running. The list's tabs filter by it and count it.
 */
export const voucherStatuses = {
  active: 'Đang chạy',
  scheduled: 'Sắp diễn ra',
  expired: 'Đã hết hạn',
  used_up: 'Hết lượt',
  inactive: 'Đã tắt',
} as const
export type VoucherStatus = keyof typeof voucherStatuses
export const VOUCHER_STATUSES = Object.keys(voucherStatuses) as [VoucherStatus, ...VoucherStatus[]]

/** The discount a voucher gives, as a line: `10 % (tối đa 50.000 ₫)`, `30.000 ₫`. */
export function voucherValueLabel(voucher: {
  kind: VoucherKind
  value: number
  max_discount: number | null
}): string {
  if (voucher.kind === 'fixed') return formatVnd(voucher.value)
  const cap = voucher.max_discount === null ? '' : ` (tối đa ${formatVnd(voucher.max_discount)})`
  return `${voucher.value} %${cap}`
}

export const adminVoucherMessages = {
  notFound: 'Không tìm thấy mã giảm giá.',
  status: 'Trạng thái không hợp lệ.',
  search: `Từ khóa tìm kiếm tối đa ${ADMIN_VOUCHER_SEARCH_MAX} ký tự.`,
  page: 'Trang không hợp lệ.',
  code: `Mã gồm ${VOUCHER_CODE_MIN}–${VOUCHER_CODE_MAX} ký tự: chữ in hoa không dấu (A–Z), số, dấu - hoặc _.`,
  codeTaken: 'Mã này đã có. Vui lòng chọn mã khác.',
  description: `Mô tả tối đa ${VOUCHER_DESCRIPTION_MAX} ký tự.`,
  kind: 'Vui lòng chọn loại giảm giá.',
  value: 'Mức giảm phải là số nguyên.',
  percentValue: 'Phần trăm giảm phải là số nguyên từ 1 đến 100.',
  fixedValue: `Số tiền giảm phải là số nguyên từ 1 ₫ đến ${formatVnd(VOUCHER_AMOUNT_MAX)}.`,
  maxDiscount: `Mức giảm tối đa phải là số nguyên từ 1 ₫ đến ${formatVnd(VOUCHER_AMOUNT_MAX)}, hoặc để trống.`,
  maxDiscountFixed: 'Mức giảm tối đa chỉ dùng cho mã giảm theo phần trăm.',
  minOrderTotal: `Giá trị đơn tối thiểu phải là số nguyên từ 0 ₫ đến ${formatVnd(VOUCHER_AMOUNT_MAX)}.`,
  startsAt: 'Vui lòng chọn thời điểm bắt đầu hợp lệ.',
  endsAt: 'Thời điểm kết thúc không hợp lệ.',
  endsBeforeStart: 'Thời điểm kết thúc phải sau thời điểm bắt đầu.',
  usageLimit: `Tổng số lượt dùng phải là số nguyên từ 1 đến ${VOUCHER_USES_MAX}, hoặc để trống (không giới hạn).`,
  usageBelowUsed: (used: number) =>
    `Tổng số lượt dùng không được nhỏ hơn số lượt đã dùng (${used}).`,
  perCustomerLimit: `Số lượt mỗi khách phải là số nguyên từ 1 đến ${VOUCHER_USES_MAX}, hoặc để trống (không giới hạn).`,
  isActive: 'Trạng thái bật/tắt không hợp lệ.',
  categoryIds: `Chọn tối đa ${VOUCHER_CATEGORIES_MAX} danh mục hợp lệ.`,
  categoryMissing: (ids: readonly number[]) =>
    `Danh mục không tồn tại (mã ${ids.join(', ')}). Vui lòng tải lại trang và chọn lại.`,
  lockedAfterUse: (used: number) =>
    `Mã đã được dùng cho ${used} đơn hàng: không đổi được mã, loại và mức giảm. Hãy tắt mã này và tạo mã mới.`,
  alreadyActive: 'Mã giảm giá đang bật.',
  alreadyInactive: 'Mã giảm giá đã tắt.',
} as const
