import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { orders, paymentMethod } from './orders.tables.ts'

/** One attempt's state; the order's own payment_status summarises its attempts. */
export const paymentAttemptStatus = pgEnum('payment_attempt_status', [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
])

export const payments = pgTable(
  'payments',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: paymentMethod().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: paymentAttemptStatus().notNull().default('pending'),
    /** Our reference sent to the provider (VNPay vnp_TxnRef). */
    reference: varchar({ length: 64 }),
    /** The provider's transaction number (VNPay vnp_TransactionNo). */
    provider_ref: varchar({ length: 64 }),
    /** The signed callback as received, for audit. */
    raw_payload: jsonb().$type<Record<string, unknown>>(),
    paid_at: timestamp({ withTimezone: true }),
    /** Unpaid online payments expire after 15 minutes. */
    expires_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_order_id_idx').on(t.order_id),
    uniqueIndex('payments_reference_unique').on(t.reference),
    // A callback delivered twice cannot record a second payment.
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.provider_ref),
    index('payments_status_expires_at_idx').on(t.status, t.expires_at),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
)
