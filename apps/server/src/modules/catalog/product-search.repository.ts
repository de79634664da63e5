import type { ProductSort } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  cardQuery,
  type CardRow,
  productFilterSql,
  type ProductFilters,
  selectRows,
} from './product-sql.ts'
import { hasMarks, type SearchTerms } from './search-terms.ts'

/**
 * The full-text query: the shopper's words as `websearch_to_tsquery` reads them, or'ed with the
 * same words whose last one is a prefix. Written inline (not as a CTE) so that PostgreSQL folds it
 * to a constant while planning and can weigh the GIN index against the popularity index.
 */
export function tsquerySql(terms: SearchTerms): SQL {
  const websearch = sql`websearch_to_tsquery('simple', public.f_unaccent(${terms.text}))`
  return terms.usesOperators
    ? websearch
    : sql`(${websearch} || to_tsquery('simple', ${terms.prefixQuery}))`
}

export function textMatchSql(terms: SearchTerms): SQL {
  return sql`p.search_vector @@ ${tsquerySql(terms)}`
}

/** Names within one or two letters of the query, for when the words themselves match too little. */
export function similarNameSql(terms: SearchTerms, maxRows: number): SQL {
  return sql`p.id in (select f.product_id from public.products_similar_to(${terms.folded}, ${maxRows}) f)`
}

export interface RankedSearch {
  filters: ProductFilters
  sort: ProductSort
  limit: number
  offset: number
  /** Matches are taken among the `cap` best sellers, so a broad word stays cheap. */
  cap: number
  /** Also take up to this many names similar to the query (a typo), after the real matches. */
  fuzzy: number | false
}

/** Orders over the candidate set `c`; relevance is built per query. */
const candidateOrder: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest: sql`c.created_at desc, c.id desc`,
  price_asc: sql`c.effective_price asc, c.id asc`,
  price_desc: sql`c.effective_price desc, c.id desc`,
  best_selling: sql`c.sold_count desc, c.id desc`,
  name: sql`c.search_name asc, c.id asc`,
}

/**
 * Relevance: the query as typed (with its marks) as words of the name, then names starting with the
 * query without marks, then `ts_rank`, then (typos) trigram similarity, then best sellers.
 */
function relevanceOrder(terms: SearchTerms, tsq: SQL): SQL {
  // Whole words only: "do" should lift "Áo thun - Đỏ", not every "Rạng Đông".
  const exact = hasMarks(terms)
    ? sql`strpos(' ' || lower(c.name) || ' ', ${` ${terms.typed} `}) > 0`
    : sql`strpos(' ' || c.search_name || ' ', ${` ${terms.folded} `}) > 0`
  return sql`c.matched desc, ${exact} desc, starts_with(c.search_name, ${terms.folded}) desc,
    case when c.matched then ts_rank(c.search_vector, ${tsq}) else 0 end desc,
    case when c.matched then 0 else word_similarity(${terms.folded}, c.search_name) end desc,
    c.sold_count desc, c.id desc`
}

const candidateColumns = sql`p.id, p.name, p.search_name, p.search_vector, p.sold_count,
  p.created_at, p.effective_price`

/**
 * One page of matching products and the size of the candidate set (at most `cap` + `fuzzy`), in
 * one statement. The candidates are the best-selling matches, read from products_search_popular_idx
 * for a broad word or through the GIN index for a rare one; the page is sorted among them.
 */
export async function searchRanked(
  db: Db,
  terms: SearchTerms,
  search: RankedSearch,
): Promise<{ rows: CardRow[]; total: number }> {
  const filters = productFilterSql(search.filters)
  const tsq = tsquerySql(terms)
  const typos = search.fuzzy
    ? sql`union all
      select ${candidateColumns}, false as matched
      from products p
      where ${filters} and ${similarNameSql(terms, search.fuzzy)} and not (p.search_vector @@ ${tsq})`
    : sql``
  const order =
    search.sort === 'relevance' ? relevanceOrder(terms, tsq) : candidateOrder[search.sort]
  const rows = await selectRows<CardRow & { total: number }>(
    db,
    sql`with candidates as (
      (select ${candidateColumns}, true as matched
       from products p
       where ${filters} and p.search_vector @@ ${tsq}
       order by p.sold_count desc, p.id desc
       limit ${search.cap})
      ${typos}
    ),
    ranked as (
      select c.id, count(*) over () as total, row_number() over (order by ${order}) as pos
      from candidates c
    ),
    pg as (
      select id, pos, total from ranked
      where pos > ${search.offset} and pos <= ${search.offset + search.limit}
    )
    ${cardQuery(sql`, pg.total`)}`,
  )
  const total = rows[0] ? Number(rows[0].total) : await countCandidates(db, terms, search)
  return { rows, total }
}

/** Only for a page past the end, where no row carries the total. */
async function countCandidates(db: Db, terms: SearchTerms, search: RankedSearch) {
  if (search.offset === 0) return 0
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from products p where ${productFilterSql(search.filters)} and ${textMatchSql(terms)}
      limit ${search.cap}) c`,
  )
  return row?.n ?? 0
}
