import type { ProductSort } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { type Db, PreparedShapes } from '../../db/client.ts'
import {
  cardQuery,
  type CardRow,
  noFilters,
  productFilterSql,
  type ProductFilters,
  selectRows,
} from './product-sql.ts'
import {
  bestSellersSql,
  type CandidateWay,
  type TermValue,
  WALK_SAMPLE,
  walkDensity,
} from './search-candidate-sql.ts'
import { fallbackCandidatesSql, fallbackOrder, tierKey } from './search-fallback.ts'
import { hasMarks, partialTiers, type SearchTerms } from './search-terms.ts'

function termParams(terms: SearchTerms): TermValue {
  const values = termValues(terms)
  return (key) => sql`${values[key]}`
}

function termValues(terms: SearchTerms): Record<string, string> {
  return {
    text: terms.text,
    prefix: terms.prefixQuery,
    // Whole words only: "do" should lift "Áo thun - Đỏ", not every "Rạng Đông".
    exact: hasMarks(terms) ? ` ${terms.typed} ` : ` ${terms.folded} `,
    folded: terms.folded,
    words: terms.words.join(' '),
    ...Object.fromEntries(partialTiers(terms).map((tier) => [tierKey(tier.words), tier.query])),
  }
}

/**
 * The full-text query: the shopper's words as `websearch_to_tsquery` reads them, or'ed with the
 * same words whose last one is a prefix. Written inline (not as a CTE), PostgreSQL folds it to a
 * constant while planning a statement that is not prepared and can weigh the GIN index against
 * other indexes.
 */
function tsqueryOf(terms: SearchTerms, value: TermValue): SQL {
  const websearch = sql`websearch_to_tsquery('simple', public.f_unaccent(${value('text')}))`
  return terms.usesOperators
    ? websearch
    : sql`(${websearch} || to_tsquery('simple', ${value('prefix')}))`
}

export function tsquerySql(terms: SearchTerms): SQL {
  return tsqueryOf(terms, termParams(terms))
}

export interface RankedSearch {
  filters: ProductFilters
  sort: ProductSort
  limit: number
  offset: number
  /** Matches are taken among the `cap` best sellers, so a broad word stays cheap. */
  cap: number
  /**
   * False: the products that have every word of the query. A number: the statement for a query
   * that none has (search-fallback.ts), with up to this many names similar to it (a typo).
   */
  fuzzy: number | false
  /** How the candidates are found: `auto` but in tests, which check every way gives the same. */
  candidates?: CandidateWay
  /** How many best sellers a walk reads before the GIN index takes over (tests shorten it). */
  walkWindow?: number
}

export { type CandidateWay, WALK_SAMPLE, walkDensity }

/** Orders over the candidate set `c`; relevance is built per query. */
const candidateOrder: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest: sql`c.created_at desc, c.id desc`,
  price_asc: sql`c.effective_price asc, c.id asc`,
  price_desc: sql`c.effective_price desc, c.id desc`,
  best_selling: sql`c.sold_count desc, c.id desc`,
  name: sql`c.search_name asc, c.id asc`,
  // The rating stays out of the candidates' columns (a walk reads the popularity index alone): read
  // by key for the candidates only. Unrated last.
  rating: sql`(select array[coalesce(r.rating_average, 0), r.rating_count] from products r
    where r.id = c.id) desc, c.id desc`,
}

/**
 * Relevance among products that have every word: the query as typed (with its marks) as words of
 * the name, then names starting with the query without marks, then `ts_rank`, then best sellers.
 */
function relevanceOrder(terms: SearchTerms, tsq: SQL, value: TermValue): SQL {
  const exact = hasMarks(terms)
    ? sql`strpos(' ' || lower(c.name) || ' ', ${value('exact')}) > 0`
    : sql`strpos(' ' || c.search_name || ' ', ${value('exact')}) > 0`
  return sql`${exact} desc, starts_with(c.search_name, ${value('folded')}) desc,
    ts_rank(c.search_vector, ${tsq}) desc, c.sold_count desc, c.id desc`
}

/** How the candidates are taken: everything in RankedSearch but the order and the page. */
export type CandidateSearch = Omit<RankedSearch, 'sort' | 'limit' | 'offset'>

/**
 * The start of a statement over the search's candidates: CTEs ending with `candidates`
 * (candidateColumns); values come from `value`. The products that have every word (`words` holds
 * the full-text query `tsq`), or, for `fuzzy`, those that have the most words (search-fallback.ts).
 */
function candidatesSql(terms: SearchTerms, search: CandidateSearch, value: TermValue): SQL {
  if (search.fuzzy !== false) {
    return fallbackCandidatesSql(terms, { ...search, fuzzy: search.fuzzy }, value)
  }
  const filters = productFilterSql(search.filters)
  // Computed once by the statement: a prepared statement's generic plan would otherwise work
  // the words out again on every row it tests.
  const tsq = sql`(select tsq from words)`
  const ctes = { sample: 'sample', walked: 'walked', matches: 'candidates' }
  return sql`with words as materialized (select ${tsqueryOf(terms, value)} as tsq),
    ${bestSellersSql(ctes, sql`${filters} and p.search_vector @@ ${tsq}`, search)}`
}

/**
 * The statement for one page: values come from `value` (the terms), `offset` and `end` (the
 * page's rows are those ranked after `offset`, up to `end`).
 */
