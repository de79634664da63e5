// Plain values of the back office's settings contracts, without zod: limits, which permission
// each group of fields needs, and the messages. Only the back office loads them, never the shop.

export const SITE_NAME_MAX = 100
export const SITE_DESCRIPTION_MAX = 500
export const ADDRESS_MAX = 255
export const SHIPPING_FEE_MAX = 10_000_000
export const FREE_SHIPPING_THRESHOLD_MAX = 1_000_000_000
/** The sample transfer the back office's bank QR preview encodes. */
export const BANK_QR_PREVIEW_AMOUNT = 10_000
export const BANK_QR_PREVIEW_MEMO = 'THU QR PHIEN CHO'

/** Which permission each group of website settings needs to be read and changed. */
export const settingsFieldGroups = {
  website: [
    'site_name',
    'site_description',
    'favicon',
    'logo',
    'contact_phone',
    'contact_email',
    'address',
    'facebook_url',
    'zalo_url',
    'youtube_url',
    'business_registration_number',
    'classified_publication',
  ],
  commerce: [
    'free_shipping_threshold',
    'shipping_fees',
    'express_shipping_fees',
    'payment_methods',
  ],
  bank: ['bank_bin', 'bank_account_number', 'bank_account_name'],
} as const
export type SettingsGroup = keyof typeof settingsFieldGroups
export const settingsGroupPermissions = {
  website: 'settings:write',
  commerce: 'settings:write',
  bank: 'settings:bank',
} as const

export const settingsMessages = {
  siteName: `Vui lòng nhập tên website (tối đa ${SITE_NAME_MAX} ký tự).`,
  siteDescription: `Mô tả website tối đa ${SITE_DESCRIPTION_MAX} ký tự.`,
  image: 'Vui lòng chọn ảnh đã tải lên.',
  contactPhone: 'Số điện thoại liên hệ không hợp lệ (di động, cố định hoặc tổng đài 1800/1900).',
  contactEmail: 'Email liên hệ không hợp lệ.',
  address: `Địa chỉ tối đa ${ADDRESS_MAX} ký tự.`,
  url: 'Đường dẫn phải bắt đầu bằng http:// hoặc https://.',
  businessRegistration: 'Mã số doanh nghiệp gồm 10 hoặc 13 chữ số.',
  fee: 'Phí vận chuyển là số nguyên từ 0 đến 10.000.000 đồng.',
  freeShippingThreshold:
    'Ngưỡng miễn phí vận chuyển là số nguyên không âm (đồng); 0 là không miễn phí.',
  paymentMethods: 'Vui lòng chọn ít nhất một phương thức thanh toán trong danh sách.',
  bankBin: 'Vui lòng chọn ngân hàng trong danh sách NAPAS.',
  bankAccountNumber: 'Số tài khoản gồm 6 đến 19 chữ số.',
  bankAccountName:
    'Tên chủ tài khoản gồm chữ cái không dấu, chữ số và khoảng trắng (2–100 ký tự), như ngân hàng in.',
  empty: 'Vui lòng gửi ít nhất một trường cần thay đổi.',
} as const
