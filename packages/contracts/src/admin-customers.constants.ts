// Plain values of the back-office customer console, without zod: tabs, limits and messages.

export const ADMIN_CUSTOMERS_PER_PAGE = 30
/** The detail page shows this many of the latest orders. */
export const ADMIN_CUSTOMER_ORDERS_SHOWN = 20
export const CUSTOMER_LOCK_REASON_MAX = 500

export const adminCustomerStatuses = {
  active: 'Đang hoạt động',
  locked: 'Đã khóa',
  all: 'Tất cả',
} as const
export type AdminCustomerStatus = keyof typeof adminCustomerStatuses
export const ADMIN_CUSTOMER_STATUSES = Object.keys(adminCustomerStatuses) as [
  AdminCustomerStatus,
  ...AdminCustomerStatus[],
]

export const adminCustomerMessages = {
  notFound: 'Không tìm thấy khách hàng.',
  status: 'Trạng thái phải là active, locked hoặc all.',
  page: 'Số trang không hợp lệ.',
  reason: `Lý do khóa tối đa ${CUSTOMER_LOCK_REASON_MAX} ký tự.`,
  alreadyLocked: 'Tài khoản này đã bị khóa.',
  notLocked: 'Tài khoản này không bị khóa.',
  ownerProtected: 'Không thể khóa tài khoản chủ cửa hàng.',
  notYourself: 'Bạn không thể tự khóa tài khoản của mình.',
  staffElsewhere: 'Tài khoản nhân viên được khóa hoặc mở khóa ở trang Nhân viên.',
  locked: 'Đã khóa tài khoản; mọi phiên đăng nhập của khách đã kết thúc.',
  unlocked: 'Đã mở khóa tài khoản.',
  resetSent: 'Đã gửi email đặt lại mật khẩu cho khách hàng.',
} as const
