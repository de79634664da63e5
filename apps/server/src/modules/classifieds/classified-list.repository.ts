import type { ClassifiedSort } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { type Db, selectRows } from '../../db/client.ts'
import type { ImageRow } from './classifieds.repository.ts'

// The public lists of live ads, written in SQL over the alias `c` (classified_ads): their shape
// decides which `classified_ads_live_*` index PostgreSQL reads. Every such index holds topic_id, so
// leaving out the hidden topics' ads (a hashed subplan of a few ids) keeps the scan index-only.
export const liveSql = sql`c.status = 'published' and c.expires_at > now()
  and c.topic_id not in (select h.id from classified_topics h where h.is_hidden)`

export interface AdFilters {
  topicId?: number | undefined
  provinceCode?: string | undefined
  priceMin?: number | undefined
  priceMax?: number | undefined
  hasImage?: boolean | undefined
  userId?: number | undefined
  exceptId?: number | undefined
  /** A search condition on `c`. */
  match?: SQL | undefined
}

/** Live ads with the visitor's filters. A price bound leaves out negotiable ads (no price). */
function filterSql(filters: AdFilters): SQL {
  const parts: SQL[] = [liveSql]
  if (filters.topicId !== undefined) parts.push(sql`c.topic_id = ${filters.topicId}`)
  if (filters.provinceCode !== undefined) parts.push(sql`c.province_code = ${filters.provinceCode}`)
  if (filters.priceMin !== undefined) parts.push(sql`c.price >= ${filters.priceMin}`)
  if (filters.priceMax !== undefined) parts.push(sql`c.price <= ${filters.priceMax}`)
  if (filters.hasImage) {
    parts.push(sql`exists (select 1 from classified_images i where i.ad_id = c.id)`)
  }
  if (filters.userId !== undefined) parts.push(sql`c.user_id = ${filters.userId}`)
  if (filters.exceptId !== undefined) parts.push(sql`c.id <> ${filters.exceptId}`)
  if (filters.match) parts.push(filters.match)
  return sql.join(parts, sql` and `)
}

/** Each order has its index; the id breaks ties so that pages never overlap. */
const sortSql: Record<ClassifiedSort, SQL> = {
  newest: sql`c.bumped_at desc, c.id desc`,
  price_asc: sql`c.price asc nulls last, c.id asc`,
  price_desc: sql`c.price desc nulls last, c.id desc`,
}

/** Title and body (marks and case ignored) match the query; `tsquery` is built by the catalogue. */
export const textMatch = (tsquery: SQL): SQL => sql`c.search_vector @@ ${tsquery}`

/** A title a typo away from the (folded) query, through the trigram index on the title. */
export const similarTitle = (folded: string): SQL =>
  sql`${folded} <% public.f_unaccent(lower(c.title))`

export interface AdSummaryRow {
  id: number
  slug: string
  title: string
  price: number | null
  bumped_at: Date | string
  province_name: string | null
  topic_name: string
  topic_slug: string
  image: ImageRow | null
  image_count: number
}

export interface AdPageRequest {
  filters: AdFilters
  sort: ClassifiedSort
  limit: number
  offset: number
}

/**
 * One page of live ads. The ids are picked from a listing index alone, and only those rows are read
 * in full with their first picture and picture count (a "deferred join").
 */
export function findAdSummaries(db: Db, request: AdPageRequest): Promise<AdSummaryRow[]> {
  const order = sortSql[request.sort]
  return selectRows<AdSummaryRow>(
    db,
    sql`with pg as (
      select c.id, row_number() over (order by ${order}) as pos from (
        select c.id, c.bumped_at, c.price from classified_ads c
        where ${filterSql(request.filters)}
        order by ${order}
        limit ${request.limit} offset ${request.offset}
      ) c
    )
    select c.id, c.slug, c.title, c.price::float8 as price, c.bumped_at,
      p.name as province_name, t.name as topic_name, t.slug as topic_slug,
      (select json_build_object('path', i.path, 'width', i.width, 'height', i.height)
         from classified_images i where i.ad_id = c.id order by i.position, i.id limit 1) as image,
      (select count(*)::int from classified_images i where i.ad_id = c.id) as image_count
    from pg
    join classified_ads c on c.id = pg.id
    join classified_topics t on t.id = c.topic_id
    left join provinces p on p.code = c.province_code
    order by pg.pos`,
  )
}

export async function countAds(db: Db, filters: AdFilters): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from classified_ads c where ${filterSql(filters)}`,
  )
  return row?.n ?? 0
}

/** Every topic shoppers are offered (not hidden), by position, with its number of live ads. */
export function findTopicsWithCounts(db: Db) {
  return selectRows<{
    id: number
    name: string
    slug: string
    description: string | null
    icon: string | null
    ad_count: number
  }>(
    db,
    sql`select t.id, t.name, t.slug, t.description, t.icon,
      (select count(*)::int from classified_ads c where c.topic_id = t.id and ${liveSql}) as ad_count
    from classified_topics t
    where not t.is_hidden
    order by t.position, t.id`,
  )
}
