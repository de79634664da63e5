import { and, asc, count, desc, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { article_categories, articles } from './news.tables.ts'

/**
 * What the public sees: published (a scheduled article is published by the scheduled work at its
 * time, so the date check only guards data written by hand) in a category that is not hidden.
 * Every query using it joins the article's category.
 */
export const publishedArticle = and(
  eq(articles.status, 'published'),
  lte(articles.published_at, sql`now()`),
  eq(article_categories.is_hidden, false),
)

/** The same over `articles a` joined to its `article_categories c`, for raw statements. */
export const publishedArticleSql = sql`a.status = 'published' and a.published_at <= now()
  and not c.is_hidden`

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  cover_image: articles.cover_image,
  cover_width: articles.cover_width,
  cover_height: articles.cover_height,
  cover_alt: articles.cover_alt,
  published_at: articles.published_at,
  word_count: articles.word_count,
  is_featured: articles.is_featured,
  category_name: article_categories.name,
  category_slug: article_categories.slug,
}
export interface ArticleSummaryRow {
  id: number
  slug: string
  title: string
  excerpt: string | null
  cover_image: string | null
  cover_width: number | null
  cover_height: number | null
  cover_alt: string | null
  published_at: Date | null
  word_count: number
  is_featured: boolean
  category_name: string
  category_slug: string
}

const newestFirst = [desc(articles.published_at), desc(articles.id)]

export interface ArticleFilters {
  categoryId?: number | undefined
  tag?: string | undefined
  featured?: boolean | undefined
}

function filtersSql(filters: ArticleFilters): SQL | undefined {
  return and(
    publishedArticle,
    filters.categoryId === undefined ? undefined : eq(articles.category_id, filters.categoryId),
    // `@>` on the jsonb array is served by the GIN index on tags.
    filters.tag === undefined
      ? undefined
      : sql`${articles.tags} @> ${JSON.stringify([filters.tag])}::jsonb`,
    filters.featured ? eq(articles.is_featured, true) : undefined,
  )
}

/** One page of published articles, newest first, and how many there are in all. */
export async function findArticlePage(
  db: Db,
  filters: ArticleFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
  const where = filtersSql(filters)
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(articles)
      .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
      .where(where),
  ])
  return { rows, total: counted?.n ?? 0 }
}

export async function findCategoryId(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: article_categories.id })
    .from(article_categories)
    .where(and(eq(article_categories.slug, slug), eq(article_categories.is_hidden, false)))
  return row?.id
}

/** A published article with what its page shows besides the summary. */
export async function findPublishedArticle(db: Db, slug: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      category_id: articles.category_id,
      body: articles.body,
      tags: articles.tags,
      seo_title: articles.seo_title,
      seo_description: articles.seo_description,
      updated_at: articles.updated_at,
      author_name: users.name,
    })
    .from(articles)
    .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
    .leftJoin(users, eq(users.id, articles.author_id))
    .where(and(publishedArticle, eq(articles.slug, slug)))
  return row
}

/** Other published articles of the same category first, then those sharing a tag; newest first. */
export function findRelatedArticles(
  db: Db,
  article: { id: number; category_id: number; tags: string[] },
  limit: number,
): Promise<ArticleSummaryRow[]> {
  const sameCategory = eq(articles.category_id, article.category_id)
  const sharesTag = article.tags.length
    ? sql`${articles.tags} ?| array[${sql.join(
        article.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`
    : undefined
  return db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
    .where(and(publishedArticle, ne(articles.id, article.id), or(sameCategory, sharesTag)))
    .orderBy(sql`${sameCategory} desc`, ...newestFirst)
    .limit(limit)
}

/** Adds a view without touching `updated_at` (which says when the article itself changed). */
export async function addArticleView(db: Db, id: number): Promise<void> {
  await db.execute(sql`update articles set view_count = view_count + 1 where id = ${id}`)
}

/** Every category shown (not hidden) by position, with its number of published articles. */
export function findCategoriesWithCounts(db: Db) {
  return db
    .select({
      id: article_categories.id,
      name: article_categories.name,
      slug: article_categories.slug,
      description: article_categories.description,
      // A one-table select leaves its columns unqualified: the subquery names its own alias.
      article_count: sql<number>`(select count(*) from articles a
        where a.category_id = ${article_categories}.id and a.status = 'published'
          and a.published_at <= now())`.mapWith(Number),
    })
    .from(article_categories)
    .where(eq(article_categories.is_hidden, false))
    .orderBy(asc(article_categories.position), asc(article_categories.id))
}
