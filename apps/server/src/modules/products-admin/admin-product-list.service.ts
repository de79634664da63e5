import {
  ADMIN_PRODUCT_COUNT_CAP,
  ADMIN_PRODUCTS_PER_PAGE,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductSort,
  mediaUrl,
  pageMeta,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import {
  countMatches,
  countSearchMatches,
  type ProductPageRow,
  type ResolvedFilters,
  readProductPage,
  readSearchPage,
  resolveFilters,
} from './admin-product-list.repository.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

function toRow(row: ProductPageRow): AdminProductList['data'][number] {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    cover: row.cover ? mediaUrl(row.cover) : null,
    category: { id: row.category_id, name: row.category_name },
    brand: row.brand_id !== null ? { id: row.brand_id, name: row.brand_name! } : null,
    store: row.store_id !== null ? { id: row.store_id, name: row.store_name! } : null,
    status: row.status,
    price: row.price,
    sale_price: row.sale_price,
    planned_sale_price: row.planned_sale_price,
    sale_starts_at: iso(row.sale_starts_at),
    sale_ends_at: iso(row.sale_ends_at),
    stock: row.stock,
    low_stock_threshold: row.low_stock_threshold,
    variants_count: row.variants_count,
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  }
}

/** A search's page and its total, from one scan of the matches unless the page is past them. */
async function searchPage(
  db: Db,
  filters: ResolvedFilters,
  sort: AdminProductSort,
  page: { limit: number; offset: number },
): Promise<[ProductPageRow[], number]> {
  const rows = await readSearchPage(db, filters, sort, page)
  const matches = rows[0]?.matches
  if (matches !== undefined && matches !== null) {
    return [rows, Math.min(Number(matches), ADMIN_PRODUCT_COUNT_CAP + 1)]
  }
  return [rows, page.offset === 0 ? 0 : await countSearchMatches(db, filters, sort)]
}

/** A page of the back office's product list and its bounded total. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const filters = await resolveFilters(db, query)
  const page = {
    limit: ADMIN_PRODUCTS_PER_PAGE,
    offset: (query.page - 1) * ADMIN_PRODUCTS_PER_PAGE,
  }
  const [rows, total] = query.q
    ? await searchPage(db, filters, query.sort, page)
    : await Promise.all([readProductPage(db, filters, query.sort, page), countMatches(db, filters)])
  return {
    data: rows.map(toRow),
    meta: pageMeta(query.page, ADMIN_PRODUCTS_PER_PAGE, total),
    count_cap: ADMIN_PRODUCT_COUNT_CAP,
  }
}
