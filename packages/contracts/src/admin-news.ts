import './locale.ts'

import { z } from 'zod'

import {
  adminArticleTabs,
  adminNewsMessages as m,
  ARTICLE_BODY_HTML_MAX,
  ARTICLE_CATEGORY_DESCRIPTION_MAX,
  ARTICLE_CATEGORY_NAME_MAX,
  ARTICLE_COVER_ALT_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_REVIEW_NOTE_MAX,
  ARTICLE_SEARCH_MAX,
  ARTICLE_SEO_DESCRIPTION_MAX,
  ARTICLE_SEO_TITLE_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TITLE_MIN,
  articleStatuses,
} from './admin-news.constants.ts'
import { clearable, idsInOrder, MAX_ID, pathId } from './admin-fields.ts'
import { queryInt } from './catalog-query.ts'
import { PAGE_MAX } from './catalog-query.constants.ts'
import { paginationMeta } from './pagination.ts'

export * from './admin-news.constants.ts'

const id = z.number().int()

const optionalText = (max: number, message: string) =>
  clearable(z.string({ error: message }).trim().max(max, { error: message }).nullable())

export const adminArticleParams = z.object({ id: pathId(m.articleNotFound) })
export const adminArticleCategoryParams = z.object({ id: pathId(m.categoryNotFound) })

// ---- Articles (`article:write`; publishing, hiding and returning need `article:publish`) ----

/**
 * `GET /admin/articles`: by tab, newest change first; scheduled ones soonest first. `q` matches the
 * title and the excerpt ignoring diacritics; `category` keeps one category's articles.
 */
export const adminArticlesQuery = z.object({
  status: z.enum(adminArticleTabs, { error: m.tab }).default('all'),
  q: z
    .string({ error: m.search })
    .trim()
    .max(ARTICLE_SEARCH_MAX, { error: m.search })
    .optional()
    .transform((value) => value || undefined),
  category: pathId(m.category).optional(),
  page: queryInt(m.page, 1, PAGE_MAX).default(1),
})
export type AdminArticlesQuery = z.output<typeof adminArticlesQuery>
export type AdminArticlesQueryInput = z.input<typeof adminArticlesQuery>

const person = z.object({ id, name: z.string() })

/** An article in the console's list. */
export const adminArticleRow = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  status: z.enum(articleStatuses),
  category: z.object({ id, name: z.string() }),
  author: person.nullable(),
  /** The cover's `/media/` URL. */
  cover_url: z.string().nullable(),
  is_featured: z.boolean(),
  /** ISO 8601: when it was (or, scheduled, will be) published. */
  published_at: z.string().nullable(),
  view_count: z.number().int(),
  /** Plain text: why it was sent back to its writer. */
  review_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminArticleRow = z.infer<typeof adminArticleRow>

export const adminArticlePage = z.object({
  data: z.array(adminArticleRow),
  meta: paginationMeta,
  /** How many articles each tab holds under the same `q` and `category`. */
  counts: z.record(z.enum(adminArticleTabs), z.number().int()),
})
export type AdminArticlePage = z.infer<typeof adminArticlePage>

/** `GET /admin/articles/:id`: everything the editor and the preview show. */
export const adminArticle = adminArticleRow.extend({
  category_id: id,
  /** Media path as stored (send it back unchanged to keep the cover). */
  cover_image: z.string().nullable(),
  cover_width: z.number().int().nullable(),
  cover_height: z.number().int().nullable(),
  cover_alt: z.string().nullable(),
  excerpt: z.string().nullable(),
  /** Sanitised HTML. */
  body: z.string(),
  tags: z.array(z.string()),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  reading_minutes: z.number().int(),
})
export type AdminArticle = z.infer<typeof adminArticle>

const tag = z
  .string({ error: m.tags })
  .trim()
  .min(1, { error: m.tags })
  .max(ARTICLE_TAG_MAX, { error: m.tags })

/**
 * `POST /admin/articles` (a new draft) and `PUT /admin/articles/:id` (the whole article). The slug
 * is made from the title when empty; `body` is HTML from the editor, sanitised by the server;
 * `cover_image` is the article's current cover or a picture uploaded through
 * `POST /admin/articles/images`. `updated_at`, sent back from the article as read, refuses the
 * save (409) when someone changed the article meanwhile.
 */
