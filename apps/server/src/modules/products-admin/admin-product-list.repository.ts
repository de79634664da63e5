import {
  ADMIN_PRODUCT_COUNT_CAP,
  type AdminProductListQuery,
  type AdminProductSort,
  LOW_STOCK_THRESHOLD,
  PRODUCT_STORE_SHOP,
} from '@phiencho/contracts'
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import { unionAll } from 'drizzle-orm/pg-core'
import { type Db, PreparedQueries, preparedStatement } from '../../db/client.ts'
import {
  brands,
  product_categories,
  product_search_keys,
  product_status_counts,
  products,
  stores,
} from '../catalog/index.ts'

// The back office's product list: a page of rows and its bounded count (as the order console's,
// ADR 037), over every status, with filters the shop's listing indexes do not serve.

// The expression of products_low_stock_idx (migration 0020): the planner matches it to the index.
const stockAboveThreshold = sql`(${products.stock} - coalesce(${products.low_stock_threshold}, ${sql.raw(String(LOW_STOCK_THRESHOLD))}))`

export type AdminProductFilters = Omit<AdminProductListQuery, 'page' | 'sort'>

/** A category and every category under it, whatever their status. */
const categorySubtreeStatement = preparedStatement<{ id: number }, { id: number }>(
  'admin_category_subtree',
  (value) => sql`with recursive tree as (
      select id from product_categories where id = ${value('id')}::int
      union all
      select c.id from product_categories c join tree on c.parent_id = tree.id
    )
    select id from tree`,
)

async function categorySubtree(db: Db, categoryId: number): Promise<number[]> {
  const rows = await categorySubtreeStatement(db, { id: categoryId })
  return rows.map((row) => Number(row.id))
}

/** The filters, with the category's subtree read once for the page and the count. */
export interface ResolvedFilters extends AdminProductFilters {
  /** The category and every category under it, when the filters name one. */
  categoryIds?: number[]
}

/**
 * Reads the category's subtree. Given as its ids, the planner estimates how many products the
 * categories hold and walks a sort index, where a recursive subquery, guessed small, made it
 * read and sort every product of the category.
 */
export async function resolveFilters(
  db: Db,
  filters: AdminProductFilters,
): Promise<ResolvedFilters> {
  if (filters.category_id === undefined) return filters
  return { ...filters, categoryIds: await categorySubtree(db, filters.category_id) }
}

/** The columns the search and the status, category, brand and shop filters read. */
interface KeyColumns {
  status: typeof products.status | typeof product_search_keys.status
  category_id: typeof products.category_id | typeof product_search_keys.category_id
  brand_id: typeof products.brand_id | typeof product_search_keys.brand_id
  store_id: typeof products.store_id | typeof product_search_keys.store_id
  search_name: typeof products.search_name | typeof product_search_keys.search_name
  /** The SKU in lower case. */
  sku: SQL | typeof product_search_keys.sku
}

const productKeyColumns: KeyColumns = {
  status: products.status,
  category_id: products.category_id,
  brand_id: products.brand_id,
  store_id: products.store_id,
  search_name: products.search_name,
  sku: sql`lower(${products.sku})`,
}
const searchKeyColumns: KeyColumns = product_search_keys

function keyConditions(filters: ResolvedFilters, columns: KeyColumns): SQL[] {
  const conditions: SQL[] = []
  // The default (ADMIN_PRODUCT_DEFAULT_STATUSES) written as `<> 'archived'`: the partial indexes
  // of migration 0021 hold exactly those rows.
  conditions.push(
    filters.status ? eq(columns.status, filters.status) : sql`${columns.status} <> 'archived'`,
  )
  if (filters.categoryIds) {
    const ids = filters.categoryIds
    conditions.push(ids.length > 0 ? inArray(columns.category_id, ids) : sql`false`)
  }
  if (filters.brand_id !== undefined) conditions.push(eq(columns.brand_id, filters.brand_id))
  if (filters.store === PRODUCT_STORE_SHOP) conditions.push(isNull(columns.store_id))
  else if (filters.store !== undefined) conditions.push(eq(columns.store_id, filters.store))
  return conditions
}

