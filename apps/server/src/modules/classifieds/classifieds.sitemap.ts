import { sql } from 'drizzle-orm'
import type { SitemapSource } from '../../lib/sitemap-source.ts'
import { liveSql } from './classified-list.repository.ts'

export const classifiedSitemap: SitemapSource = {
  name: 'classifieds',
  pagePath: (slug) => `/tin-rao-vat/${slug}`,
  rows: sql`select c.id, c.slug, greatest(c.updated_at, c.bumped_at) as lastmod
    from classified_ads c where ${liveSql}`,
}

/** Topics with at least one live ad. */
export const classifiedTopicSitemap: SitemapSource = {
  name: 'classified-topics',
  pagePath: (slug) => `/chu-de-tin-rao-vat/${slug}`,
  rows: sql`select t.id, t.slug, max(greatest(c.updated_at, c.bumped_at)) as lastmod
    from classified_topics t join classified_ads c on c.topic_id = t.id
    where ${liveSql} group by t.id`,
}