export const adminArticleRequest = z.object({
  title: z
    .string({ error: m.title })
    .trim()
    .min(ARTICLE_TITLE_MIN, { error: m.title })
    .max(ARTICLE_TITLE_MAX, { error: m.title }),
  slug: clearable(
    z
      .string({ error: m.slug })
      .trim()
      .toLowerCase()
      .max(ARTICLE_SLUG_MAX, { error: m.slug })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: m.slug })
      .nullable(),
  ),
  category_id: z
    .number({ error: m.category })
    .int({ error: m.category })
    .positive({ error: m.category })
    .max(MAX_ID, { error: m.category }),
  cover_image: clearable(
    z
      .string({ error: m.cover })
      .trim()
      .max(500, { error: m.cover })
      .transform((value) => value.replace(/^\/media\//, ''))
      .refine((path) => /^[\w-]+(?:\/[\w.-]+)*$/.test(path) && !/(^|\/)\.\.?(\/|$)/.test(path), {
        error: m.cover,
      })
      .nullable(),
  ),
  cover_alt: optionalText(ARTICLE_COVER_ALT_MAX, m.coverAlt),
  excerpt: optionalText(ARTICLE_EXCERPT_MAX, m.excerpt),
  body: z
    .string({ error: m.body })
    .min(1, { error: m.body })
    .max(ARTICLE_BODY_HTML_MAX, { error: m.bodyTooLong }),
  tags: z
    .array(tag, { error: m.tags })
    .max(ARTICLE_TAGS_MAX, { error: m.tags })
    .default([])
    // The same tag twice (whatever its case) is kept once.
    .transform((tags) =>
      tags.filter(
        (value, i) => tags.findIndex((t) => t.toLowerCase() === value.toLowerCase()) === i,
      ),
    ),
  is_featured: z.boolean({ error: m.isFeatured }).default(false),
  seo_title: optionalText(ARTICLE_SEO_TITLE_MAX, m.seoTitle),
  seo_description: optionalText(ARTICLE_SEO_DESCRIPTION_MAX, m.seoDescription),
  updated_at: z.iso.datetime({ offset: true, error: m.version }).optional(),
})
export type AdminArticleRequest = z.input<typeof adminArticleRequest>

/**
 * `POST /admin/articles/:id/publish`: without `publish_at` (or null) at once; a hidden article
 * published before comes back with its first date. With a time at least a minute ahead, the
 * article is scheduled, and the server publishes it then by itself.
 */
export const adminArticlePublishRequest = z.object({
  publish_at: z.iso.datetime({ offset: true, error: m.publishAt }).nullable().optional(),
})
export type AdminArticlePublishRequest = z.input<typeof adminArticlePublishRequest>

/** `POST /admin/articles/:id/return`: back to draft, with a note for the writer. */
export const adminArticleReturnRequest = z.object({
  note: z
    .string({ error: m.reviewNote })
    .trim()
    .min(1, { error: m.reviewNote })
    .max(ARTICLE_REVIEW_NOTE_MAX, { error: m.reviewNote }),
})
export type AdminArticleReturnRequest = z.input<typeof adminArticleReturnRequest>

// ---- Categories (read with `article:write`, changed with `article:publish`) ----

export const adminArticleCategory = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  /** A hidden category is left out of the news pages, and so are its articles. */
  is_hidden: z.boolean(),
  /** Every article of the category, whatever its status; `published_count`: those public. */
  article_count: z.number().int(),
  published_count: z.number().int(),
})
export type AdminArticleCategory = z.infer<typeof adminArticleCategory>
export const adminArticleCategoryList = z.object({ data: z.array(adminArticleCategory) })
export type AdminArticleCategoryList = z.infer<typeof adminArticleCategoryList>

const categoryName = z
  .string({ error: m.categoryName })
  .trim()
  .min(1, { error: m.categoryName })
  .max(ARTICLE_CATEGORY_NAME_MAX, { error: m.categoryName })
const categoryDescription = optionalText(ARTICLE_CATEGORY_DESCRIPTION_MAX, m.categoryDescription)

/** `POST /admin/article-categories`: the slug is made from the name; the category goes last. */
export const adminArticleCategoryCreateRequest = z.object({
  name: categoryName,
  description: categoryDescription.optional(),
})
export type AdminArticleCategoryCreateRequest = z.input<typeof adminArticleCategoryCreateRequest>

/** `PATCH /admin/article-categories/:id`: rename (the slug stays), describe, hide or show. */
export const adminArticleCategoryUpdateRequest = z
  .object({
    name: categoryName,
    description: categoryDescription,
    is_hidden: z.boolean({ error: m.empty }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: m.empty })
export type AdminArticleCategoryUpdateRequest = z.input<typeof adminArticleCategoryUpdateRequest>

/** `PUT /admin/article-categories/order`: every category's id, in the new order. */
export const adminArticleCategoriesOrderRequest = idsInOrder(m.categoryIds)
export type AdminArticleCategoriesOrderRequest = z.input<typeof adminArticleCategoriesOrderRequest>
