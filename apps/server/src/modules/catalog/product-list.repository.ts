import { PER_PAGE_DEFAULT } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { type Db, PreparedShapes, preparedStatement } from '../../db/client.ts'
import {
  cardQuery,
  keyFiltersOnly,
  listingCountFilterSql,
  type CardRow,
  type ListSort,
  productFilterSql,
  type ProductFilters,
  relatedCardsOf,
  selectRows,
  sortColumns,
  sortSql,
  visibleProduct,
} from './product-sql.ts'

/**
 * Counting with price, sale or stock filters stops here: past it a page shows "Hơn 10.000" instead
 * of scanning the whole catalogue. Category, brand and store totals are exact (`product_listing_counts`).
 */
export const LIST_TOTAL_CAP = 10_000

export interface ListPage {
  filters: ProductFilters
  sort: ListSort
  limit: number
  offset: number
}

// Sorts with a per-category index (products_listing_category_idx, products_category_*_idx).
const MERGEABLE_SORTS = new Set<ListSort>(['newest', 'price_asc', 'price_desc', 'best_selling'])
const MAX_MERGED_CATEGORIES = 20

/**
 * Pages of the default size filtered by category, brand and store alone (category and brand pages,
 * the whole catalogue) run as prepared statements, planned once per connection. With a page's limit
 * as a parameter PostgreSQL estimates a generic plan as reading 10 % of the rows, never picks it and
 * plans every call (0.7–1.2 ms, longer than running the page). So the page size is written into the
 * text, and the rows read before the page are bounded by a literal too: the next power of two at or
 * above offset + limit (`readUpTo`). The offset stays a parameter: a deep page is one of about a
 * dozen statements per shape, not one per page number.
 *
 * The rest is planned per call: every page size would be a statement of its own on every
 * connection, and the best plan for a price range, on-sale or in-stock filter depends on how many
 * products it keeps, which one generic plan cannot know.
 */
function preparedPage(page: Pick<ListPage, 'filters' | 'limit'>): boolean {
  return page.limit === PER_PAGE_DEFAULT && keyFiltersOnly(page.filters)
}

function readUpTo(page: Pick<ListPage, 'limit' | 'offset'>): number {
  return Math.max(32, 2 ** Math.ceil(Math.log2(page.offset + page.limit)))
}

/**
 * Built statements by what their text and values depend on. Pages: the filters (`keyFiltersOnly`:
 * category ids, brands, store), the sort, the page size and `readUpTo`; the offset is the one value
 * bound on each call. Counts (a page past the last): the filters.
 */
const listCardShapes = new PreparedShapes('list_cards')
const listingCountShapes = new PreparedShapes('listing_count')

function keyFiltersKey({ categoryIds, brandSlugs, storeSlug }: ProductFilters) {
  return [categoryIds ?? null, brandSlugs ?? null, storeSlug ?? null]
}

function preparedPageKey(page: ListPage): string {
  return JSON.stringify([page.sort, page.limit, readUpTo(page), ...keyFiltersKey(page.filters)])
}

/**
 * The ids (and sort keys) of one page. A category with subcategories is read as one ordered index
 * range per category, merged (PostgreSQL's Merge Append stops after offset + limit rows): a single
 * scan of the sort's index filtered by category walks every cheaper product of other categories.
 */
function pageIdsSql(page: ListPage, prepared: boolean): SQL {
  const categoryIds = page.filters.categoryIds ?? []
  const columns = sortColumns[page.sort]
  const order = sortSql[page.sort]
  const limit = prepared ? sql.raw(String(page.limit)) : sql`${page.limit}`
  const upTo = prepared ? sql.raw(String(readUpTo(page))) : sql`${page.offset + page.limit}`
  const offset = prepared ? sql.placeholder('offset') : page.offset
  const merged =
    MERGEABLE_SORTS.has(page.sort) &&
    categoryIds.length > 1 &&
    categoryIds.length <= MAX_MERGED_CATEGORIES
  const ranges = merged
    ? categoryIds.map(
        (id) => sql`(select p.id, ${columns} from products p
        where ${productFilterSql({ ...page.filters, categoryIds: [id] })}
        order by ${order} limit ${upTo})`,
      )
    : [
        sql`(select p.id, ${columns} from products p
        where ${productFilterSql(page.filters)}
        order by ${order} limit ${upTo})`,
      ]
  return sql`select p.id, ${columns} from (${sql.join(ranges, sql` union all `)}) p
      order by ${order} limit ${limit} offset ${offset}`
}

export interface ProductCount {
  total: number
  /** True when counting stopped at the cap: there are more than `total`. */
  capped: boolean
}

