import { sql } from 'drizzle-orm'
import type { SitemapSource } from '../../lib/sitemap-source.ts'

export const storeSitemap: SitemapSource = {
  name: 'stores',
  pagePath: (slug) => `/cua-hang/${slug}`,
  rows: sql`select s.id, s.slug, s.updated_at as lastmod from stores s where s.status = 'active'`,
}
