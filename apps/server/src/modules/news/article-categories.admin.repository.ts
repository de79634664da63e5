import { sql } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { publishedArticleSql } from './news.repository.ts'

export interface AdminArticleCategoryRow {
  id: number
  name: string
  slug: string
  description: string | null
  position: number
  is_hidden: boolean
  article_count: number
  published_count: number
}

/** Every category by position with its articles, all and those the public sees. */
export function selectAdminArticleCategories(
  db: Db | Tx,
  id?: number,
): Promise<AdminArticleCategoryRow[]> {
  return selectRows<AdminArticleCategoryRow>(
    db,
    sql`select c.id, c.name, c.slug, c.description, c.position, c.is_hidden,
      (select count(*)::int from articles a where a.category_id = c.id) as article_count,
      (select count(*)::int from articles a where a.category_id = c.id
        and ${publishedArticleSql}) as published_count
    from article_categories c
    where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
    order by c.position, c.id`,
  )
}
