import { type ProductSort, RELATED_PRODUCTS_LIMIT } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'

// SQL fragments shared by the product list, search and detail queries. They are written in SQL
// (not the query builder) because their shape decides which index PostgreSQL uses; `p` is always
// the products table.

export interface ProductFilters {
  /** A category and its subcategories, resolved beforehand: literal ids let PostgreSQL pick the
   * category index from its statistics, where a subquery leaves it guessing. */
  categoryIds?: number[] | undefined
  brandSlugs?: string[] | undefined
  storeSlug?: string | undefined
  priceMin?: number | undefined
  priceMax?: number | undefined
  onSale?: boolean | undefined
  inStock?: boolean | undefined
}

/**
 * Published, and not sold by a shop that is pending or suspended: the `listed` column, which
 * triggers keep (migration 0008) and the listing indexes are partial on.
 */
export const visibleProduct = sql`p.listed`

/** Filters on the columns `product_listing_counts` is keyed by, on table alias `t`. */
function keyFilterParts(filters: ProductFilters, t: SQL): SQL[] {
  const parts: SQL[] = []
  if (filters.categoryIds !== undefined) {
    parts.push(
      filters.categoryIds.length
        ? sql`${t}.category_id in (${sql.join(
            filters.categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    )
  }
  if (filters.brandSlugs?.length) {
    // One array parameter: the statement's text stays the same however many brands are picked.
    parts.push(
      sql`${t}.brand_id in (select b.id from brands b where b.slug = any(${sql.param(filters.brandSlugs)}::text[]))`,
    )
  }
  if (filters.storeSlug !== undefined) {
    parts.push(
      sql`${t}.store_id in (select s.id from stores s where s.slug = ${filters.storeSlug})`,
    )
  }
  return parts
}

/** The visibility rule plus the shopper's filters; a category includes its subcategories. */
export function productFilterSql(filters: ProductFilters): SQL {
  const parts: SQL[] = [visibleProduct, ...keyFilterParts(filters, sql`p`)]
  if (filters.priceMin !== undefined) parts.push(sql`p.effective_price >= ${filters.priceMin}`)
  if (filters.priceMax !== undefined) parts.push(sql`p.effective_price <= ${filters.priceMax}`)
  if (filters.onSale) parts.push(sql`p.sale_price is not null`)
  if (filters.inStock) parts.push(sql`p.stock > 0`)
  return sql.join(parts, sql` and `)
}

/** A filter left out (`undefined`) or switched off (`false`). */
const unset = (value: unknown) => value === undefined || value === false

/** Nothing narrows the products but the visibility rule. */
export function noFilters(filters: ProductFilters): boolean {
  return Object.values(filters).every(unset)
}

/**
 * Whether the filters are on category, brand and store alone: the keys of
 * `product_listing_counts`, which then answers the count.
 */
export function keyFiltersOnly(filters: ProductFilters): boolean {
  // Any other filter, also one added later, is a filter the counts table cannot answer.
  const { categoryIds: _category, brandSlugs: _brands, storeSlug: _store, ...others } = filters
  return Object.values(others).every(unset)
}

/**
 * `productFilterSql` on `product_listing_counts c` (store 0: sold by Phiên Chợ), for filters that
 * `keyFiltersOnly` accepts.
 */
export function listingCountFilterSql(filters: ProductFilters): SQL {
  const visibleStore = sql`(c.store_id = 0 or c.store_id in (select s.id from stores s where s.status = 'active'))`
  return sql.join([visibleStore, ...keyFilterParts(filters, sql`c`)], sql` and `)
}

export type ListSort = Exclude<ProductSort, 'relevance'>

/** The columns each order reads besides the id (all held by its `products_listing_*` index). */
export const sortColumns: Record<ListSort, SQL> = {
  newest: sql`p.created_at`,
  price_asc: sql`p.effective_price`,
  price_desc: sql`p.effective_price`,
  best_selling: sql`p.sold_count`,
  name: sql`p.search_name`,
  rating: sql`p.rating_average, p.rating_count`,
}

/** Each order matches one `products_listing_*` index; the id breaks ties so pages never overlap. */
export const sortSql: Record<ListSort, SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`p.effective_price asc, p.id asc`,
  price_desc: sql`p.effective_price desc, p.id desc`,
  best_selling: sql`p.sold_count desc, p.id desc`,
  name: sql`p.search_name asc, p.id asc`,
  // Unrated products last (products_listing_rating_idx).
  rating: sql`p.rating_average desc nulls last, p.rating_count desc, p.id desc`,
}

/**
 * What a product card needs, for the products of a page CTE `pg (id, pos, …)` in `pos` order;
 * `extra` adds columns of `pg`.
 */
export function cardQuery(extra: SQL = sql``): SQL {
  return sql`
  select p.id, p.slug, p.name, p.price, p.sale_price, p.effective_price, p.stock, p.sold_count,
    p.rating_count, p.rating_average, (extract(epoch from p.sale_ends_at) * 1000)::float8 as sale_ends_ms,
    b.name as brand_name, b.slug as brand_slug, s.name as store_name, s.slug as store_slug,
    (select json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'alt', i.alt)
       from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
    ${extra}
  from pg
  join products p on p.id = pg.id
  left join brands b on b.id = p.brand_id
  left join stores s on s.id = p.store_id
  order by pg.pos`
}

/**
 * The cards of a product's related products, with their `pos`: the best sellers of its own
 * category (RELATED_PRODUCTS_LIMIT), itself left out. `product` is a row in scope with `id` and
 * `category_id`; the best-selling index is read once per such row. The row count is written into
 * the text: as a parameter, PostgreSQL costed a prepared statement's generic plan for an unknown
 * limit and kept planning every execution anew.
 */
export function relatedCardsOf(product: SQL): SQL {
  return sql`with pg as (
    select r.id, row_number() over (order by r.sold_count desc, r.id desc) as pos
    from (
      select p.id, p.sold_count from products p
      where ${visibleProduct} and p.category_id = ${product}.category_id and p.id <> ${product}.id
      order by ${sortSql.best_selling}
      limit ${sql.raw(String(RELATED_PRODUCTS_LIMIT))}
    ) r
  )
  ${cardQuery(sql`, pg.pos`)}`
}

export interface ImageRow {
  path: string
  width: number | null
  height: number | null
  alt: string | null
}

export interface CardRow {
  id: number
  slug: string
  name: string
  price: number
  sale_price: number | null
  effective_price: number
  /** The end of the product's sale window, in ms since the epoch. */
  sale_ends_ms: number | null
  stock: number
  sold_count: number
  rating_count: number
  rating_average: number | null
  brand_name: string | null
  brand_slug: string | null
  store_name: string | null
  store_slug: string | null
  image: ImageRow | null
}

export { selectRows } from '../../db/client.ts'
