import { type AnyColumn, asc, eq, sql, type SQL } from 'drizzle-orm'
import { type Db, preparedStatement, type StatementValue } from '../../db/client.ts'
import { product_categories } from './catalog.tables.ts'
import {
  type CardRow,
  type ImageRow,
  listingCountFilterSql,
  relatedCardsOf,
  selectRows,
  visibleProduct,
} from './product-sql.ts'

export interface VariantRow {
  id: number
  sku: string
  name: string
  options: Record<string, string>
  price: number
  sale_price: number | null
  stock: number
}

export interface DetailRow {
  id: number
  slug: string
  name: string
  sku: string
  short_description: string | null
  description: string | null
  attributes: Record<string, string>
  seo_title: string | null
  seo_description: string | null
  /** The option types in the order staff gave them (empty for products made before the editor). */
  option_types: Array<{ name: string; values: string[] }>
  price: number
  sale_price: number | null
  effective_price: number
  /** The end of the product's sale window, in ms since the epoch. */
  sale_ends_ms: number | null
  sale_window_open: boolean
  sale_max_per_order: number | null
  stock: number
  sold_count: number
  rating_count: number
  rating_average: number | null
  category_id: number
  created_ms: number
  brand_id: number | null
  brand_name: string | null
  brand_slug: string | null
  brand_logo: string | null
  store_id: number | null
  store_name: string | null
  store_slug: string | null
  store_logo: string | null
  store_is_partner: boolean | null
  province_name: string | null
  images: ImageRow[]
  variants: VariantRow[]
  /** From the product's own category up to the top. */
  categories: Array<{ id: number; name: string; slug: string }>
}

/** The columns of a product page, for the visible product with the slug `value('slug')`. */
function detailSql(value: StatementValue<{ slug: string }>): SQL {
  return sql`select p.id, p.slug, p.name, p.sku, p.short_description, p.description, p.attributes,
    p.seo_title, p.seo_description, p.option_types,
    p.price, p.sale_price, p.effective_price, p.stock, p.sold_count, p.category_id,
    p.rating_count, p.rating_average, (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
    (extract(epoch from p.sale_ends_at) * 1000)::float8 as sale_ends_ms, p.sale_window_open,
    p.sale_max_per_order,
    b.id as brand_id, b.name as brand_name, b.slug as brand_slug, b.logo as brand_logo,
    s.id as store_id, s.name as store_name, s.slug as store_slug, s.logo as store_logo,
    s.is_partner as store_is_partner, pr.name as province_name,
    coalesce((select json_agg(json_build_object('path', i.path, 'width', i.width,
        'height', i.height, 'alt', i.alt) order by i.position, i.id)
      from product_images i where i.product_id = p.id), '[]') as images,
    coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'name', v.name,
        'options', v.options, 'price', v.price, 'sale_price', v.sale_price, 'stock', v.stock)
        order by v.position, v.id)
      from product_variants v where v.product_id = p.id), '[]') as variants,
    (with recursive up as (
        select c.id, c.name, c.slug, c.parent_id, 0 as depth
        from product_categories c where c.id = p.category_id
        union all
        select c.id, c.name, c.slug, c.parent_id, up.depth + 1
        from product_categories c join up on c.id = up.parent_id
        where up.depth < 10
      )
      select json_agg(json_build_object('id', id, 'name', name, 'slug', slug) order by depth)
      from up) as categories
  from products p
  left join brands b on b.id = p.brand_id
  left join stores s on s.id = p.store_id
  left join provinces pr on pr.code = s.province_code
  where p.slug = ${value('slug')} and ${visibleProduct}`
}

// Prepared: every product page reads it, and PostgreSQL took longer to plan it than to run it
// (0.35 ms against 0.14 ms on the bench catalogue).
const productDetail = preparedStatement<DetailRow, { slug: string }>('product_detail', detailSql)

/**
 * The product and its related cards (`relatedCardsOf`, here of the row `d`) in one statement: a
 * product page then costs one round trip to the database, and one in-process API call to render.
 */
const productDetailWithRelated = preparedStatement<
  DetailRow & { related: CardRow[] },
  { slug: string }
