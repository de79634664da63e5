import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'

const HOUR = 3_600_000

/**
 * The demo's running flash sales: the best sellers on sale and in stock get a window that began
 * two hours before the seed and ends hours or days after it, so their pages and cards count down.
 * The one limited per order is the best seller sold by size or colour (its limit counts over
 * them); the best sellers without variants, which a shopper or a test may buy several of, have
 * none. Chosen and timed without random draws, so the rest of the demo data stays what it was.
 */
export const demoFlashSales = [
  { endsInMs: 5 * HOUR + 20 * 60_000, maxPerOrder: 2, variants: true },
  { endsInMs: 27 * HOUR, maxPerOrder: null, variants: false },
  { endsInMs: 2 * 24 * HOUR + 3 * HOUR, maxPerOrder: null, variants: false },
  { endsInMs: 9 * HOUR, maxPerOrder: null, variants: false },
] as const

export async function startDemoFlashSales(db: Db, productIds: number[], now: number) {
  const windows = sql.join(
    demoFlashSales.map(
      (sale) =>
        sql`(${sale.variants}::boolean, ${new Date(now + sale.endsInMs).toISOString()}::timestamptz, ${sale.maxPerOrder}::int)`,
    ),
    sql`, `,
  )
  // Setting the window is enough: the triggers keep the sale price in force (ADR 045).
  await db.execute(sql`with w (variants, ends, max_per_order) as (values ${windows}),
    slot as (
      select w.*, row_number() over (partition by w.variants order by w.ends) as n from w
    ),
    candidate as (
      select p.id, exists (select 1 from product_variants v where v.product_id = p.id) as variants,
        p.sold_count
      from products p
      where p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and p.planned_sale_price is not null and p.stock > 0
    ),
    ranked as (
      select c.id, c.variants,
        row_number() over (partition by c.variants order by c.sold_count desc, c.id) as n
      from candidate c
    )
    update products p set sale_starts_at = ${new Date(now - 2 * HOUR).toISOString()}::timestamptz,
      sale_ends_at = slot.ends, sale_max_per_order = slot.max_per_order
    from ranked join slot on slot.variants = ranked.variants and slot.n = ranked.n
    where p.id = ranked.id`)
}
