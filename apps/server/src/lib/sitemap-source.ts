import { type SQL, sql } from 'drizzle-orm'
import { type Db, selectRows } from '../db/client.ts'

/**
 * One kind of page in the sitemap, defined by the module that owns its table: which rows are
 * public, and where their page is. `rows` selects `id` (integer, unique), `slug` and `lastmod`.
 */
export interface SitemapSource {
  /** File name: `products` → `/sitemaps/products-1.xml`. */
  name: string
  /** The page of one row, e.g. `/san-pham/${slug}` (the slug arrives URL-encoded). */
  pagePath: (encodedSlug: string) => string
  rows: SQL
}

export interface SitemapRow {
  id: number
  slug: string
  lastmod: string | Date | null
}

export interface SitemapFile {
  /** 1-based; file n holds the rows whose id is in ((n - 1) × size, n × size]. */
  number: number
  lastmod: string | Date | null
}

/**
 * The non-empty files of a source. Files are id ranges: a row stays in the same file for good, each
 * file holds at most `size` URLs, and a file is read by primary-key range with no OFFSET
 * (docs/decisions/009-sitemap-files-by-id-range.md).
 */
export function sitemapFiles(db: Db, source: SitemapSource, size: number): Promise<SitemapFile[]> {
  return selectRows<SitemapFile>(
    db,
    sql`select ((v.id - 1) / ${size})::int + 1 as number, max(v.lastmod) as lastmod
        from (${source.rows}) v group by 1 order by 1`,
  )
}

/** The rows of file `number`, `batch` at a time (keyset pagination on the id). */
export async function* sitemapRows(
  db: Db,
  source: SitemapSource,
  number: number,
  size: number,
  batch = 5000,
): AsyncGenerator<SitemapRow[]> {
  const last = number * size
  let after = (number - 1) * size
  for (;;) {
    const rows = await selectRows<SitemapRow>(
      db,
      sql`select v.id, v.slug, v.lastmod from (${source.rows}) v
          where v.id > ${after} and v.id <= ${last} order by v.id limit ${batch}`,
    )
    if (rows.length === 0) return
    yield rows
    if (rows.length < batch) return
    after = rows[rows.length - 1]!.id
  }
}
