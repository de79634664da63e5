import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'

const HOUR = 3_600_000

/**
 * The demo's running flash sales: the best sellers on sale and in stock get a window that began
 * two hours before the seed and ends hours or days after it, so their pages and cards count down;
 * the first also limits units per order. Chosen and timed without random draws, so the rest of the
 * demo data stays what it was.
 */
export const demoFlashSales = [
  { endsInMs: 5 * HOUR + 20 * 60_000, maxPerOrder: 2 },
  { endsInMs: 27 * HOUR, maxPerOrder: null },
  { endsInMs: 2 * 24 * HOUR + 3 * HOUR, maxPerOrder: null },
  { endsInMs: 9 * HOUR, maxPerOrder: null },
] as const

export async function startDemoFlashSales(db: Db, productIds: number[], now: number) {
  const windows = sql.join(
    demoFlashSales.map(
      (sale, i) =>
        sql`(${i + 1}::int, ${new Date(now + sale.endsInMs).toISOString()}::timestamptz, ${sale.maxPerOrder}::int)`,
    ),
    sql`, `,
  )
  // Setting the window is enough: the triggers keep the sale price in force (ADR 045).
  await db.execute(sql`with picked as (
      select p.id, row_number() over (order by p.sold_count desc, p.id) as n from products p
      where p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and p.planned_sale_price is not null and p.stock > 0
      order by p.sold_count desc, p.id
      limit ${demoFlashSales.length}
    )
    update products p set sale_starts_at = ${new Date(now - 2 * HOUR).toISOString()}::timestamptz,
      sale_ends_at = w.ends, sale_max_per_order = w.max_per_order
    from picked join (values ${windows}) as w (n, ends, max_per_order) on w.n = picked.n
    where p.id = picked.id`)
}
