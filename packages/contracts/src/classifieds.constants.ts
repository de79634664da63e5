// Plain values of the classifieds contracts, without zod (see README.md).

export const CLASSIFIEDS_PER_PAGE_DEFAULT = 20
export const CLASSIFIEDS_PER_PAGE_MAX = 60
/**
 * An ad stays up this long from its publication (on creation, or on approval when reviewed);
 * "Gia hạn" adds the same again.
 */
export const AD_LIFETIME_DAYS = 30
export const AD_IMAGES_MAX = 8
export const AD_IMAGE_BYTES_MAX = 5 * 1024 * 1024
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const AD_TITLE_MIN = 10
export const AD_TITLE_MAX = 120
/** Characters of visible text in the body (tags not counted). */
export const AD_BODY_TEXT_MIN = 20
export const AD_BODY_HTML_MAX = 50_000
export const AD_PRICE_MAX = 100_000_000_000
/** Other ads of the same seller under an ad. */
export const SELLER_OTHER_ADS_MAX = 6
export const AD_REPORT_REASON_MAX = 500

export const classifiedSorts = ['newest', 'price_asc', 'price_desc'] as const
export type ClassifiedSort = (typeof classifiedSorts)[number]

/** What the owner sees; `expired` is a published ad past its expiry. */
export const classifiedStatuses = ['pending', 'published', 'hidden', 'expired', 'rejected'] as const
export type ClassifiedStatus = (typeof classifiedStatuses)[number]

export const classifiedStatusLabels: Record<ClassifiedStatus, string> = {
  pending: 'Chờ duyệt',
  published: 'Đang hiển thị',
  hidden: 'Đã ẩn',
  expired: 'Hết hạn',
  rejected: 'Bị từ chối',
}

/** The alt text of an ad's picture: the title for the first, numbered after it for the others. */
export function adImageAlt(title: string, position: number): string {
  return position === 1 ? title : `${title} (ảnh ${position})`
}

export const classifiedsMessages = {
  perPage: `Số tin mỗi trang phải là số nguyên từ 1 đến ${CLASSIFIEDS_PER_PAGE_MAX}.`,
  topic: 'Chủ đề không hợp lệ.',
  province: 'Tỉnh/thành phố không hợp lệ.',
  sort: 'Cách sắp xếp không hợp lệ.',
  status: 'Trạng thái không hợp lệ.',
  adNotFound: 'Không tìm thấy tin rao vặt.',
  topicNotFound: 'Không tìm thấy chủ đề.',
  title: 'Vui lòng nhập tiêu đề.',
  titleLength: `Tiêu đề phải có từ ${AD_TITLE_MIN} đến ${AD_TITLE_MAX} ký tự.`,
  topicRequired: 'Vui lòng chọn chủ đề.',
  price: `Giá phải là số nguyên từ 0 đến ${AD_PRICE_MAX.toLocaleString('vi-VN')} đồng.`,
  priceRequired: 'Vui lòng nhập giá hoặc chọn "Thỏa thuận".',
  provinceRequired: 'Vui lòng chọn tỉnh/thành phố.',
  ward: 'Phường/xã không thuộc tỉnh/thành phố đã chọn.',
  contactName: 'Tên người liên hệ phải có từ 2 đến 100 ký tự.',
  body: `Vui lòng nhập nội dung (ít nhất ${AD_BODY_TEXT_MIN} ký tự).`,
  bodyTooLong: 'Nội dung quá dài.',
  images: `Chỉ đăng được tối đa ${AD_IMAGES_MAX} ảnh.`,
  imageNotFound: 'Ảnh không tồn tại hoặc không phải của bạn. Vui lòng tải lại ảnh.',
  imageRequired: 'Vui lòng chọn một tệp ảnh.',
  imageType: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP.',
  imageTooLarge: `Ảnh không được lớn quá ${AD_IMAGE_BYTES_MAX / 1024 / 1024} MB.`,
  imageUnreadable: 'Tệp ảnh bị hỏng hoặc không đọc được.',
  reportReason: `Vui lòng cho biết lý do (tối đa ${AD_REPORT_REASON_MAX} ký tự).`,
  reportOwnAd: 'Bạn không thể báo cáo tin của chính mình.',
  reportDuplicate: 'Bạn đã báo cáo tin này rồi. Cảm ơn bạn!',
  reportThanks: 'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ xem xét tin này sớm.',
  cannotChangeRejected: 'Tin đã bị từ chối nên không thể hiển thị hoặc gia hạn.',
  cannotChangePending: 'Tin đang chờ duyệt nên chưa thể ẩn, hiển thị hoặc gia hạn.',
  cannotChangeModeratorHidden:
    'Tin đã bị quản trị viên ẩn nên không thể hiển thị hoặc gia hạn. Vui lòng liên hệ chúng tôi nếu cần.',
  /** Said when an ad is saved pending (a new poster's first ad, or every ad when so set). */
  pendingNotice: 'Tin của bạn đang chờ duyệt và sẽ hiển thị sau khi được kiểm duyệt.',
  resubmitted: 'Tin đã được gửi lại và đang chờ duyệt.',
} as const

/** A poster blocked by a moderator, refused when posting, editing or renewing an ad (403). */
export function posterBlockedMessage(reason: string): string {
  return `Tài khoản của bạn đã bị chặn đăng tin rao vặt. Lý do: ${reason}`
}
