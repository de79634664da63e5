import type { FastifyInstance } from 'fastify'
import { type StockLevel, stockStatus } from '../modules/catalog/index.ts'

/**
 * After a commit that changed stock: the cached catalogue answers are dropped when a product card
 * would now read differently (in stock → low → sold out, or back). Exact counts on a product page
 * may lag by the cache's few seconds; the cart and checkout always read the database.
 */
export function stockListener(app: FastifyInstance): (levels: StockLevel[]) => void {
  return (levels) => {
    if (!levels.some((level) => stockStatus(level.before) !== stockStatus(level.after))) return
    app.catalogCache.invalidate().catch((err: unknown) => {
      app.log.warn({ err }, 'catalogue cache not invalidated after a stock change')
    })
  }
}