/** `pattern` stands in for the search's pattern (a placeholder); without it, it is written in. */
function searchCondition(q: string, columns: KeyColumns, pattern?: SQLWrapper): SQL {
  const needle = pattern ?? containsPattern(q)
  // Two trigram indexes: the name without marks and the SKU in lower case.
  return sql`(${columns.search_name} like public.f_unaccent(lower(${needle})) or ${columns.sku} like lower(${needle}))`
}

/** The filters as SQL conditions on the products; `pattern` as for `searchCondition`. */
export function filterConditions(filters: ResolvedFilters, pattern?: SQLWrapper): SQL[] {
  const conditions = keyConditions(filters, productKeyColumns)
  if (filters.stock === 'out') conditions.push(sql`${products.stock} <= 0`)
  if (filters.stock === 'low') {
    conditions.push(sql`${stockAboveThreshold} <= 0`, sql`${products.stock} > 0`)
  }
  if (filters.stock === 'in') conditions.push(sql`${stockAboveThreshold} > 0`)
  if (filters.on_sale === true) conditions.push(isNotNull(products.sale_price))
  if (filters.on_sale === false) conditions.push(isNull(products.sale_price))
  if (filters.price_min !== undefined) {
    conditions.push(gte(products.effective_price, filters.price_min))
  }
  if (filters.price_max !== undefined) {
    conditions.push(lte(products.effective_price, filters.price_max))
  }
  if (filters.q) conditions.push(searchCondition(filters.q, productKeyColumns, pattern))
  return conditions
}

// The sorts the search keys serve. They have no sort index to walk: their matches are always
// read and sorted.
const searchKeyOrderings: Partial<Record<AdminProductSort, SQL[]>> = {
  newest: [desc(product_search_keys.created_at), desc(product_search_keys.id)],
  name: [asc(product_search_keys.search_name), asc(product_search_keys.id)],
}

/**
 * Where a search's matches are read: the search keys when the filters and the sort are among
 * theirs (none reads stock, price or the update time, which checkouts change), else the products.
 */
interface SearchSource {
  keys: boolean
  conditions: SQL[]
}

function searchSource(
  filters: ResolvedFilters,
  sort: AdminProductSort,
  pattern: SQLWrapper,
): SearchSource {
  const keys =
    filters.q !== undefined &&
    filters.stock === undefined &&
    filters.on_sale === undefined &&
    filters.price_min === undefined &&
    filters.price_max === undefined &&
    searchKeyOrderings[sort] !== undefined
  if (!keys) return { keys, conditions: filterConditions(filters, pattern) }
  return {
    keys,
    conditions: [
      ...keyConditions(filters, searchKeyColumns),
      searchCondition(filters.q!, searchKeyColumns, pattern),
    ],
  }
}

const orderings: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.created_at), desc(products.id)],
  updated: [desc(products.updated_at), desc(products.id)],
  name: [asc(products.search_name), asc(products.id)],
  price_asc: [asc(products.effective_price), asc(products.id)],
  price_desc: [desc(products.effective_price), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
}

// The same orders in expressions no index holds. Under a search the planner would otherwise walk
// a sort index, testing every row against the pattern (1.2 s for "dien thoai" sorted by price over
// 100,000 products), instead of reading the trigram indexes' matches and sorting those (5 ms).
const searchOrderings: Record<AdminProductSort, SQL[]> = {
  newest: [sql`${products.created_at} + interval '0 s' desc`, sql`${products.id} + 0 desc`],
  updated: [sql`${products.updated_at} + interval '0 s' desc`, sql`${products.id} + 0 desc`],
  name: [sql`${products.search_name} || ''`, sql`${products.id} + 0`],
  price_asc: [sql`${products.effective_price} + 0`, sql`${products.id} + 0`],
  price_desc: [sql`${products.effective_price} + 0 desc`, sql`${products.id} + 0 desc`],
  stock_asc: [sql`${products.stock} + 0`, sql`${products.id} + 0`],
}