function rankedSql(
  terms: SearchTerms,
  search: RankedSearch,
  value: TermValue,
  offset: SQL,
  end: SQL,
): SQL {
  const tsq = sql`(select tsq from words)`
  const relevance =
    search.fuzzy === false ? relevanceOrder(terms, tsq, value) : fallbackOrder(value)
  const order = search.sort === 'relevance' ? relevance : candidateOrder[search.sort]
  return sql`${candidatesSql(terms, search, value)},
    ranked as (
      select c.id, count(*) over () as total, row_number() over (order by ${order}) as pos
      from candidates c
    ),
    pg as (
      select id, pos, total from ranked
      where pos > ${offset} and pos <= ${end}
    )
    ${cardQuery(sql`, pg.total`)}`
}

/**
 * Searches without filters (the search box, its suggestions) are prepared, planned once per
 * connection: planning this statement took 0.8 ms against 2–6 ms to run it. Their text depends on
 * the key's parts alone; the words and the page are bound on each call. With filters the plan
 * depends on what they keep, so those are planned per call.
 */
const searchShapes = new PreparedShapes('product_search')

function shapeKey(terms: SearchTerms, search: RankedSearch): string {
  const { sort, cap, fuzzy, candidates = 'auto', walkWindow } = search
  const tiers = partialTiers(terms).length
  return [
    sort,
    cap,
    fuzzy,
    candidates,
    walkWindow,
    hasMarks(terms),
    terms.usesOperators,
    tiers,
  ].join('|')
}

/**
 * One page of matching products and the size of the candidate set (at most `cap` + `fuzzy`), in
 * one statement. The candidates are the best-selling matches, walked for a broad word or found
 * through the GIN index for a rare one (see CandidateWay); the page is sorted among them.
 */
export async function searchRanked(
  db: Db,
  terms: SearchTerms,
  search: RankedSearch,
): Promise<{ rows: CardRow[]; total: number }> {
  type Row = CardRow & { total: number }
  const end = search.offset + search.limit
  const rows = noFilters(search.filters)
    ? await searchShapes.select<Row>(
        db,
        shapeKey(terms, search),
        () =>
          rankedSql(
            terms,
            search,
            (key) => sql`${sql.placeholder(key)}`,
            sql`${sql.placeholder('offset')}`,
            sql`${sql.placeholder('end')}`,
          ),
        { ...termValues(terms), offset: search.offset, end },
      )
    : await selectRows<Row>(
        db,
        rankedSql(terms, search, termParams(terms), sql`${search.offset}`, sql`${end}`),
      )
  const total = rows[0] ? Number(rows[0].total) : await countCandidates(db, terms, search)
  return { rows, total }
}

/** Only for a page past the end, where no row carries the total. */
async function countCandidates(db: Db, terms: SearchTerms, search: RankedSearch) {
  if (search.offset === 0) return 0
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`${candidatesSql(terms, search, termParams(terms))}
    select count(*)::int as n from candidates`,
  )
  return row?.n ?? 0
}

export interface FacetChoices {
  brands: readonly string[]
  store: string | undefined
}

export interface FacetCount {
  slug: string
  name: string
  n: number
}

export interface FacetCounts {
  brands: FacetCount[]
  stores: FacetCount[]
  /** The candidates counted. */
  total: number
}

/** The brands or shops `chosen` that no candidate has, with 0: the form must still offer them. */
function unmatchedChoices(kind: 'brand' | 'store', chosen: readonly string[]): SQL {
  if (!chosen.length) return sql``
  const table = kind === 'brand' ? sql`brands` : sql`stores`
  // A suspended shop's name is not shown to shoppers.
  const shown = kind === 'brand' ? sql`` : sql`and t.status = 'active'`
  return sql`union all
    select ${sql.raw(`'${kind}'`)}, t.slug, t.name, 0 from ${table} t
    where t.slug = any(${sql.param([...chosen])}::text[]) ${shown}
      and t.id not in (select id from ${sql.raw(kind)}_counts)`
}

/**
 * How many of the search's candidates each brand and shop has (products sold by Phiên Chợ itself
 * have no shop to count), in one statement over the same candidates as `searchRanked`.
 */
export async function searchFacetCounts(
  db: Db,
  terms: SearchTerms,
  search: CandidateSearch,
  chosen: FacetChoices,
): Promise<FacetCounts> {
  type Row = FacetCount & { kind: 'brand' | 'store' | 'total' }
  const rows = await selectRows<Row>(
    db,
    sql`${candidatesSql(terms, search, termParams(terms))},
    brand_counts as (select brand_id as id, count(*)::int as n from candidates
      where brand_id is not null group by brand_id),
    store_counts as (select store_id as id, count(*)::int as n from candidates
      where store_id is not null group by store_id)
    select 'brand' as kind, b.slug, b.name, f.n from brand_counts f join brands b on b.id = f.id
    ${unmatchedChoices('brand', chosen.brands)}
    union all
    select 'store', s.slug, s.name, f.n from store_counts f join stores s on s.id = f.id
    ${unmatchedChoices('store', chosen.store === undefined ? [] : [chosen.store])}
    union all
    select 'total', '', '', (select count(*)::int from candidates)`,
  )
  const of = (kind: Row['kind']) =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ slug, name, n }) => ({ slug, name, n: Number(n) }))
  return { brands: of('brand'), stores: of('store'), total: of('total')[0]?.n ?? 0 }
}
