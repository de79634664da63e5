export const NEWS_PATH = '/tin-tuc'

export const articleHref = (slug: string) => `${NEWS_PATH}/${slug}`

export const articleCategoryHref = (slug: string) => `/danh-muc-bai-viet/${slug}`

/** The news list keeping only the articles with this tag. */
export const newsTagHref = (tag: string) => `${NEWS_PATH}?${new URLSearchParams({ tag })}`
