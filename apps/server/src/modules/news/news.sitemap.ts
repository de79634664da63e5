import { sql } from 'drizzle-orm'
import type { SitemapSource } from '../../lib/sitemap-source.ts'
import { publishedArticleSql as published } from './news.repository.ts'

export const articleSitemap: SitemapSource = {
  name: 'articles',
  pagePath: (slug) => `/tin-tuc/${slug}`,
  rows: sql`select a.id, a.slug, greatest(a.updated_at, a.published_at) as lastmod
    from articles a join article_categories c on c.id = a.category_id where ${published}`,
}

/** Categories with at least one published article. */
export const articleCategorySitemap: SitemapSource = {
  name: 'article-categories',
  pagePath: (slug) => `/danh-muc-bai-viet/${slug}`,
  rows: sql`select c.id, c.slug, max(greatest(a.updated_at, a.published_at)) as lastmod
    from article_categories c join articles a on a.category_id = c.id
    where ${published} group by c.id`,
}
