import { sql } from 'drizzle-orm'
import type { SitemapSource } from '../../lib/sitemap-source.ts'
import { visibleProduct } from './product-sql.ts'

export const productSitemap: SitemapSource = {
  name: 'products',
  pagePath: (slug) => `/san-pham/${slug}`,
  rows: sql`select p.id, p.slug, p.updated_at as lastmod from products p where ${visibleProduct}`,
}

/** Active categories reachable through active parents, as in the category tree. */
export const categorySitemap: SitemapSource = {
  name: 'categories',
  pagePath: (slug) => `/danh-muc-san-pham/${slug}`,
  rows: sql`with recursive visible as (
      select c.id, c.slug, c.updated_at from product_categories c
      where c.parent_id is null and c.status = 'active'
      union all
      select c.id, c.slug, c.updated_at from product_categories c
      join visible v on c.parent_id = v.id where c.status = 'active'
    )
    select id, slug, updated_at as lastmod from visible`,
}
