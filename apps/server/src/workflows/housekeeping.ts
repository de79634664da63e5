import type { Db } from '../db/client.ts'
import { purgeAbandonedGuestCarts } from '../modules/cart/index.ts'
import { expireOverduePayments } from './expire-payments.ts'

const PAYMENT_SWEEP_MS = 30_000
const CART_PURGE_EVERY = 120 // sweeps: once an hour
const GUEST_CART_MAX_AGE_MS = 30 * 86_400_000

export interface Housekeeping {
  stop(): Promise<void>
}

/**
 * Background work of every server process: unpaid online orders past their deadline are
 * cancelled (every 30 s) and guest carts untouched for 30 days deleted (hourly). Both are safe to
 * run in several processes at once; the database decides who does what.
 */
export function startHousekeeping(
  db: Db,
  options: {
    log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }
    /** After each sweep (counted by `/metrics`). */
    onSweep?: (outcome: 'ok' | 'failed') => void
    intervalMs?: number
  },
): Housekeeping {
  let stopped = false
  let sweeps = 0
  const run = async () => {
    if (stopped) return
    try {
      const cancelled = await expireOverduePayments(db)
      if (cancelled > 0) options.log.info({ cancelled }, 'unpaid orders expired')
      if (sweeps++ % CART_PURGE_EVERY === 0) {
        const purged = await purgeAbandonedGuestCarts(
          db,
          new Date(Date.now() - GUEST_CART_MAX_AGE_MS),
        )
        if (purged > 0) options.log.info({ purged }, 'abandoned guest carts deleted')
      }
      options.onSweep?.('ok')
    } catch (error) {
      options.log.error({ err: error }, 'housekeeping failed')
      options.onSweep?.('failed')
    }
  }
  // The first sweep starts now (a restart catches up at once); later ones never overlap it.
  let running = run()
  const tick = () => {
    running = running.then(run)
  }
  const timer = setInterval(tick, options.intervalMs ?? PAYMENT_SWEEP_MS)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
