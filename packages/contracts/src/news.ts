import './locale.ts'

import { z } from 'zod'

import { mediaImage } from './catalog.ts'
import { queryBoolean, queryInt, querySlug } from './catalog-query.ts'
import { catalogQueryMessages, PAGE_MAX } from './catalog-query.constants.ts'
import { ARTICLES_PER_PAGE_DEFAULT, ARTICLES_PER_PAGE_MAX, newsMessages } from './news.constants.ts'
import { paginated } from './pagination.ts'

export {
  ARTICLES_PER_PAGE_DEFAULT,
  ARTICLES_PER_PAGE_MAX,
  newsMessages,
  READING_WORDS_PER_MINUTE,
  RELATED_ARTICLES_MAX,
} from './news.constants.ts'

/**
 * `GET /articles`: published articles, newest first (by `published_at`), paged. `category` keeps one
 * category's articles, `tag` those carrying that tag, `featured=true` the featured ones only.
 */
export const articleListQuery = z.object({
  page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
  per_page: queryInt(newsMessages.perPage, 1, ARTICLES_PER_PAGE_MAX).default(
    ARTICLES_PER_PAGE_DEFAULT,
  ),
  category: querySlug(newsMessages.category).optional(),
  tag: z
    .string({ error: newsMessages.tag })
    .trim()
    .min(1, { error: newsMessages.tag })
    .max(60, { error: newsMessages.tag })
    .optional(),
  featured: queryBoolean.optional(),
})
export type ArticleListQuery = z.output<typeof articleListQuery>
export type ArticleListQueryInput = z.input<typeof articleListQuery>

const categoryRef = z.object({ name: z.string(), slug: z.string() })

/** A published article in a list: its page is `/tin-tuc/{slug}`. */
export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  cover_image: mediaImage.nullable(),
  category: categoryRef,
  /** ISO 8601. */
  published_at: z.string(),
  reading_minutes: z.number().int(),
  is_featured: z.boolean(),
})
export type ArticleSummary = z.infer<typeof articleSummary>

export const articleList = paginated(articleSummary)
export type ArticleList = z.infer<typeof articleList>

/** `GET /articles/:slug`: a published article, its body sanitised HTML. Unknown or draft: 404. */
export const articleDetail = articleSummary.extend({
  body: z.string(),
  tags: z.array(z.string()),
  /** What search engines show (plain text); the title and the excerpt stand in when null. */
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  author: z.object({ name: z.string() }).nullable(),
  /** ISO 8601; when the article last changed. */
  updated_at: z.string(),
  related: z.array(articleSummary),
})
export type ArticleDetail = z.infer<typeof articleDetail>

export const articleParams = z.object({ slug: z.string().min(1).max(300) })

/** `GET /article-categories`: every category (by position) with its published article count. */
export const articleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  article_count: z.number().int(),
})
export type ArticleCategory = z.infer<typeof articleCategory>
export const articleCategoryList = z.object({ data: z.array(articleCategory) })
export type ArticleCategoryList = z.infer<typeof articleCategoryList>
