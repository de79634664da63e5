import { sql, type SQL } from 'drizzle-orm'
import { productFilterSql, type ProductFilters } from './product-sql.ts'
import {
  bestSellersSql,
  type BestSellersSearch,
  candidateColumns,
  literal,
  type TermValue,
} from './search-candidate-sql.ts'
import { partialTiers, type SearchTerms } from './search-terms.ts'

export interface FallbackSearch extends BestSellersSearch {
  filters: ProductFilters
  /** Up to this many names similar to the query (a typo). */
  fuzzy: number
}

/** The placeholder of the tier of `words` words. */
export const tierKey = (words: number) => `tier${words}`

/**
 * The candidates of a query that no product matches in full (ADR 055): the `cap` best sellers
 * among the products that have the most of its words, with the names a typo away that have as
 * many. Tiers are tried from all words but one down to one, each only when the tiers above found
 * nothing (the test reads no column: PostgreSQL runs it once, as a one-time filter), each walked
 * or through the GIN index as the products with every word are (bestSellersSql). A typo's words
 * are counted among its own few rows. Columns: candidateColumns and `words`, the words found.
 */
export function fallbackCandidatesSql(
  terms: SearchTerms,
  search: FallbackSearch,
  value: TermValue,
): SQL {
  const filters = productFilterSql(search.filters)
  const tiers = partialTiers(terms)
  const name = (words: number) => `tier_${words}`
  const tierQueries = tiers.map(
    (tier) =>
      sql`to_tsquery('simple', ${value(tierKey(tier.words))}) as ${sql.raw(name(tier.words))}`,
  )
  const tierCtes = tiers.map((tier, i) => {
    const above = tiers
      .slice(0, i)
      .map((upper) => sql`not exists (select 1 from ${sql.raw(name(upper.words))})`)
    const tsq = sql`(select ${sql.raw(name(tier.words))} from tier_queries)`
    const where = sql.join([...above, filters, sql`p.search_vector @@ ${tsq}`], sql` and `)
    const ctes = {
      sample: `${name(tier.words)}_sample`,
      walked: `${name(tier.words)}_walked`,
      matches: name(tier.words),
    }
    return sql`${bestSellersSql(ctes, where, search)},`
  })
  const someWords = tiers.length
    ? sql.join(
        tiers.map(
          (tier) =>
            sql`select *, ${literal(tier.words)} as words from ${sql.raw(name(tier.words))}`,
        ),
        sql` union all `,
      )
    : sql`select ${candidateColumns}, 0 as words from products p where false`
  // Computed once by the statement (as the full-text query of the products with every word).
  const queries = tierQueries.length ? sql`, ${sql.join(tierQueries, sql`, `)}` : sql``
  return sql`with tier_queries as materialized (
      select array(select to_tsquery('simple', w)
        from unnest(string_to_array(${value('words')}, ' ')) w where w <> '') as operands${queries}
    ),
    ${sql.join(tierCtes, sql``)}
    some_words as (${someWords}),
    typos as materialized (
      select ${candidateColumns},
        (select count(*)::int from unnest((select operands from tier_queries)) o
          where p.search_vector @@ o) as words
      from products p
      where ${filters}
        and p.id in (select f.product_id
          from public.products_similar_to(${value('folded')}, ${literal(search.fuzzy)}) f)
        and p.id not in (select id from some_words)
    ),
    found as (select * from some_words union all select * from typos),
    candidates as (
      select * from found where words = (select max(words) from found)
    )`
}

/**
 * Relevance among fallback candidates: most words, then the name with a part closest to the query,
 * then the name whose start is (trigrams cannot tell "thoai" from "thong" for "thaoi": "Điện thoại"
 * and "Nồi cơm điện thông minh" are equally close to "dien thaoi"), then best sellers.
 */
export function fallbackOrder(value: TermValue): SQL {
  const folded = value('folded')
  return sql`c.words desc, word_similarity(${folded}, c.search_name) desc,
    similarity(${folded}, left(c.search_name, length(${folded}))) desc,
    c.sold_count desc, c.id desc`
}
