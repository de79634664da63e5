// Plain values of the classifieds moderation contracts (the back office), without zod.

export const ADMIN_CLASSIFIEDS_PER_PAGE = 30
export const ADMIN_CLASSIFIED_REPORTS_PER_PAGE = 30
export const CLASSIFIED_MODERATION_REASON_MAX = 500
export const CLASSIFIED_BLOCK_REASON_MAX = 500
export const CLASSIFIED_REPORT_NOTE_MAX = 500
export const CLASSIFIED_TOPIC_NAME_MAX = 100
export const CLASSIFIED_TOPIC_DESCRIPTION_MAX = 500
export const CLASSIFIED_TOPIC_ICON_MAX = 50

/**
 * How a new ad (or a rejected ad its owner resubmits) goes up: at once, after review, or after
 * review until its poster has had one ad approved (the default).
 */
export const classifiedPublicationModes = ['immediate', 'review_all', 'review_new_posters'] as const
export type ClassifiedPublicationMode = (typeof classifiedPublicationModes)[number]
export const DEFAULT_CLASSIFIED_PUBLICATION: ClassifiedPublicationMode = 'review_new_posters'

export const classifiedPublicationLabels: Record<ClassifiedPublicationMode, string> = {
  immediate: 'Đăng ngay, không cần duyệt',
  review_all: 'Duyệt mọi tin trước khi đăng',
  review_new_posters: 'Duyệt tin của người đăng mới (đến khi có một tin được duyệt)',
}

/** The moderation queue's tabs: a status, or the ads with open reports. */
export const adminClassifiedTabs = [
  'pending',
  'reported',
  'published',
  'hidden',
  'rejected',
  'all',
] as const
export type AdminClassifiedTab = (typeof adminClassifiedTabs)[number]

export const adminClassifiedTabLabels: Record<AdminClassifiedTab, string> = {
  pending: 'Chờ duyệt',
  reported: 'Bị báo cáo',
  published: 'Đang hiển thị',
  hidden: 'Đã ẩn',
  rejected: 'Bị từ chối',
  all: 'Tất cả',
}

/** The reasons a moderator picks from when rejecting an ad (or writes their own). */
export const classifiedRejectReasons = [
  'Nội dung không rõ ràng hoặc thiếu thông tin',
  'Sai chủ đề',
  'Hàng hóa, dịch vụ bị cấm mua bán',
  'Tin trùng lặp',
  'Hình ảnh không phù hợp hoặc không phải ảnh thật',
  'Giá không hợp lý hoặc có dấu hiệu lừa đảo',
  'Chứa thông tin liên hệ hoặc đường dẫn trong tiêu đề',
] as const

/** The reasons a moderator picks from when hiding a published ad (or writes their own). */
export const classifiedHideReasons = [
  'Nhiều người báo cáo vi phạm',
  'Có dấu hiệu lừa đảo',
  'Hàng hóa, dịch vụ bị cấm mua bán',
  'Hàng đã bán, tin không còn đúng',
  'Ngôn từ thô tục hoặc xúc phạm',
] as const

export const classifiedReportStatuses = ['open', 'resolved', 'dismissed'] as const
export type ClassifiedReportStatus = (typeof classifiedReportStatuses)[number]

export const classifiedReportStatusLabels: Record<ClassifiedReportStatus, string> = {
  open: 'Đang mở',
  resolved: 'Đã xử lý',
  dismissed: 'Đã bỏ qua',
}

/** What a moderator does with an ad's open reports. */
export const classifiedReportDecisions = ['resolve', 'dismiss'] as const
export type ClassifiedReportDecision = (typeof classifiedReportDecisions)[number]

/** The action recorded on a closed report. */
export const classifiedReportOutcomes = ['ad_hidden', 'resolved', 'dismissed'] as const
export type ClassifiedReportOutcome = (typeof classifiedReportOutcomes)[number]

export const classifiedReportOutcomeLabels: Record<ClassifiedReportOutcome, string> = {
  ad_hidden: 'Đã ẩn tin vi phạm',
  resolved: 'Đã xử lý',
  dismissed: 'Không phát hiện vi phạm',
}

export const adminClassifiedsMessages = {
  tab: 'Bộ lọc tin rao vặt không hợp lệ.',
  page: 'Số trang phải là số nguyên từ 1 trở lên.',
  topic: 'Chủ đề không hợp lệ.',
  adNotFound: 'Không tìm thấy tin rao vặt.',
  posterNotFound: 'Không tìm thấy người đăng tin.',
  rejectReason: `Vui lòng cho biết lý do từ chối (tối đa ${CLASSIFIED_MODERATION_REASON_MAX} ký tự).`,
  hideReason: `Vui lòng cho biết lý do ẩn tin (tối đa ${CLASSIFIED_MODERATION_REASON_MAX} ký tự).`,
  blockReason: `Vui lòng cho biết lý do chặn (tối đa ${CLASSIFIED_BLOCK_REASON_MAX} ký tự).`,
  reportStatus: 'Trạng thái báo cáo không hợp lệ.',
  reportDecision: 'Vui lòng chọn cách xử lý báo cáo.',
  reportNote: `Ghi chú tối đa ${CLASSIFIED_REPORT_NOTE_MAX} ký tự.`,
  hideOnlyWhenResolving: 'Chỉ có thể ẩn tin khi xử lý báo cáo (không phải khi bỏ qua).',
  noOpenReports: 'Tin này không còn báo cáo nào đang mở, vui lòng tải lại trang.',
  transition: 'Tin đang ở trạng thái khác, vui lòng tải lại trang.',
  alreadyBlocked: 'Người này đã bị chặn đăng tin.',
  notBlocked: 'Người này không bị chặn đăng tin.',
  blockStaff: 'Không thể chặn tài khoản nhân viên.',
  topicName: `Vui lòng nhập tên chủ đề (tối đa ${CLASSIFIED_TOPIC_NAME_MAX} ký tự).`,
  topicNameTaken: 'Đã có chủ đề với tên (đường dẫn) này.',
  topicDescription: `Mô tả chủ đề tối đa ${CLASSIFIED_TOPIC_DESCRIPTION_MAX} ký tự.`,
  topicIcon: 'Tên biểu tượng chỉ gồm chữ thường, chữ số và dấu gạch ngang.',
  topicIds: 'Danh sách chủ đề không hợp lệ: gửi đủ mọi chủ đề, mỗi chủ đề một lần.',
  topicNotFound: 'Không tìm thấy chủ đề.',
  empty: 'Vui lòng gửi ít nhất một trường cần thay đổi.',
  publication: 'Cách đăng tin rao vặt không hợp lệ.',
} as const
