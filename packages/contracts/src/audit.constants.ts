// Plain values of the audit log, without zod: the back office shows the actions by these labels.

/** Every action the back office records, `<entity>.<verb>`, with its Vietnamese label. */
export const auditActionLabels = {
  'role.create': 'Tạo vai trò',
  'role.update': 'Sửa vai trò',
  'role.delete': 'Xóa vai trò',
  'staff.add': 'Thêm nhân viên',
  'staff.set_roles': 'Đặt vai trò cho nhân viên',
  'staff.disable': 'Khóa tài khoản nhân viên',
  'staff.enable': 'Mở khóa tài khoản nhân viên',
  'staff.sign_out': 'Đăng xuất mọi phiên của nhân viên',
  'settings.update': 'Cập nhật cài đặt website',
  'two_factor.reset': 'Tắt xác minh hai bước từ máy chủ',
  // The catalogue consoles.
  'category.create': 'Tạo danh mục',
  'category.update': 'Sửa danh mục',
  'category.move': 'Chuyển danh mục',
  'category.delete': 'Xóa danh mục',
  'brand.create': 'Tạo thương hiệu',
  'brand.update': 'Sửa thương hiệu',
  'brand.delete': 'Xóa thương hiệu',
  'brand.reorder': 'Sắp xếp thương hiệu',
  'store.update': 'Sửa cửa hàng',
  'store.status': 'Đổi trạng thái cửa hàng',
  'stock.adjust': 'Điều chỉnh tồn kho',
  'product.create': 'Tạo sản phẩm',
  'product.update': 'Sửa sản phẩm',
  'product.archive': 'Lưu trữ sản phẩm',
  'product.bulk_publish': 'Đăng bán hàng loạt',
  'product.bulk_hide': 'Tạm ẩn hàng loạt',
  'product.bulk_archive': 'Lưu trữ hàng loạt',
  'product.bulk_move_category': 'Chuyển danh mục hàng loạt',
  'product.import': 'Nhập sản phẩm từ tệp',
  'voucher.create': 'Tạo mã giảm giá',
  'voucher.update': 'Sửa mã giảm giá',
  'voucher.deactivate': 'Tắt mã giảm giá',
  'voucher.activate': 'Bật mã giảm giá',
  // Reviews.
  'review.approve': 'Duyệt đánh giá',
  'review.hide': 'Ẩn đánh giá',
  'review.reply': 'Trả lời đánh giá',
  'review.delete_reply': 'Xóa câu trả lời đánh giá',
  'review.dismiss_reports': 'Bỏ qua báo cáo đánh giá',
  // Classifieds moderation.
  'classified_ad.approve': 'Duyệt tin rao vặt',
  'classified_ad.reject': 'Từ chối tin rao vặt',
  'classified_ad.hide': 'Ẩn tin rao vặt',
  'classified_ad.restore': 'Hiển thị lại tin rao vặt',
  'classified_ad.handle_reports': 'Xử lý báo cáo tin rao vặt',
  'classified_poster.block': 'Chặn người đăng tin rao vặt',
  'classified_poster.unblock': 'Bỏ chặn người đăng tin rao vặt',
  'classified_topic.create': 'Tạo chủ đề rao vặt',
  'classified_topic.update': 'Sửa chủ đề rao vặt',
  'classified_topic.reorder': 'Sắp xếp chủ đề rao vặt',
  // Customers.
  'customer.lock': 'Khóa tài khoản khách hàng',
  'customer.unlock': 'Mở khóa tài khoản khách hàng',
  'customer.password_reset': 'Gửi email đặt lại mật khẩu cho khách hàng',
  // Partner applications.
  'partner_application.approve': 'Duyệt đăng ký đối tác',
  'partner_application.reject': 'Từ chối đăng ký đối tác',
} as const satisfies Record<string, string>

export type AuditAction = keyof typeof auditActionLabels
export const AUDIT_ACTIONS = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]]

/**
 * The `permission` of a row written by a command on the server (`npm run admin:create`), not by a
 * signed-in person: such a row has no actor, and its `request_id` names the command.
 */
export const SYSTEM_AUDIT_PERMISSION = 'system'

/** The label of an action; an action recorded before its label was written shows as itself. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action
}

/** Entities the audit rows name (`entity_type`). */
export const auditEntityTypes = [
  'role',
  'staff',
  'settings',
  // The catalogue consoles.
  'category',
  'brand',
  'store',
  'product',
  'voucher',
  'review',
  // Classifieds moderation.
  'classified_ad',
  'classified_poster',
  'classified_topic',
  'customer',
  'partner_application',
] as const

export const AUDIT_LOG_PER_PAGE = 50
/** A filtered count stops here; the list says "more than" past it. */
export const AUDIT_LOG_COUNT_CAP = 10_000

export const auditMessages = {
  actorId: 'Mã nhân viên không hợp lệ.',
  search: 'Từ khóa tìm kiếm tối đa 100 ký tự.',
  entityType: 'Loại đối tượng không hợp lệ (tối đa 40 ký tự).',
  entityId: 'Mã đối tượng không hợp lệ (tối đa 80 ký tự).',
  action: 'Thao tác không hợp lệ (tối đa 80 ký tự).',
  date: 'Ngày phải có dạng YYYY-MM-DD.',
  dateRange: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
} as const
