// Plain values of the partner applications console (the back office, `partner:review`), without zod.

export const ADMIN_PARTNERS_PER_PAGE = 30
export const PARTNER_REJECT_REASON_MAX = 500

export const partnerApplicationStatuses = ['pending', 'approved', 'rejected'] as const
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number]

/** The console's tabs: a status, or every application. */
export const adminPartnerTabs = ['pending', 'approved', 'rejected', 'all'] as const
export type AdminPartnerTab = (typeof adminPartnerTabs)[number]

export const adminPartnerTabLabels: Record<AdminPartnerTab, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Bị từ chối',
  all: 'Tất cả',
}

/** The reasons a moderator picks from when rejecting an application (or writes their own). */
export const partnerRejectReasons = [
  'Thông tin liên hệ không chính xác',
  'Ngành hàng chưa phù hợp với Phiên Chợ',
  'Đăng ký trùng lặp',
  'Chưa đủ giấy tờ kinh doanh',
] as const

export const adminPartnersMessages = {
  notFound: 'Không tìm thấy đơn đăng ký đối tác.',
  tab: 'Vui lòng chọn tab trong danh sách.',
  page: 'Số trang không hợp lệ.',
  transition: 'Đơn đăng ký này đã được xử lý, không còn chờ duyệt.',
  noAccount:
    'Người đăng ký chưa có tài khoản trên Phiên Chợ (hoặc chưa xác minh email): hãy đề nghị họ đăng ký tài khoản bằng email trong đơn rồi duyệt lại.',
  rejectReason: 'Vui lòng nhập lý do từ chối (tối đa 500 ký tự).',
  approved: 'Đã duyệt đơn đăng ký và mở cửa hàng.',
  rejected: 'Đã từ chối đơn đăng ký.',
} as const
