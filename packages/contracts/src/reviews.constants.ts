// Plain values of the product reviews contracts, without zod (see README.md). The product page's
// first load needs only the list's sorts and page size (review-query.constants.ts).

export { REVIEWS_PER_PAGE, type ReviewSort, reviewSorts } from './review-query.constants.ts'

export const REVIEW_BODY_MIN = 10
export const REVIEW_BODY_MAX = 2000
export const REVIEW_PHOTOS_MAX = 3
/** A delivered order line may be reviewed for this many days after its delivery. */
export const REVIEW_WINDOW_DAYS = 30
/** The author may edit a review once, within this many days of writing it. */
export const REVIEW_EDIT_DAYS = 7
export const REVIEW_REPORT_REASON_MAX = 500
/** The account's list of delivered lines to review, a page at a time. */
export const OWN_REVIEW_LINES_PER_PAGE = 10
export const REVIEW_HIDE_REASON_MAX = 500
export const REVIEW_REPLY_MAX = 2000
export const ADMIN_REVIEWS_PER_PAGE = 30

export const reviewStatuses = ['pending', 'published', 'hidden'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Chờ duyệt',
  published: 'Đã đăng',
  hidden: 'Đã ẩn',
}

/** The back office's review tabs: a status, or the reviews with open reports. */
export const adminReviewTabs = ['pending', 'reported', 'published', 'hidden', 'all'] as const
export type AdminReviewTab = (typeof adminReviewTabs)[number]

/** Why a review waits for a moderator. */
export const reviewHeldFor = ['words', 'photos'] as const
export type ReviewHeldFor = (typeof reviewHeldFor)[number]

export const reviewStarLabels = ['', 'Rất tệ', 'Tệ', 'Bình thường', 'Tốt', 'Tuyệt vời'] as const

/** The reasons a moderator picks from when hiding a review (or writes their own). */
export const reviewHideReasons = [
  'Nội dung không liên quan đến sản phẩm',
  'Ngôn từ thô tục hoặc xúc phạm',
  'Quảng cáo, spam hoặc chứa thông tin liên hệ',
  'Ảnh không phù hợp',
  'Thông tin cá nhân của người khác',
] as const

export const reviewsMessages = {
  rating: 'Vui lòng chọn số sao từ 1 đến 5.',
  body: `Nội dung đánh giá cần từ ${REVIEW_BODY_MIN} đến ${REVIEW_BODY_MAX} ký tự.`,
  photos: `Chỉ được đính kèm tối đa ${REVIEW_PHOTOS_MAX} ảnh.`,
  photoNotFound: 'Ảnh không tồn tại hoặc không phải ảnh bạn đã tải lên.',
  orderItem: 'Vui lòng chọn sản phẩm trong đơn hàng để đánh giá.',
  notReviewable:
    'Bạn chỉ có thể đánh giá sản phẩm đã mua trong đơn hàng đã giao thành công của mình.',
  windowClosed: `Đã quá ${REVIEW_WINDOW_DAYS} ngày kể từ khi nhận hàng, bạn không thể đánh giá sản phẩm này nữa.`,
  alreadyReviewed: 'Bạn đã đánh giá sản phẩm này trong đơn hàng này rồi.',
  editUsed: 'Mỗi đánh giá chỉ được sửa một lần.',
  editWindowClosed: `Chỉ có thể sửa đánh giá trong ${REVIEW_EDIT_DAYS} ngày sau khi viết.`,
  notFound: 'Không tìm thấy đánh giá.',
  star: 'Số sao lọc phải từ 1 đến 5.',
  sort: 'Cách sắp xếp đánh giá không hợp lệ.',
  page: 'Số trang phải là số nguyên từ 1 trở lên.',
  helpfulOwn: 'Bạn không thể bình chọn hữu ích cho đánh giá của chính mình.',
  reportReason: `Vui lòng cho biết lý do (5–${REVIEW_REPORT_REASON_MAX} ký tự).`,
  reportOwn: 'Bạn không thể báo cáo đánh giá của chính mình.',
  reportDuplicate: 'Bạn đã báo cáo đánh giá này rồi. Cảm ơn bạn!',
  reportThanks: 'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ xem xét đánh giá này sớm.',
  pendingNotice: 'Đánh giá của bạn đang chờ duyệt và sẽ hiển thị sau khi được kiểm duyệt.',
  hideReason: `Vui lòng cho biết lý do ẩn (tối đa ${REVIEW_HIDE_REASON_MAX} ký tự).`,
  reply: `Phản hồi cần từ 1 đến ${REVIEW_REPLY_MAX} ký tự.`,
  tab: 'Bộ lọc đánh giá không hợp lệ.',
  transition: 'Đánh giá đang ở trạng thái khác, vui lòng tải lại trang.',
} as const
