// Plain values of the news contracts, without zod (see README.md).

/** `GET /articles?limit=`: the home page shows a few; a list page pages through more. */
export const LATEST_ARTICLES_DEFAULT = 6
export const LATEST_ARTICLES_MAX = 24

export const newsMessages = {
  limit: `Số bài viết phải là số nguyên từ 1 đến ${LATEST_ARTICLES_MAX}.`,
} as const
