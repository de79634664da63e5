import {
  LOW_STOCK_PER_PAGE,
  type LowStockList,
  type LowStockQuery,
  pageMeta,
  STOCK_ITEMS_MAX,
  STOCK_LEDGER_COUNT_CAP,
  STOCK_LEDGER_PER_PAGE,
  type StockItemList,
  type StockLedger,
  type StockLedgerQuery,
} from '@phiencho/contracts'
import { addDays, vietnamDayStart } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { findStockItems, selectLowStockPage } from './low-stock.repository.ts'
import { selectLedgerPage } from './stock-ledger.repository.ts'

/** The ledger, newest first, filtered; `from` and `to` are whole days in Vietnam time. */
export async function listStockLedger(db: Db, query: StockLedgerQuery): Promise<StockLedger> {
  const { rows, total } = await selectLedgerPage(
    db,
    {
      productId: query.product_id,
      variantId: query.variant_id,
      q: query.q,
      reason: query.reason,
      staffId: query.staff_id,
      since: query.from ? vietnamDayStart(query.from) : undefined,
      before: query.to ? vietnamDayStart(addDays(query.to, 1)) : undefined,
    },
    {
      limit: STOCK_LEDGER_PER_PAGE,
      offset: (query.page - 1) * STOCK_LEDGER_PER_PAGE,
      countCap: STOCK_LEDGER_COUNT_CAP,
    },
  )
  return { data: rows, meta: pageMeta(query.page, STOCK_LEDGER_PER_PAGE, total) }
}

export async function listLowStock(db: Db, query: LowStockQuery): Promise<LowStockList> {
  const { rows, total } = await selectLowStockPage(db, {
    limit: LOW_STOCK_PER_PAGE,
    offset: (query.page - 1) * LOW_STOCK_PER_PAGE,
  })
  return { data: rows, meta: pageMeta(query.page, LOW_STOCK_PER_PAGE, total) }
}

export async function lookUpStockItems(db: Db, q: string): Promise<StockItemList> {
  return { data: await findStockItems(db, q, STOCK_ITEMS_MAX) }
}