/** Published products for category, brand and store filters, exactly, from `product_listing_counts`. */
function exactCountSql(filters: ProductFilters): SQL {
  return sql`select coalesce(sum(c.products), 0)::int as n from product_listing_counts c
    where ${listingCountFilterSql(filters)}`
}

/** Price, sale and stock filters: matching index entries, counted up to the cap. */
async function scanCount(db: Db, filters: ProductFilters): Promise<ProductCount> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from products p where ${productFilterSql(filters)} limit ${LIST_TOTAL_CAP + 1}) c`,
  )
  const counted = row?.n ?? 0
  return { total: Math.min(counted, LIST_TOTAL_CAP), capped: counted > LIST_TOTAL_CAP }
}

/**
 * The page's cards, the ids picked first from a listing index alone (filters included) and only
 * those rows read in full (a "deferred join"). `total`, when given, is a one-row `n` statement
 * whose value every card carries as `matching`.
 */
function cardsSql(page: ListPage, prepared: boolean, total?: SQL): SQL {
  return sql`with ${total ? sql`total as (${total}), ` : sql``}pg as (
      select p.id, row_number() over (order by ${sortSql[page.sort]}) as pos from (
        ${pageIdsSql(page, prepared)}
      ) p
    )
    ${cardQuery(total ? sql`, (select n from total) as matching` : sql``)}`
}

/**
 * One page of cards and the number of matching products. A category, brand or store total costs
 * next to nothing (the counts table), so it rides in the page's own statement: one round trip. A
 * page past the last has no row to carry it and is counted on its own. A scan count reads up to
 * 10,001 index entries, so it runs beside the page, on a connection of its own.
 */
export async function listCards(
  db: Db,
  page: ListPage,
): Promise<{ rows: CardRow[] } & ProductCount> {
  if (!keyFiltersOnly(page.filters)) {
    const [rows, count] = await Promise.all([
      selectRows<CardRow>(db, cardsSql(page, false)),
      scanCount(db, page.filters),
    ])
    return { rows, ...count }
  }
  const withTotal = (prepared: boolean) => cardsSql(page, prepared, exactCountSql(page.filters))
  const rows = preparedPage(page)
    ? await listCardShapes.select<CardRow & { matching: number }>(
        db,
        preparedPageKey(page),
        () => withTotal(true),
        { offset: page.offset },
      )
    : await selectRows<CardRow & { matching: number }>(db, withTotal(false))
  let total = rows[0]?.matching ?? 0
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await listingCountShapes.select<{ n: number }>(
      db,
      JSON.stringify(keyFiltersKey(page.filters)),
      () => exactCountSql(page.filters),
    )
    total = row?.n ?? 0
  }
  return { rows, total, capped: false }
}

/** Cards of the given products, visible ones only, in the given order. */
export function cardsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  )
  return selectRows<CardRow>(
    db,
    sql`with pg as (
      select v.id, v.pos from (values ${values}) as v (id, pos)
      join products p on p.id = v.id
      where ${visibleProduct}
    )
    ${cardQuery()}`,
  )
}

// Prepared, as the product detail. Its text is the same for every product, and one plan serves
// every slug: the product by its unique slug, then, once per product found (a lateral join), its
// category's best-selling index; a slug that matches nothing reads no further. With the category
// taken from a subquery instead, the kept plan walked the whole best-selling index looking for it
// (31 ms for an unknown slug). The product itself is always one row (its card columns null when it
// has no related products), so that no row means no such product.
const relatedCardRows = preparedStatement<CardRow | NullCardRow, { slug: string }>(
  'related_cards',
  (value) => sql`with product as (
    select p.id, p.category_id from products p where p.slug = ${value('slug')} and ${visibleProduct}
  )
  select c.* from product left join lateral (${relatedCardsOf(sql`product`)}) c on true
  order by c.pos`,
)

type NullCardRow = { [K in keyof CardRow]: null }

/**
 * The best sellers of the product's own category (RELATED_PRODUCTS_LIMIT), itself left out;
 * undefined when no visible product has this slug.
 */
export async function relatedCards(db: Db, slug: string): Promise<CardRow[] | undefined> {
  const rows = await relatedCardRows(db, { slug })
  if (rows.length === 0) return undefined
  return rows.filter((row): row is CardRow => row.id !== null)
}

const visibleProductById = preparedStatement<{ id: number }, { id: number }>(
  'visible_product_by_id',
  (value) => sql`select p.id from products p where p.id = ${value('id')} and ${visibleProduct}`,
)

/** Whether the product is published and not sold by a pending or suspended shop. */
export async function visibleProductExists(db: Db, id: number): Promise<boolean> {
  return (await visibleProductById(db, { id })).length > 0
}
