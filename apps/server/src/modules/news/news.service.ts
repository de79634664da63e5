import { type ArticleSummary, mediaSrcset, mediaUrl } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { findLatestArticles, type LatestArticleRow } from './news.repository.ts'

function toArticleSummary(row: LatestArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    // Covers carry no stored size; the variants still let the browser pick a small one.
    cover_image: row.cover_image
      ? {
          url: mediaUrl(row.cover_image),
          width: null,
          height: null,
          alt: row.title,
          srcset: mediaSrcset(row.cover_image, null),
        }
      : null,
    category: { name: row.category_name, slug: row.category_slug },
    published_at: (row.published_at ?? new Date(0)).toISOString(),
  }
}

export async function latestArticles(db: Db, limit: number): Promise<ArticleSummary[]> {
  return (await findLatestArticles(db, limit)).map(toArticleSummary)
}
