// Plain values of the news contracts, without zod (see README.md).

/** `GET /articles`: the home page shows a few; the news pages page through more. */
export const ARTICLES_PER_PAGE_DEFAULT = 12
export const ARTICLES_PER_PAGE_MAX = 48
/** Related articles under an article (same category first, then sharing a tag). */
export const RELATED_ARTICLES_MAX = 4
/** Words a Vietnamese reader reads in a minute, for "x phút đọc". */
export const READING_WORDS_PER_MINUTE = 200

export const newsMessages = {
  perPage: `Số bài viết mỗi trang phải là số nguyên từ 1 đến ${ARTICLES_PER_PAGE_MAX}.`,
  category: 'Chuyên mục không hợp lệ.',
  tag: 'Thẻ không hợp lệ.',
  articleNotFound: 'Không tìm thấy bài viết.',
  categoryNotFound: 'Không tìm thấy chuyên mục.',
} as const
