import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  url: string
  close(): Promise<void>
}

/** `postgres://…` → node-postgres pool; anything else is a PGlite directory (`memory://` for tests). */
export async function openDatabase(
  url: string,
  options: {
    poolSize?: number
    onIdleClientError?: (error: Error) => void
    /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty one. */
    pgliteDataDir?: Blob
  } = {},
): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 })
    // An idle client killed by the server (restart, failover, dropped database) is emitted on the
    // pool; without a listener that would crash the process. The pool replaces the client.
    pool.on('error', (error) => options.onIdleClientError?.(error))
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
    return { db, kind: 'postgres', url, close: () => pool.end() }
  }
  const client = await PGlite.create(url, {
    extensions: { unaccent, pg_trgm },
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  })
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return { db, kind: 'pglite', url, close: () => client.close() }
}

/** Rows of a raw SQL query: `db.execute` answers `{ rows }` on both node-postgres and PGlite. */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const dialect = new PgDialect({ casing: 'snake_case' })

/** Names a value of a prepared statement: `${value('slug')}` in its text. */
export type StatementValue<V> = <K extends keyof V & string>(key: K) => Placeholder<K>

/**
 * A raw statement run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (on hot paths that costs more than running it), and its
 * text is built once, here, not on every call (building a long statement cost more in Node than
 * sending it). Each call binds `values` to the names the text used. Pass lists as arrays
 * (`= any(${value('ids')}::int[])`), not as `in (…)` lists. PGlite runs it as a plain query.
 */
export function preparedStatement<T, V extends Record<string, unknown>>(
  name: string,
  build: (value: StatementValue<V>) => SQL,
): (db: Db | Tx, values: V) => Promise<T[]> {
  const query = dialect.sqlToQuery(build((key) => sql.placeholder(key)))
  return (db, values) => runPrepared<T>(db, name, query, values)
}

async function runPrepared<T>(
  db: Db | Tx,
  name: string,
  query: { sql: string; params: unknown[] },
  values?: Record<string, unknown>,
): Promise<T[]> {
  const result = (await db._.session
    .prepareQuery(query, undefined, name, false)
    .execute(values)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * As `preparedStatement`, for a statement whose text depends on its input (which filters are set,
 * how many categories a page merges): each distinct text is prepared under a name of its own,
 * `prefix` and a digest of the text. The texts are bounded by the shapes the code can build.
 */
export async function selectPreparedShapeRows<T>(
  db: Db | Tx,
  prefix: string,
  query: SQL,
): Promise<T[]> {
  const built = dialect.sqlToQuery(query)
  const digest = createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)
  return runPrepared<T>(db, `${prefix}_${digest}`, built)
}
