import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'

/**
 * What the stock changes of a transaction are for: the ledger's triggers read these
 * transaction-local settings into every row they write (migration 0020, ADR 045).
 */
export interface StockChangeLabel {
  reason: 'receive' | 'count' | 'damage' | 'return' | 'sale' | 'cancel' | 'import'
  staffId?: number | null
  orderId?: number | null
  note?: string | null
}

/** Names the reason, staff member, order and note of the stock changes that follow in `tx`. */
export async function labelStockChanges(tx: Tx, label: StockChangeLabel): Promise<void> {
  await tx.execute(sql`select
    set_config('phiencho.stock_reason', ${label.reason}, true),
    set_config('phiencho.stock_staff_id', ${label.staffId == null ? '' : String(label.staffId)}, true),
    set_config('phiencho.stock_order_id', ${label.orderId == null ? '' : String(label.orderId)}, true),
    set_config('phiencho.stock_note', ${label.note ?? ''}, true)`)
}

function sqlInteger(value: number | null | undefined): string {
  if (value == null) return "''"
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a whole number: ${value}`)
  return `'${value}'`
}

/**
 * The same as one statement of literal SQL text, for the statements sent with a COMMIT without
 * bound parameters (ADR 019): only the fixed reason and whole numbers go into it, never a note.
 */
export function stockLabelStatement(label: Omit<StockChangeLabel, 'note'>): string {
  if (!/^[a-z]+$/.test(label.reason)) throw new TypeError(`Not a stock reason: ${label.reason}`)
  return `select set_config('phiencho.stock_reason', '${label.reason}', true), set_config('phiencho.stock_staff_id', ${sqlInteger(label.staffId)}, true), set_config('phiencho.stock_order_id', ${sqlInteger(label.orderId)}, true), set_config('phiencho.stock_note', '', true)`
}
