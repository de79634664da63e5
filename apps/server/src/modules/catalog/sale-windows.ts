import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../../db/client.ts'

export interface SaleWindowSweep {
  /** Products whose window opened or closed since they were last saved, now re-saved. */
  switched: number
  /** The next instant a window opens or closes within `horizonMs`, else null. */
  nextSwitchAt: Date | null
}

/**
 * Re-saves the products whose sale window opened or closed since they were last saved, so that
 * their `sale_price`, listings and cached pages follow the clock (the database function of
 * migration 0020, ADR 045), and tells when the next window within `horizonMs` opens or closes, for
 * a run to be scheduled then. One statement: the products with a window are few, held by a
 * partial index.
 */
export async function sweepSaleWindows(db: Db, horizonMs = 90_000): Promise<SaleWindowSweep> {
  const [row] = await selectRows<{ switched: number; next_ms: number | null }>(
    db,
    sql`select public.sweep_sale_windows() as switched,
      (select (extract(epoch from min(w.at)) * 1000)::float8
        from products p, lateral (values (p.sale_starts_at), (p.sale_ends_at)) as w (at)
        where (p.sale_starts_at is not null or p.sale_ends_at is not null)
          and w.at > now() and w.at <= now() + ${horizonMs}::int * interval '1 millisecond') as next_ms`,
  )
  return {
    switched: row?.switched ?? 0,
    nextSwitchAt: row?.next_ms != null ? new Date(row.next_ms) : null,
  }
}
