import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import type { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Db, Tx } from './client.ts'

/**
 * The one place that builds a drizzle transaction handle by hand, over a pool client whose BEGIN
 * and COMMIT we send ourselves (`transactionClosedBy` sends the COMMIT in one message with its
 * closing statements). drizzle's public API offers no such handle: `db.transaction` sends its own
 * COMMIT, and a `drizzle({ client })` per checkout costs more than a millisecond to build.
 * The constructors used here are drizzle's internals, so drizzle-orm is pinned to the exact
 * version this was written against (ADR 031), and drizzle-transaction.test.ts fails loudly when
 * an upgrade changes them.
 */
export const DRIZZLE_VERSION_WRITTEN_FOR = '0.45.4'

export function transactionOnClient(db: Db, dialect: PgDialect, client: pg.PoolClient): Tx {
  const { fullSchema, schema: tables, tableNamesMap } = db._
  const relations = tables && { fullSchema, schema: tables, tableNamesMap }
  const session = new NodePgSession(client, dialect, relations, {})
  return new NodePgTransaction(dialect, session, relations) as unknown as Tx
}