/** Whether the kept counts answer the filters: none of them reads stock, price or names. */
const countedByKey = (filters: AdminProductFilters) =>
  !filters.q &&
  filters.stock === undefined &&
  filters.on_sale === undefined &&
  filters.price_min === undefined &&
  filters.price_max === undefined

/** The filters as conditions on the kept counts, where 0 stands for no brand or shop. */
function keptCountConditions(filters: ResolvedFilters): SQL[] {
  const c = product_status_counts
  const conditions = [
    filters.status ? eq(c.status, filters.status) : sql`${c.status} <> 'archived'`,
  ]
  if (filters.categoryIds) {
    const ids = filters.categoryIds
    conditions.push(ids.length > 0 ? inArray(c.category_id, ids) : sql`false`)
  }
  if (filters.brand_id !== undefined) conditions.push(eq(c.brand_id, filters.brand_id))
  if (filters.store === PRODUCT_STORE_SHOP) conditions.push(eq(c.store_id, 0))
  else if (filters.store !== undefined) conditions.push(eq(c.store_id, filters.store))
  return conditions
}

/**
 * What a statement depends on besides the search's pattern: the filters (the category as its
 * subtree's ids) and the sort. Statements are built once per key (building them cost Node more
 * than PostgreSQL spent running them). Without a search they are also planned once; a search's
 * are planned on every call, as a generic plan cannot tell a rare pattern from a common one.
 */
function statementKey(filters: ResolvedFilters, sort?: AdminProductSort): string {
  return JSON.stringify([
    filters.status ?? null,
    filters.categoryIds ?? null,
    filters.brand_id ?? null,
    filters.store ?? null,
    filters.stock ?? null,
    filters.on_sale ?? null,
    filters.price_min ?? null,
    filters.price_max ?? null,
    sort ?? null,
  ])
}

const countStatements = new PreparedQueries<Array<{ n: number }>>('admin_product_count')

/**
 * How many products match, up to the cap + 1: from the counts the database keeps by status,
 * category, brand and shop (migration 0024) when the filters name nothing else, else counting
 * index entries up to the cap + 1 and no further. Both paths answer alike. Without a search.
 */
export async function countMatches(db: Db, filters: ResolvedFilters): Promise<number> {
  const [row] = await countStatements.execute(db, statementKey(filters), () =>
    countedByKey(filters)
      ? db
          .select({
            n: sql<number>`least(coalesce(sum(${product_status_counts.products}), 0), ${ADMIN_PRODUCT_COUNT_CAP + 1})::int`,
          })
          .from(product_status_counts)
          .where(and(...keptCountConditions(filters)))
      : countQuery(db, filterConditions(filters)),
  )
  return Number(row!.n)
}

export function countQuery(db: Db, conditions: SQL[], keys = false) {
  const limited = db
    .select({ one: sql`1` })
    .from(keys ? product_search_keys : products)
    .where(and(...conditions))
    .limit(ADMIN_PRODUCT_COUNT_CAP + 1)
    .as('limited')
  return db.select({ n: sql<number>`count(*)::int` }).from(limited)
}

/** How many products match, counting up to the cap + 1 and no further. */
export async function countProducts(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await countQuery(db, conditions)
  return Number(row!.n)
}

const searchCountStatements = new PreparedQueries<Array<{ n: number }>>(
  'admin_product_search_count',
  { planned: 'each-call' },
)

