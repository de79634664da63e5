import { LOW_STOCK_THRESHOLD, type LowStockItem, type StockItem } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { likeLiteral } from '../../lib/like-pattern.ts'
import { type Db, selectRows } from '../../db/client.ts'

/**
 * A product's stock above its low-stock threshold, written exactly as the index
 * products_low_stock_idx is (`stock - coalesce(low_stock_threshold, 5)`, where status is not
 * archived) so that the planner reads the low products from it. The 5 is LOW_STOCK_THRESHOLD, a
 * literal here because an index matches only the same expression (a test holds the two together).
 */
const productMargin = sql.raw(`(p.stock - coalesce(p.low_stock_threshold, ${LOW_STOCK_THRESHOLD}))`)
const threshold = sql.raw(`coalesce(p.low_stock_threshold, ${LOW_STOCK_THRESHOLD})`)

/**
 * What needs restocking: products without variants at or below their threshold (from the index),
 * and the variants at or below their product's threshold. A variant product is low by its sum only
 * when each of its variants is, so its variants' rows say everything; they are read from the
 * variants table, which has no index for it (a variant product is a small part of a catalogue).
 */
const lowItems = sql`
  select p.id as product_id, p.name as product_name, null::int as variant_id,
      null::varchar as variant_name, p.sku, p.stock, ${threshold} as threshold,
      p.status::text as status, ${productMargin} as margin
    from products p
    where p.status <> 'archived' and ${productMargin} <= 0
      and not exists (select 1 from product_variants pv where pv.product_id = p.id)
  union all
  select p.id, p.name, v.id, v.name, v.sku, v.stock, ${threshold}, p.status::text,
      v.stock - ${threshold}
    from product_variants v join products p on p.id = v.product_id
    where p.status <> 'archived' and v.stock <= ${threshold}`

export async function selectLowStockPage(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: LowStockItem[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectRows<LowStockItem & { margin: number }>(
      db,
      sql`select * from (${lowItems}) low
        order by margin, product_id, variant_id nulls first limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${lowItems}) low`),
  ])
  return {
    rows: rows.map(({ margin: _margin, ...item }) => item),
    total: counted?.n ?? 0,
  }
}

/**
 * Products without variants and variants whose SKU starts with `q` or whose names hold its words
 * (marks and case ignored), exact SKUs first: the items an adjustment may name.
 */
export async function findStockItems(db: Db, q: string, limit: number): Promise<StockItem[]> {
  const folded = sql`public.f_unaccent(lower(${q}))`
  const skuPrefix = `${likeLiteral(q.toLowerCase())}%`
  return selectRows<StockItem>(
    db,
    sql`select * from (
        select p.id as product_id, p.name as product_name, null::int as variant_id,
            null::varchar as variant_name, p.sku, p.stock
          from products p
          where not exists (select 1 from product_variants pv where pv.product_id = p.id)
            and (lower(p.sku) like ${skuPrefix}
              or strpos(public.f_unaccent(lower(p.name)), ${folded}) > 0)
        union all
        select p.id, p.name, v.id, v.name, v.sku, v.stock
          from product_variants v join products p on p.id = v.product_id
          where lower(v.sku) like ${skuPrefix}
            or strpos(public.f_unaccent(lower(p.name || ' ' || v.name)), ${folded}) > 0
      ) found
      order by (lower(sku) = lower(${q})) desc, product_name, variant_id nulls first
      limit ${limit}`,
  )
}
