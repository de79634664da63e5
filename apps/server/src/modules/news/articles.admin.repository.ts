import { ADMIN_ARTICLES_PER_PAGE, type AdminArticleTab } from '@phiencho/contracts'
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { article_categories, articles } from './news.tables.ts'

export type ArticleRecord = typeof articles.$inferSelect
export type ArticleValues = Partial<
  Omit<typeof articles.$inferInsert, 'id' | 'word_count' | 'search_vector'>
>

const rowColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  status: articles.status,
  category_id: articles.category_id,
  category_name: article_categories.name,
  author_id: articles.author_id,
  author_name: users.name,
  cover_image: articles.cover_image,
  is_featured: articles.is_featured,
  published_at: articles.published_at,
  view_count: articles.view_count,
  review_note: articles.review_note,
  created_at: articles.created_at,
  updated_at: articles.updated_at,
}

export interface AdminArticleListRow {
  id: number
  title: string
  slug: string
  status: ArticleRecord['status']
  category_id: number
  category_name: string
  author_id: number | null
  author_name: string | null
  cover_image: string | null
  is_featured: boolean
  published_at: Date | null
  view_count: number
  review_note: string | null
  created_at: Date
  updated_at: Date
}

export interface ArticleListFilters {
  q?: string | undefined
  category?: number | undefined
}

/** Title or excerpt, marks and case ignored; and the category. */
function filtersSql(filters: ArticleListFilters): SQL | undefined {
  const pattern = filters.q && containsPattern(filters.q)
  return and(
    pattern
      ? sql`public.f_unaccent(lower(${articles.title} || ' ' || coalesce(${articles.excerpt}, '')))
          like public.f_unaccent(lower(${pattern}))`
      : undefined,
    filters.category === undefined ? undefined : eq(articles.category_id, filters.category),
  )
}

// Scheduled ones by when they go out, soonest first; the others by their latest change.
const orderOf = (tab: AdminArticleTab) =>
  tab === 'scheduled'
    ? [asc(articles.published_at), asc(articles.id)]
    : [desc(articles.updated_at), desc(articles.id)]

export function selectArticlePage(
  db: Db,
  tab: AdminArticleTab,
  filters: ArticleListFilters,
  page: number,
): Promise<AdminArticleListRow[]> {
  return db
    .select(rowColumns)
    .from(articles)
    .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
    .leftJoin(users, eq(users.id, articles.author_id))
    .where(and(tab === 'all' ? undefined : eq(articles.status, tab), filtersSql(filters)))
    .orderBy(...orderOf(tab))
    .limit(ADMIN_ARTICLES_PER_PAGE)
    .offset((page - 1) * ADMIN_ARTICLES_PER_PAGE)
}

/** How many articles each status holds under the filters. */
export async function countArticlesByStatus(
  db: Db,
  filters: ArticleListFilters,
): Promise<Array<{ status: ArticleRecord['status']; n: number }>> {
  return db
    .select({ status: articles.status, n: sql<number>`count(*)::int` })
    .from(articles)
    .where(filtersSql(filters))
    .groupBy(articles.status)
}

/** An article with what the editor shows beside it. */
export async function selectAdminArticle(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      cover_width: articles.cover_width,
      cover_height: articles.cover_height,
      cover_alt: articles.cover_alt,
      excerpt: articles.excerpt,
      body: articles.body,
      tags: articles.tags,
      seo_title: articles.seo_title,
      seo_description: articles.seo_description,
      word_count: articles.word_count,
    })
    .from(articles)
    .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
    .leftJoin(users, eq(users.id, articles.author_id))
    .where(eq(articles.id, id))
  return row
}
export type AdminArticleDetailRow = NonNullable<Awaited<ReturnType<typeof selectAdminArticle>>>

export async function lockArticle(tx: Tx, id: number): Promise<ArticleRecord | undefined> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
  return row
}

export async function insertArticle(
  tx: Tx,
  values: typeof articles.$inferInsert,
): Promise<ArticleRecord> {
  const [row] = await tx.insert(articles).values(values).returning()
  return row!
}

export async function updateArticle(
  tx: Tx,
  id: number,
  values: ArticleValues,
): Promise<ArticleRecord> {
  const [row] = await tx
    .update(articles)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(articles.id, id))
    .returning()
  return row!
}

export async function deleteArticle(tx: Tx, id: number): Promise<void> {
  await tx.delete(articles).where(eq(articles.id, id))
}

/** Whether an article other than `exceptId` holds the slug. */
export async function articleSlugTaken(
  db: Db | Tx,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(eq(articles.slug, slug), exceptId === undefined ? undefined : ne(articles.id, exceptId)),
    )
    .limit(1)
  return row !== undefined
}

export async function articleCategoryExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: article_categories.id })
    .from(article_categories)
    .where(eq(article_categories.id, id))
  return row !== undefined
}