/** How many products a search matches, up to the cap + 1, from its search source. */
export async function countSearchMatches(
  db: Db,
  filters: ResolvedFilters,
  sort: AdminProductSort,
): Promise<number> {
  const [row] = await searchCountStatements.execute(
    db,
    statementKey(filters, sort),
    () => {
      const { conditions, keys } = searchSource(filters, sort, sql.placeholder('pattern'))
      return countQuery(db, conditions, keys)
    },
    { pattern: containsPattern(filters.q!) },
  )
  return Number(row!.n)
}

// Written out: inside a subquery Drizzle leaves `products.id` unqualified.
const cover = sql<
  string | null
>`(select i.path from product_images i where i.product_id = "products"."id" order by i.position, i.id limit 1)`
const variantsCount = sql<number>`(select count(*)::int from product_variants v where v.product_id = "products"."id")`

/** A page's columns, beside the matches; the same for a page with a search and without. */
const pageColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  slug: products.slug,
  status: products.status,
  price: products.price,
  sale_price: products.sale_price,
  planned_sale_price: products.planned_sale_price,
  sale_starts_at: products.sale_starts_at,
  sale_ends_at: products.sale_ends_at,
  stock: products.stock,
  low_stock_threshold: products.low_stock_threshold,
  updated_at: products.updated_at,
  version: products.version,
  category_id: product_categories.id,
  category_name: product_categories.name,
  brand_id: brands.id,
  brand_name: brands.name,
  store_id: stores.id,
  store_name: stores.name,
  cover,
  variants_count: variantsCount,
}

/**
 * The ids of a page, in its order, by themselves (the rows an offset skips are index entries).
 * A search reads and sorts every match anyway, so it also says how many there are (`matches`),
 * sparing the count a second scan of the trigram indexes; elsewhere `matches` is null and the
 * count is read from a sort index.
 */
function pageIdsQuery(
  db: Db,
  conditions: SQL[],
  order: { sort: AdminProductSort; search: boolean; keys?: boolean },
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  const matches = (order.search ? sql<number>`count(*) over ()` : sql<null>`null::bigint`).as(
    'matches',
  )
  const keyOrder = order.keys ? searchKeyOrderings[order.sort] : undefined
  const fromProducts = () =>
    db
      .select({ id: products.id, matches })
      .from(products)
      .where(and(...conditions))
      .orderBy(...(order.search ? searchOrderings : orderings)[order.sort])
      .limit(page.limit)
      .offset(page.offset)
  if (!keyOrder) return fromProducts()
  // The same two columns from the search keys: a product's id and the matches.
  return db
    .select({ id: product_search_keys.id, matches })
    .from(product_search_keys)
    .where(and(...conditions))
    .orderBy(...keyOrder)
    .limit(page.limit)
    .offset(page.offset) as unknown as ReturnType<typeof fromProducts>
}

/**
 * The ids of a page of the newest products of several categories (a subtree), read along
 * products_category_newest_idx one category at a time, the categories merged in order, each read
 * no further than the page's end (`through`): a deep page reads about as many entries as it skips,
 * where walking the newest products for those of the subtree reads them all on the way (page 200 of
 * a subtree holding 13 % of the catalogue: 4,000 entries against 30,000).
 */
function mergedCategoriesPageIds(
  db: Db,
  filters: ResolvedFilters & { categoryIds: number[] },
  page: PageBounds,
) {
  const [first, second, ...rest] = filters.categoryIds.map((id) =>
    db
      .select({
        id: products.id,
        created_at: products.created_at,
        matches: sql<null>`null::bigint`.as('matches'),
      })
      .from(products)
      .where(and(...filterConditions({ ...filters, categoryIds: [id] })))
      .orderBy(...orderings.newest)
      .limit(page.through),
  )
  // Fresh expressions: drizzle rewrites the columns of a union's order into bare names.
  return unionAll(first!, second!, ...rest)
    .orderBy(sql`${sql.identifier('created_at')} desc`, sql`${sql.identifier('id')} desc`)
    .limit(page.limit)
    .offset(page.offset)
}

