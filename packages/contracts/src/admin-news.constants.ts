// Plain values of the news console (articles and their categories), without zod.

/**
 * An article's life: a draft is written (and may be sent for review by a writer who cannot
 * publish), then published at once or scheduled for a time, when the server publishes it by
 * itself; a published article may be hidden and published again.
 */
export const articleStatuses = ['draft', 'in_review', 'scheduled', 'published', 'hidden'] as const
export type ArticleStatus = (typeof articleStatuses)[number]
export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: 'Bản nháp',
  in_review: 'Chờ duyệt',
  scheduled: 'Hẹn giờ đăng',
  published: 'Đã đăng',
  hidden: 'Đã ẩn',
}

export const adminArticleTabs = ['all', ...articleStatuses] as const
export type AdminArticleTab = (typeof adminArticleTabs)[number]
export const adminArticleTabLabels: Record<AdminArticleTab, string> = {
  all: 'Tất cả',
  ...articleStatusLabels,
}

export const ADMIN_ARTICLES_PER_PAGE = 20
export const ARTICLE_TITLE_MIN = 10
export const ARTICLE_TITLE_MAX = 255
export const ARTICLE_SLUG_MAX = 200
export const ARTICLE_EXCERPT_MAX = 500
/** Words of visible text a body needs, and the most HTML it may hold. */
export const ARTICLE_BODY_TEXT_MIN = 30
export const ARTICLE_BODY_HTML_MAX = 200_000
export const ARTICLE_TAGS_MAX = 10
export const ARTICLE_TAG_MAX = 50
export const ARTICLE_COVER_ALT_MAX = 200
export const ARTICLE_SEO_TITLE_MAX = 255
export const ARTICLE_SEO_DESCRIPTION_MAX = 500
export const ARTICLE_REVIEW_NOTE_MAX = 1000
export const ARTICLE_SEARCH_MAX = 100
/** A scheduled time is at least a minute ahead (sooner is "publish now") and at most a year. */
export const ARTICLE_SCHEDULE_MIN_SECONDS = 60
export const ARTICLE_SCHEDULE_MAX_DAYS = 365
export const ARTICLE_CATEGORY_NAME_MAX = 100
export const ARTICLE_CATEGORY_DESCRIPTION_MAX = 500

export const adminNewsMessages = {
  tab: 'Trạng thái bài viết không hợp lệ.',
  page: 'Trang phải là số nguyên dương.',
  search: `Từ khóa tìm kiếm tối đa ${ARTICLE_SEARCH_MAX} ký tự.`,
  articleNotFound: 'Không tìm thấy bài viết.',
  categoryNotFound: 'Không tìm thấy chuyên mục.',
  title: `Tiêu đề cần từ ${ARTICLE_TITLE_MIN} đến ${ARTICLE_TITLE_MAX} ký tự.`,
  slug: `Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (tối đa ${ARTICLE_SLUG_MAX} ký tự).`,
  slugTaken: 'Đường dẫn này đã được bài viết khác dùng; hãy chọn đường dẫn khác.',
  slugLocked: 'Bài đã đăng giữ nguyên đường dẫn để các liên kết đã chia sẻ vẫn mở được.',
  category: 'Vui lòng chọn chuyên mục trong danh sách.',
  excerpt: `Tóm tắt tối đa ${ARTICLE_EXCERPT_MAX} ký tự.`,
  body: `Vui lòng nhập nội dung bài viết (ít nhất ${ARTICLE_BODY_TEXT_MIN} từ).`,
  bodyTooLong: 'Nội dung bài viết quá dài.',
  tags: `Tối đa ${ARTICLE_TAGS_MAX} thẻ, mỗi thẻ tối đa ${ARTICLE_TAG_MAX} ký tự.`,
  coverAlt: `Mô tả ảnh bìa tối đa ${ARTICLE_COVER_ALT_MAX} ký tự.`,
  cover: 'Ảnh bìa không hợp lệ: hãy tải ảnh lên lại.',
  isFeatured: 'Giá trị "bài nổi bật" không hợp lệ.',
  seoTitle: `Tiêu đề SEO tối đa ${ARTICLE_SEO_TITLE_MAX} ký tự.`,
  seoDescription: `Mô tả SEO tối đa ${ARTICLE_SEO_DESCRIPTION_MAX} ký tự.`,
  version: 'Phiên bản bài viết không hợp lệ.',
  changedMeanwhile:
    'Bài viết vừa được người khác sửa. Hãy tải lại trang để xem bản mới nhất rồi sửa tiếp.',
  publishAt: 'Thời điểm đăng không hợp lệ.',
  publishAtTooSoon:
    'Giờ hẹn đăng phải sau hiện tại ít nhất 1 phút. Để đăng ngay, hãy chọn "Đăng ngay".',
  publishAtTooFar: `Chỉ hẹn giờ đăng trong vòng ${ARTICLE_SCHEDULE_MAX_DAYS} ngày tới.`,
  reviewNote: `Vui lòng nhập góp ý cho người viết (tối đa ${ARTICLE_REVIEW_NOTE_MAX.toLocaleString('vi-VN')} ký tự).`,
  notYours: 'Bạn chỉ được sửa bài viết của chính mình.',
  needsPublish: 'Bạn không có quyền đăng, ẩn hoặc sửa bài đã đăng.',
  notEditable: 'Bài viết ở trạng thái này không sửa được.',
  notSubmittable: 'Chỉ bản nháp mới gửi duyệt được.',
  notPublishable: 'Bài viết ở trạng thái này không đăng được.',
  notReturnable: 'Chỉ bài chờ duyệt hoặc đang hẹn giờ mới trả về bản nháp được.',
  notHideable: 'Chỉ bài đã đăng mới ẩn được.',
  notDeletable: 'Chỉ xóa được bài chưa từng đăng; bài đã đăng hãy ẩn đi.',
  categoryName: `Vui lòng nhập tên chuyên mục (tối đa ${ARTICLE_CATEGORY_NAME_MAX} ký tự).`,
  categoryNameTaken: 'Đã có chuyên mục mang tên này.',
  categoryDescription: `Mô tả tối đa ${ARTICLE_CATEGORY_DESCRIPTION_MAX} ký tự.`,
  categoryIds: 'Danh sách chuyên mục không hợp lệ; hãy tải lại trang rồi sắp xếp lại.',
  empty: 'Không có thay đổi nào để lưu.',
  saved: 'Đã lưu bài viết.',
  submitted: 'Đã gửi bài viết cho biên tập viên duyệt.',
  published: 'Đã đăng bài viết.',
  scheduled: 'Đã hẹn giờ đăng bài viết.',
  returned: 'Đã trả bài viết về bản nháp.',
  hidden: 'Đã ẩn bài viết.',
  deleted: 'Đã xóa bài viết.',
} as const
