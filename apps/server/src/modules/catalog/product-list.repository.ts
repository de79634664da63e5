import { sql, type SQL } from 'drizzle-orm'
import { type Db, selectPreparedRows } from '../../db/client.ts'
import {
  cardQuery,
  type CardRow,
  type ListSort,
  productFilterSql,
  type ProductFilters,
  selectRows,
  sortColumns,
  sortSql,
  visibleProduct,
} from './product-sql.ts'

/** Counting stops here: past it a page shows "10.000+" instead of scanning the whole catalogue. */
export const LIST_TOTAL_CAP = 10_000

export interface ListPage {
  filters: ProductFilters
  /** A search condition on `p` (full text or similar names), if any. */
  match?: SQL | undefined
  sort: ListSort
  limit: number
  offset: number
}

function whereSql(page: Pick<ListPage, 'filters' | 'match'>): SQL {
  const filters = productFilterSql(page.filters)
  return page.match ? sql`${filters} and ${page.match}` : filters
}

// Sorts with a per-category index (products_listing_category_idx, products_category_*_idx).
const MERGEABLE_SORTS = new Set<ListSort>(['newest', 'price_asc', 'price_desc', 'best_selling'])
const MAX_MERGED_CATEGORIES = 20

/**
 * The ids (and sort keys) of one page. A category with subcategories is read as one ordered index
 * range per category, merged (PostgreSQL's Merge Append stops after offset + limit rows): a single
 * scan of the sort's index filtered by category walks every cheaper product of other categories.
 */
function pageIdsSql(page: ListPage): SQL {
  const categoryIds = page.filters.categoryIds ?? []
  const columns = sortColumns[page.sort]
  const order = sortSql[page.sort]
  if (
    !page.match &&
    MERGEABLE_SORTS.has(page.sort) &&
    categoryIds.length > 1 &&
    categoryIds.length <= MAX_MERGED_CATEGORIES
  ) {
    const branches = categoryIds.map(
      (id) => sql`(select p.id, ${columns} from products p
        where ${whereSql({ filters: { ...page.filters, categoryIds: [id] } })}
        order by ${order} limit ${page.offset + page.limit})`,
    )
    return sql`select p.id, ${columns} from (${sql.join(branches, sql` union all `)}) p
      order by ${order} limit ${page.limit} offset ${page.offset}`
  }
  return sql`select p.id, ${columns} from products p
    where ${whereSql(page)}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`
}

/**
 * One page of cards. The ids are picked first from a listing index alone (filters included), and
 * only those rows are read in full (a "deferred join").
 */
export function listCards(db: Db, page: ListPage): Promise<CardRow[]> {
  return selectRows<CardRow>(
    db,
    sql`with pg as (
      select p.id, row_number() over (order by ${sortSql[page.sort]}) as pos from (
        ${pageIdsSql(page)}
      ) p
    )
    ${cardQuery()}`,
  )
}

/** The number of matching products, counted up to `cap` + 1. */
export async function countProducts(
  db: Db,
  page: Pick<ListPage, 'filters' | 'match'>,
  cap = LIST_TOTAL_CAP,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from products p where ${whereSql(page)} limit ${cap + 1}) c`,
  )
  return row?.n ?? 0
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

/** Best sellers of the product's own category, the product itself left out. */
export function relatedCards(
  db: Db,
  product: { id: number; category_id: number },
  limit: number,
): Promise<CardRow[]> {
  // Prepared, as the product detail: both are read for every product page. Its text is the same
  // for every product, and one plan (the category's best-selling index) serves every category.
  return selectPreparedRows<CardRow>(
    db,
    'related_cards',
    sql`with pg as (
      select p.id, row_number() over (order by ${sortSql.best_selling}) as pos from (
        select p.id, p.sold_count from products p
        where ${visibleProduct} and p.category_id = ${product.category_id} and p.id <> ${product.id}
        order by ${sortSql.best_selling}
        limit ${limit}
      ) p
    )
    ${cardQuery()}`,
  )
}

/** Id and category of a visible product, by slug. */
export async function findVisibleProduct(db: Db, where: { slug: string } | { id: number }) {
  const bySlug = 'slug' in where
  const condition = bySlug ? sql`p.slug = ${where.slug}` : sql`p.id = ${where.id}`
  const [row] = await selectPreparedRows<{ id: number; category_id: number }>(
    db,
    bySlug ? 'visible_product_by_slug' : 'visible_product_by_id',
    sql`select p.id, p.category_id from products p where ${condition} and ${visibleProduct}`,
  )
  return row
}
