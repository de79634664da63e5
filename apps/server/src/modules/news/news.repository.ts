import { and, desc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { article_categories, articles } from './news.tables.ts'

/** Published, and not scheduled for later. */
export const publishedArticle = and(
  eq(articles.status, 'published'),
  lte(articles.published_at, sql`now()`),
)

/** The newest published articles with their category, for lists. */
export async function findLatestArticles(db: Db, limit: number) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      cover_image: articles.cover_image,
      published_at: articles.published_at,
      category_name: article_categories.name,
      category_slug: article_categories.slug,
    })
    .from(articles)
    .innerJoin(article_categories, eq(article_categories.id, articles.category_id))
    .where(publishedArticle)
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(limit)
}
export type LatestArticleRow = Awaited<ReturnType<typeof findLatestArticles>>[number]