/** Whether a page is read by `mergedCategoriesPageIds`. */
const mergesCategories = (
  filters: ResolvedFilters,
  sort: AdminProductSort,
): filters is ResolvedFilters & { categoryIds: number[] } =>
  sort === 'newest' && (filters.categoryIds?.length ?? 0) > 1

/** A page's size, the rows it skips, and where it ends (their sum). */
interface PageBounds {
  limit: number | Placeholder
  offset: number | Placeholder
  through: number | Placeholder
}

/** The rows of a page: its ids, then only those rows with their names, cover and variant count. */
export function findProductPage(
  db: Db,
  filters: ResolvedFilters,
  sort: AdminProductSort,
  page: PageBounds,
) {
  const ids = mergesCategories(filters, sort)
    ? mergedCategoriesPageIds(db, filters, page)
    : pageIdsQuery(db, filterConditions(filters), { sort, search: false }, page)
  const pageIds = db.$with('page').as(ids)
  return db
    .with(pageIds)
    .select({ ...pageColumns, matches: pageIds.matches })
    .from(products)
    .innerJoin(pageIds, eq(pageIds.id, products.id))
    .innerJoin(product_categories, eq(product_categories.id, products.category_id))
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(stores, eq(stores.id, products.store_id))
    .orderBy(...orderings[sort])
}

/** The rows of the given products, in the sort's order. */
function productRowsQuery(db: Db, sort: AdminProductSort, ids: Placeholder) {
  return db
    .select(pageColumns)
    .from(products)
    .innerJoin(product_categories, eq(product_categories.id, products.category_id))
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(stores, eq(stores.id, products.store_id))
    .where(sql`${products.id} = any(${ids}::int[])`)
    .orderBy(...orderings[sort])
}
export type ProductPageRow = Awaited<ReturnType<typeof findProductPage>>[number]

const pageStatements = new PreparedQueries<ProductPageRow[]>('admin_product_page')
const searchIdStatements = new PreparedQueries<Array<{ id: number; matches: number | null }>>(
  'admin_product_search_ids',
  { planned: 'each-call' },
)
const rowStatements = new PreparedQueries<Omit<ProductPageRow, 'matches'>[]>('admin_product_rows')

/**
 * A search's page, read from the search keys when its filters and sort allow (`searchSource`);
 * its rows say how many products match (`matches`) unless the page is past them. Two statements:
 * the page's ids, planned at every call with the pattern, then their rows, planned once (planning
 * the rows' joins with the search cost PostgreSQL a fifth of the answer).
 */
export async function readSearchPage(
  db: Db,
  filters: ResolvedFilters,
  sort: AdminProductSort,
  page: { limit: number; offset: number },
): Promise<ProductPageRow[]> {
  const ids = await searchIdStatements.execute(
    db,
    statementKey(filters, sort),
    () => {
      const { conditions, keys } = searchSource(filters, sort, sql.placeholder('pattern'))
      return pageIdsQuery(
        db,
        conditions,
        { sort, search: true, keys },
        { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
      )
    },
    { ...page, pattern: containsPattern(filters.q!) },
  )
  if (ids.length === 0) return []
  const rows = await rowStatements.execute(
    db,
    sort,
    () => productRowsQuery(db, sort, sql.placeholder('ids')),
    { ids: ids.map((row) => row.id) },
  )
  const matches = ids[0]!.matches
  return rows.map((row) => ({ ...row, matches }))
}

/** A page without a search, its statement prepared once per filters and sort. */
export function readProductPage(
  db: Db,
  filters: ResolvedFilters,
  sort: AdminProductSort,
  page: { limit: number; offset: number },
): Promise<ProductPageRow[]> {
  return pageStatements.execute(
    db,
    statementKey(filters, sort),
    () =>
      findProductPage(db, filters, sort, {
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
        through: sql.placeholder('through'),
      }),
    { ...page, through: page.offset + page.limit },
  )
}