>(
  'product_detail_related',
  (value) => sql`select d.*,
    (select coalesce(json_agg(c order by c.pos), '[]') from (${relatedCardsOf(sql`d`)}) c) as related
  from (${detailSql(value)}) d`,
)

/** A visible product with everything its page shows, in one statement. */
export async function findProductDetail(db: Db, slug: string): Promise<DetailRow | undefined> {
  const [row] = await productDetail(db, { slug })
  return row
}

/** As `findProductDetail`, with the product's related cards. */
export async function findProductDetailWithRelated(
  db: Db,
  slug: string,
): Promise<(DetailRow & { related: CardRow[] }) | undefined> {
  const [row] = await productDetailWithRelated(db, { slug })
  return row
}

/**
 * The current slug of the visible product that had `slug` before (product_slug_redirects), or
 * undefined: read only when no product holds the slug now.
 */
export async function findRedirectedSlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await slugRedirect(db, { slug })
  return row?.slug
}

const slugRedirect = preparedStatement<{ slug: string }, { slug: string }>(
  'product_slug_redirect',
  (value) => sql`select p.slug from product_slug_redirects r
    join products p on p.id = r.product_id
    where r.slug = ${value('slug')} and ${visibleProduct}`,
)

export type CategoryRow = Pick<
  typeof product_categories.$inferSelect,
  'id' | 'parent_id' | 'name' | 'slug' | 'image' | 'description' | 'seo_title' | 'seo_description'
>

/**
 * Every active category (a shop has tens, not thousands), in display order. Only the category
 * named by `describe` carries its description.
 */
export function activeCategories(db: Db, describe?: string): Promise<CategoryRow[]> {
  const c = product_categories
  const described = (column: AnyColumn) =>
    describe === undefined
      ? sql<string | null>`null`
      : sql<string | null>`case when ${c.slug} = ${describe} then ${column} end`
  return db
    .select({
      id: c.id,
      parent_id: c.parent_id,
      name: c.name,
      slug: c.slug,
      image: c.image,
      description: described(c.description),
      seo_title: described(c.seo_title),
      seo_description: described(c.seo_description),
    })
    .from(c)
    .where(eq(c.status, 'active'))
    .orderBy(asc(c.position), asc(c.id))
}

/** Categories whose name (marks and case ignored) contains the query, or nearly matches it. */
export function suggestCategories(db: Db, folded: string, limit: number) {
  return selectRows<{ id: number; name: string; slug: string; parent_name: string | null }>(
    db,
    sql`select c.id, c.name, c.slug, parent.name as parent_name
    from product_categories c
    left join product_categories parent on parent.id = c.parent_id
    where c.status = 'active'
      and (strpos(public.f_unaccent(lower(c.name)), ${folded}) > 0
        or ${folded} <% public.f_unaccent(lower(c.name)))
    order by starts_with(public.f_unaccent(lower(c.name)), ${folded}) desc,
      strpos(public.f_unaccent(lower(c.name)), ${folded}) = 0,
      word_similarity(${folded}, public.f_unaccent(lower(c.name))) desc,
      c.position, c.id
    limit ${limit}`,
  )
}

const categoryTree = preparedStatement<{ id: number }, { slug: string }>(
  'category_tree',
  (value) => sql`with recursive tree as (
    select c.id from product_categories c where c.slug = ${value('slug')} and c.status = 'active'
    union all
    select c.id from product_categories c join tree on c.parent_id = tree.id
    where c.status = 'active'
  )
  select id from tree`,
)

/** The active category with this slug and its active descendants; empty when there is none. */
export async function categoryIdsWithDescendants(db: Db, slug: string): Promise<number[]> {
  const rows = await categoryTree(db, { slug })
  return rows.map((row) => row.id)
}

/** The brands or shops with products on sale in these categories, from the listing counts. */
export async function listedIn(
  db: Db,
  categoryIds: number[],
  key: 'brand_id' | 'store_id',
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select distinct c.${sql.raw(key)} as id from product_listing_counts c
    where c.products > 0 and ${listingCountFilterSql({ categoryIds })}`,
  )
  // 0 stands for "no brand" and "sold by Phiên Chợ" in the counts
  return rows.map((row) => row.id).filter((id) => id !== 0)
}
