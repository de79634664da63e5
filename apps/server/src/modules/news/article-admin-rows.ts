import {
  type AdminArticle,
  type AdminArticleRow,
  adminNewsMessages as m,
  mediaUrl,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/errors.ts'
import type { AuditContext } from '../audit/index.ts'
import {
  type AdminArticleDetailRow,
  type AdminArticleListRow,
  type ArticleRecord,
  selectAdminArticle,
} from './articles.admin.repository.ts'
import { readingMinutes } from './news.service.ts'

// What the article console's list, editor and state changes share: the answers, the audit
// snapshot and who may do what.

/** Who asks: a writer (`article:write` only) or an editor who may also publish. */
export interface ArticleCaller {
  userId: number
  canPublish: boolean
  audit: AuditContext
}

export function toAdminArticleRow(row: AdminArticleListRow): AdminArticleRow {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    category: { id: row.category_id, name: row.category_name },
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    cover_url: row.cover_image ? mediaUrl(row.cover_image) : null,
    is_featured: row.is_featured,
    published_at: row.published_at?.toISOString() ?? null,
    view_count: row.view_count,
    review_note: row.review_note,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

function toAdminArticle(row: AdminArticleDetailRow): AdminArticle {
  return {
    ...toAdminArticleRow(row),
    category_id: row.category_id,
    cover_image: row.cover_image,
    cover_width: row.cover_width,
    cover_height: row.cover_height,
    cover_alt: row.cover_alt,
    excerpt: row.excerpt,
    body: row.body,
    tags: row.tags,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    reading_minutes: readingMinutes(row.word_count),
  }
}

export async function articleAnswer(db: Db | Tx, id: number): Promise<AdminArticle> {
  const row = await selectAdminArticle(db, id)
  if (!row) throw notFound(m.articleNotFound)
  return toAdminArticle(row)
}

/** What the audit keeps of an article (its counters and generated columns aside). */
export const auditedArticle = (row: ArticleRecord) => ({
  title: row.title,
  slug: row.slug,
  category_id: row.category_id,
  author_id: row.author_id,
  status: row.status,
  published_at: row.published_at?.toISOString() ?? null,
  excerpt: row.excerpt,
  body: row.body,
  tags: row.tags,
  cover_image: row.cover_image,
  cover_alt: row.cover_alt,
  is_featured: row.is_featured,
  seo_title: row.seo_title,
  seo_description: row.seo_description,
  review_note: row.review_note,
})

/**
 * Whether the article has ever been public (whatever it is now: hidden, scheduled again, back to
 * draft). Its address has been shared then, so its slug stays and it is hidden rather than deleted.
 */
export const wasPublished = (article: ArticleRecord) => article.first_published_at !== null

/** A writer works on their own articles only. */
export function assertOwnUnlessPublisher(caller: ArticleCaller, article: ArticleRecord): void {
  if (!caller.canPublish && article.author_id !== caller.userId) {
    throw new HttpError(403, m.notYours)
  }
}
