import { type StockReason, stockReasonLabels, type StockMovement } from '@phiencho/contracts'
import { and, type SQL, sql } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'

export interface StockLedgerFilter {
  productId?: number
  variantId?: number
  /** A SKU, or words of the product's or the variant's name (marks and case ignored). */
  q?: string
  reason?: StockReason
  staffId?: number
  since?: Date
  before?: Date
}

interface MovementRow {
  id: number | string
  product_id: number
  product_name: string
  variant_id: number | null
  variant_name: string | null
  sku: string
  reason: StockReason
  stock_before: number
  stock_after: number
  staff_id: number | null
  staff_name: string | null
  order_id: number | null
  order_code: string | null
  note: string | null
  created_at: Date | string
}

const movementColumns = sql`m.id, m.product_id, p.name as product_name, m.variant_id,
  v.name as variant_name, m.sku, m.reason, m.stock_before, m.stock_after, m.staff_id,
  u.name as staff_name, m.order_id, o.code as order_code, m.note, m.created_at`

const movementJoins = sql`stock_movements m
  join products p on p.id = m.product_id
  left join product_variants v on v.id = m.variant_id
  left join users u on u.id = m.staff_id
  left join orders o on o.id = m.order_id`

export function toStockMovement(row: MovementRow): StockMovement {
  return {
    id: Number(row.id),
    product_id: row.product_id,
    product_name: row.product_name,
    variant_id: row.variant_id,
    variant_name: row.variant_name,
    sku: row.sku,
    reason: row.reason,
    reason_label: stockReasonLabels[row.reason],
    stock_before: row.stock_before,
    stock_after: row.stock_after,
    change: row.stock_after - row.stock_before,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    order_id: row.order_id,
    order_code: row.order_code,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/** A SKU part, or the product's or variant's name words, diacritics ignored. */
function matching(q: string): SQL {
  const folded = sql`public.f_unaccent(lower(${q}))`
  return sql`(strpos(lower(m.sku), lower(${q})) > 0
    or strpos(public.f_unaccent(lower(p.name)), ${folded}) > 0
    or strpos(public.f_unaccent(lower(coalesce(v.name, ''))), ${folded}) > 0)`
}

function conditions(filter: StockLedgerFilter): SQL {
  return (
    and(
      filter.productId !== undefined ? sql`m.product_id = ${filter.productId}` : undefined,
      filter.variantId !== undefined ? sql`m.variant_id = ${filter.variantId}` : undefined,
      filter.q ? matching(filter.q) : undefined,
      filter.reason ? sql`m.reason = ${filter.reason}` : undefined,
      filter.staffId !== undefined ? sql`m.staff_id = ${filter.staffId}` : undefined,
      filter.since ? sql`m.created_at >= ${filter.since.toISOString()}` : undefined,
      filter.before ? sql`m.created_at < ${filter.before.toISOString()}` : undefined,
    ) ?? sql`true`
  )
}

/** A page of the ledger, newest first, with the names as they are now. */
export async function selectLedgerPage(
  db: Db,
  filter: StockLedgerFilter,
  { limit, offset, countCap }: { limit: number; offset: number; countCap: number },
) {
  const where = conditions(filter)
  const [rows, [counted]] = await Promise.all([
    selectRows<MovementRow>(
      db,
      sql`select ${movementColumns} from ${movementJoins} where ${where}
        order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`,
    ),
    // Counting stops at the cap: a broad filter over years of rows would otherwise read them all.
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${movementJoins} where ${where}
        limit ${countCap}) capped`,
    ),
  ])
  return { rows: rows.map(toStockMovement), total: counted?.n ?? 0 }
}

/** The newest ledger row of a product, or of one variant: the row an adjustment just wrote. */
export async function latestMovement(
  tx: Tx,
  productId: number,
  variantId: number | null,
): Promise<StockMovement | undefined> {
  const variant = variantId === null ? sql`m.variant_id is null` : sql`m.variant_id = ${variantId}`
  const [row] = await selectRows<MovementRow>(
    tx,
    sql`select ${movementColumns} from ${movementJoins}
      where m.product_id = ${productId} and ${variant} order by m.id desc limit 1`,
  )
  return row && toStockMovement(row)
}
