// What the database must hold after a checkout load, whatever process died under it: read with
// plain SQL, so that the checks do not lean on the server code they check.

/** One query on the shop's database (a `pg` client, or PGlite opened once the server stopped). */
export type Sql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/**
 * Per stock row, its stock plus the units of orders still standing (not cancelled). An order takes
 * units from the shelf and a cancellation puts them back, so this sum never moves: only a write
 * that took stock without its order, or an order without its stock, changes it. Products sold by
 * variant keep a clamped sum of their variants' stock on their own row, so their variants count.
 */
export interface StockLedger {
  products: Map<number, number>
  variants: Map<number, number>
  /** Rows whose stock is below zero (the check constraint forbids it). */
  negative: string[]
}

export async function readStockLedger(sql: Sql): Promise<StockLedger> {
  const standing = (column: 'product_id' | 'variant_id') => `(
    select i.${column} as id, sum(i.quantity) as units from order_items i
    join orders o on o.id = i.order_id
    where o.status <> 'cancelled' and i.${column} is not null group by i.${column})`
  const products = await sql(
    `select p.id, p.stock, p.stock + coalesce(s.units, 0) as held from products p
     left join ${standing('product_id')} s on s.id = p.id
     where not exists (select 1 from product_variants v where v.product_id = p.id)`,
  )
  const variants = await sql(
    `select v.id, v.stock, v.stock + coalesce(s.units, 0) as held from product_variants v
     left join ${standing('variant_id')} s on s.id = v.id`,
  )
  const negative = [
    ...products.rows.filter((row) => Number(row.stock) < 0).map((row) => `product ${row.id}`),
    ...variants.rows.filter((row) => Number(row.stock) < 0).map((row) => `variant ${row.id}`),
  ]
  const held = (rows: Record<string, unknown>[]) =>
    new Map(rows.map((row) => [Number(row.id), Number(row.held)]))
  return { products: held(products.rows), variants: held(variants.rows), negative }
}

/** Rows whose stock plus standing units changed between two readings. */
export function stockDrift(before: StockLedger, after: StockLedger): string[] {
  const drift: string[] = []
  for (const [kind, a, b] of [
    ['product', before.products, after.products],
    ['variant', before.variants, after.variants],
  ] as const) {
    for (const [id, held] of a) {
      const now = b.get(id)
      if (now !== undefined && now !== held) drift.push(`${kind} ${id}: ${held} → ${now}`)
    }
  }
  return drift
}

export interface OrderAudit {
  /** Orders carrying the load's marker (its note). */
  stored: number
  /** Answered codes (client got 2xx) that the database does not hold. */
  lost: string[]
  /** Marked orders that no client was answered with: a second order for one key, or an orphan. */
  unanswered: string[]
  /** Marked orders lacking a line, their status history, or the payment attempt a non-COD order opens. */
  incomplete: string[]
  /** Codes held by more than one order (any order). */
  duplicateCodes: string[]
  /** Units in marked orders, by product. */
  unitsByProduct: Map<number, number>
}

/**
 * Reads back the orders of one load (`marker` is their note) against the codes the clients were
 * answered with. Every answered order is stored whole (lines whose totals make its subtotal, the
 * first status-history row, the payment attempt of a bank transfer or VNPay order) and no other
 * order carries the marker.
 */
export async function auditOrders(
  sql: Sql,
  marker: string,
  answered: Iterable<string>,
): Promise<OrderAudit> {
  const { rows } = await sql(
    `select o.code, o.payment_method, o.subtotal,
       (select count(*) from order_items i where i.order_id = o.id) as lines,
       (select coalesce(sum(i.line_total), 0) from order_items i where i.order_id = o.id) as lines_total,
       (select count(*) from order_status_history h where h.order_id = o.id) as history,
       (select count(*) from payments p where p.order_id = o.id) as payments
     from orders o where o.note = $1`,
    [marker],
  )
  const codes = new Set(rows.map((row) => String(row.code)))
  const expected = new Set(answered)
  const incomplete = rows
    .filter(
      (row) =>
        Number(row.lines) === 0 ||
        Number(row.lines_total) !== Number(row.subtotal) ||
        Number(row.history) === 0 ||
        (row.payment_method !== 'cod' && Number(row.payments) === 0),
    )
    .map(
      (row) =>
        `${row.code}: ${row.lines} lines (${row.lines_total} of ${row.subtotal}), ${row.history} history, ${row.payments} payments (${row.payment_method})`,
    )
  const duplicates = await sql(
    `select code from orders group by code having count(*) > 1 order by code limit 20`,
  )
  const units = await sql(
    `select i.product_id, sum(i.quantity) as units from order_items i
     join orders o on o.id = i.order_id where o.note = $1 and i.product_id is not null
     group by i.product_id`,
    [marker],
  )
  return {
    stored: rows.length,
    lost: [...expected].filter((code) => !codes.has(code)),
    unanswered: [...codes].filter((code) => !expected.has(code)),
    incomplete,
    duplicateCodes: duplicates.rows.map((row) => String(row.code)),
    unitsByProduct: new Map(units.rows.map((row) => [Number(row.product_id), Number(row.units)])),
  }
}

/**
 * Published products without variants on sale in an active store (or the shop's own), in id order:
 * what a guest can put in a cart with a product id alone.
 */
export async function simpleProducts(sql: Sql, limit: number): Promise<number[]> {
  const { rows } = await sql(
    `select p.id from products p
     where p.status = 'published'
       and not exists (select 1 from product_variants v where v.product_id = p.id)
       and (p.store_id is null or p.store_id in (select id from stores where status = 'active'))
     order by p.id limit $1`,
    [limit],
  )
  return rows.map((row) => Number(row.id))
}
