import { sql, type SQL } from 'drizzle-orm'

/**
 * What a statement's text reads from the query: placeholders in a prepared statement, the values
 * themselves otherwise. Keys: see `termValues` in product-search.repository.ts.
 */
export type TermValue = (key: string) => SQL

export const candidateColumns = sql`p.id, p.name, p.search_name, p.search_vector, p.sold_count,
  p.created_at, p.effective_price, p.brand_id, p.store_id`

/** A number of the code's own, written into the text: the plan depends on it. */
export const literal = (n: number) => sql.raw(String(Math.trunc(n)))

/**
 * The `cap` best-selling matches can be found two ways. A walk reads products_search_popular_idx
 * (which holds the search vector) in popularity order and stops at `cap` matches: about
 * cap ÷ density index entries, cheap when many products match. The GIN index finds every match,
 * and each is then read from the table (about 7 times the cost of an index entry) to keep the best
 * sellers: cheap when few match. PostgreSQL's estimate for several words multiplies their
 * frequencies as if they were unrelated: "ao thun nam" (4,234 of 100,000 products) is estimated
 * at 202, so it takes the GIN index at three times the cost of the walk. The statement therefore
 * measures instead: it counts the matches among the WALK_SAMPLE best sellers and walks when they
 * are dense enough; a walk that falls short of `cap` hands over to the GIN index.
 */
export type CandidateWay = 'auto' | 'walk' | 'gin'

export const WALK_SAMPLE = 300

/**
 * Walking is cheaper when cap ÷ d entries cost less than d × N rows at 7 entries each, that is
 * when d > √(cap ÷ 7N); N is taken as 100,000 products (bench/, where it was measured). A larger
 * catalogue only makes the walk better still.
 */
export function walkDensity(cap: number): number {
  return Math.sqrt(cap / 700_000)
}

function walkPlan({ cap, candidates = 'auto', walkWindow }: BestSellersSearch) {
  const density = walkDensity(cap)
  const threshold = { auto: Math.ceil(WALK_SAMPLE * density), walk: 0, gin: WALK_SAMPLE + 1 }[
    candidates
  ]
  // Twice the entries a walk needs at the threshold density, then the GIN index takes over.
  return { threshold, window: walkWindow ?? Math.ceil((2 * cap) / density) }
}

/** What a walk reads: all held by products_search_popular_idx, so the table is not visited. */
const walkedColumns = sql`${candidateColumns}, p.category_id, p.sale_price, p.stock, true as listed`

/** The first `rows` listed products by popularity, as `p`, for the filters to read. */
function popularFirst(rows: number): SQL {
  return sql`(select ${walkedColumns} from products p where p.listed
    order by p.sold_count desc, p.id desc limit ${literal(rows)}) p`
}

/** How the best-selling matches are taken. */
export interface BestSellersSearch {
  cap: number
  candidates?: CandidateWay
  walkWindow?: number
}

/**
 * CTEs `names.sample`, `names.walked` and `names.matches`: the `cap` best-selling listed products
 * for which `where` holds (it reads `p`, candidateColumns and the filters' columns), walked or
 * through the GIN index (CandidateWay). `where` may hold a one-time test, e.g. that an earlier
 * CTE found nothing: then none of them reads a row.
 */
export function bestSellersSql(
  names: { sample: string; walked: string; matches: string },
  where: SQL,
  search: BestSellersSearch,
): SQL {
  const [sample, walked, matches] = [names.sample, names.walked, names.matches].map(sql.raw)
  const cap = literal(search.cap)
  const walk = walkPlan(search)
  const walkedAll = sql`(select count(*) from ${walked})`
  return sql`${sample} as materialized (
      select count(*) as n from ${popularFirst(WALK_SAMPLE)}
      where ${where}
    ),
    ${walked} as materialized (
      select ${candidateColumns} from ${popularFirst(walk.window)}
      where ${where} and (select n from ${sample}) >= ${literal(walk.threshold)}
      order by p.sold_count desc, p.id desc
      limit ${cap}
    ),
    ${matches} as (
      (select ${candidateColumns}
       from ${walked} p
       where ${walkedAll} >= ${cap})
      union all
      (select ${candidateColumns}
       from products p
       where ${where} and ${walkedAll} < ${cap}
       order by p.sold_count desc, p.id desc
       limit ${cap})
    )`
}
