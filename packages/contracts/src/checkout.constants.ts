// Plain values of the checkout contracts, without zod (see README.md).
import type { Region } from './geo.constants.ts'
import type { ShippingMethod } from './orders.constants.ts'

/** Header that makes `POST /checkout` safe to retry: the same key always answers the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const ADDRESS_BOOK_MAX = 20
/**
 * The field of a checkout's 422 that refuses its voucher (`errors.voucher_code`): a "once per
 * customer" code this account, email or phone number has used already.
 */
export const CHECKOUT_VOUCHER_FIELD = 'voucher_code'

/** What the checkout promises for each way of shipping to each region. */
export const shippingDeliveryTimes: Record<ShippingMethod, Record<Region, string>> = {
  standard: { north: '2–4 ngày', central: '3–5 ngày', south: '2–4 ngày' },
  express: { north: '1–2 ngày', central: '2–3 ngày', south: '1–2 ngày' },
}

export const checkoutMessages = {
  name: 'Vui lòng nhập họ tên người nhận.',
  nameLength: 'Họ tên phải có từ 2 đến 100 ký tự.',
  email: 'Email không hợp lệ.',
  street: 'Vui lòng nhập số nhà, tên đường.',
  streetLength: 'Địa chỉ không được dài quá 255 ký tự.',
  note: 'Ghi chú không được dài quá 500 ký tự.',
  shippingMethod: 'Vui lòng chọn phương thức vận chuyển.',
  paymentMethod: 'Vui lòng chọn phương thức thanh toán.',
  addressNotFound: 'Không tìm thấy địa chỉ.',
  addressBookFull: `Sổ địa chỉ đã có ${ADDRESS_BOOK_MAX} địa chỉ. Vui lòng xóa bớt trước khi thêm.`,
} as const
