import {
  type ArticleCategory,
  type ArticleDetail,
  type ArticleList,
  type ArticleListQuery,
  type ArticleSummary,
  mediaUrl,
  newsMessages,
  pageMeta,
  READING_WORDS_PER_MINUTE,
  RELATED_ARTICLES_MAX,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import type { PageView } from '../../lib/view-counter.ts'
import {
  addArticleView,
  type ArticleSummaryRow,
  findArticlePage,
  findCategoriesWithCounts,
  findCategoryId,
  findPublishedArticle,
  findRelatedArticles,
} from './news.repository.ts'

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))
}

function toArticleSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.cover_image
      ? {
          url: mediaUrl(row.cover_image),
          width: row.cover_width,
          height: row.cover_height,
          alt: row.cover_alt ?? row.title,
        }
      : null,
    category: { name: row.category_name, slug: row.category_slug },
    published_at: (row.published_at ?? new Date(0)).toISOString(),
    reading_minutes: readingMinutes(row.word_count),
    is_featured: row.is_featured,
  }
}

/** `GET /articles`. An unknown category is a 404, so that its page can say so. */
export async function listArticles(db: Db, query: ArticleListQuery): Promise<ArticleList> {
  let categoryId: number | undefined
  if (query.category !== undefined) {
    categoryId = await findCategoryId(db, query.category)
    if (categoryId === undefined) throw notFound(newsMessages.categoryNotFound)
  }
  const { rows, total } = await findArticlePage(
    db,
    { categoryId, tag: query.tag, featured: query.featured },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  )
  return {
    data: rows.map(toArticleSummary),
    meta: pageMeta(query.page, query.per_page, total),
  }
}

/** A published article and its related ones; drafts and scheduled articles are not found. */
export async function getArticle(db: Db, slug: string): Promise<ArticleDetail> {
  const row = await findPublishedArticle(db, slug)
  if (!row) throw notFound(newsMessages.articleNotFound)
  const related = await findRelatedArticles(db, row, RELATED_ARTICLES_MAX)
  return {
    ...toArticleSummary(row),
    body: row.body,
    tags: row.tags,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    author: row.author_name === null ? null : { name: row.author_name },
    updated_at: row.updated_at.toISOString(),
    related: related.map(toArticleSummary),
  }
}

export async function listArticleCategories(db: Db): Promise<ArticleCategory[]> {
  return findCategoriesWithCounts(db)
}

/** What opening an article counts (see lib/view-counter.ts). */
export function articleView(db: Db, articleId: number, visitor: string): PageView {
  return { item: `article:${articleId}`, visitor, write: () => addArticleView(db, articleId) }
}
