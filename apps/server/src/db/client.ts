import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
  is,
  type Placeholder,
  SQL,
  sql,
} from 'drizzle-orm'
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  PgTransaction,
} from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres'
import { LRUCache } from 'lru-cache'
import pg from 'pg'
import {
  CHANGES_NOTICE_SETTING,
  type DatabaseChanges,
  pgliteChanges,
  postgresChanges,
} from './changes.ts'
import { transactionOnClient } from './drizzle-transaction.ts'
import { type ConnectionUse, type QueryListener, QueryTimer, timePglite } from './query-timing.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  url: string
  /** The embedded database itself when `kind` is `pglite` (for pg-boss's adapter). */
  pglite?: PGlite
  close(): Promise<void>
  /** The connections now (read by `/metrics` at each scrape). */
  connections(): ConnectionUse
  /** Tells `listener` each query's duration; answers the function that stops telling it. */
  onQuery(listener: QueryListener): () => void
  /** What committed writes changed, announced by the database's triggers (changes.ts). */
  changes: DatabaseChanges
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
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Set at connection start-up, without a round trip: the triggers tell these sessions what
      // their own transactions changed.
      options: `-c ${CHANGES_NOTICE_SETTING}=on`,
    })
    const timer = new QueryTimer()
    timer.timePgPool(pool)
    const changes = postgresChanges(url)
    pool.on('connect', (client) => changes.connected(client))
    // An idle client killed by the server (restart, failover, dropped database) is emitted on the
    // pool; without a listener that would crash the process. The pool replaces the client.
    pool.on('error', (error) => options.onIdleClientError?.(error))
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      url,
      async close() {
        await changes.close()
        await pool.end()
      },
      connections: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      onQuery: (listener) => timer.listen(listener),
      changes,
    }
  }
  // A folder that does not exist yet is made, for every command that opens one (server, seed,
  // migrate, admin:create); PGlite itself makes only the last level.
  if (!url.includes('://')) await mkdir(url, { recursive: true })
  const client = await PGlite.create(url, {
    extensions: { unaccent, pg_trgm },
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  })
  const timer = new QueryTimer()
  const connections = timePglite(client, timer)
  const changes = pgliteChanges(client)
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    url,
    pglite: client,
    changes,
    async close() {
      await changes.close()
      await client.close()
    },
    connections,
    onQuery: (listener) => timer.listen(listener),
  }
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
  const statement = keptStatement(name, dialect.sqlToQuery(build((key) => sql.placeholder(key))))
  return (db, values) => runPrepared<T>(db, statement, values)
}

// What drizzle's node-postgres driver answers for a raw statement, kept: dates, times and
// intervals (and their arrays) as PostgreSQL wrote them, every other type parsed by pg.
const UNPARSED_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231])
const asWritten = (value: string) => value
const rawStatementTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    UNPARSED_TYPES.has(typeId) ? asWritten : pg.types.getTypeParser(typeId, format),
}

/** A raw statement built once: its text, its values or placeholders, and pg's query config. */
interface KeptStatement {
  name: string | undefined
  query: { sql: string; params: unknown[] }
  pgConfig: { name?: string; text: string; types: typeof rawStatementTypes; rowMode?: 'array' }
}

/** `rowMode: 'array'`: rows as arrays of values in the statement's column order. */
function keptStatement(
  name: string | undefined,
  query: { sql: string; params: unknown[] },
  rowMode?: 'array',
): KeptStatement {
  const pgConfig = {
    ...(name === undefined ? {} : { name }),
    text: query.sql,
    types: rawStatementTypes,
    ...(rowMode ? { rowMode } : {}),
  }
  return { name, query, pgConfig }
}

/**
 * On node-postgres a kept statement goes to the session's pool or transaction client directly, as
 * drizzle's driver would send it (same text, name, values, type parsing and error), without the
 * query object, two tracing spans and cache lookup drizzle makes around every call. Null on
 * PGlite, which runs it through drizzle.
 */
function runOnPg<T>(
  db: Db | Tx,
  statement: KeptStatement,
  values: Record<string, unknown> | undefined,
): Promise<T[]> | null {
  const session: unknown = db._.session
  if (!(session instanceof NodePgSession)) return null
  // Drizzle keeps it private; a pool, or the transaction's client (drizzle-transaction.ts).
  const { client } = session as unknown as { client: pg.Pool | pg.PoolClient }
  const params = fillPlaceholders(statement.query.params, values ?? {})
  return client.query<T & pg.QueryResultRow>(statement.pgConfig, params).then(
    (result) => result.rows,
    (error: unknown) => {
      // Failing as through drizzle: the statement's text and values, pg's error as the cause.
      throw new DrizzleQueryError(statement.query.sql, params, error as Error)
    },
  )
}

async function runPrepared<T>(
  db: Db | Tx,
  statement: KeptStatement,
  values?: Record<string, unknown>,
): Promise<T[]> {
  const onPg = runOnPg<T>(db, statement, values)
  if (onPg) return onPg
  const result = (await db._.session
    .prepareQuery(statement.query, undefined, statement.name, false)
    .execute(values)) as unknown as { rows: T[] }
  return result.rows
}

function shapeName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`
}

/**
 * As `preparedStatement`, for statements whose text depends on their input (which filters are set,
 * how many categories a page merges): each distinct text is prepared under a name of its own, the
 * prefix and a digest of the text; the texts are bounded by the shapes the code can build. The
 * built statement is kept by the caller's `key`, everything its text and fixed values depend on,
 * so a repeated key is neither built nor digested again (building a list page's statement from its
 * fragments cost Node more than the statement's planning saved). What changes between calls of
 * one key is a placeholder (`sql.placeholder('offset')`), bound from `values`. Bounded: the least
 * recently used keys are dropped.
 *
 * `planned: 'each-call'` keeps the built text but sends it unnamed, so PostgreSQL plans every call
 * with its own values: for a search, whose best plan depends on how common the pattern is (a
 * generic plan cannot tell), while Node still builds its text once per shape.
 */
/** How a kept statement is planned (`PreparedShapes`, `PreparedQueries`), and how many are kept. */
export interface KeptStatementOptions {
  planned?: 'once' | 'each-call'
  maxKeys?: number
}

export class PreparedShapes {
  readonly #built: LRUCache<string, KeptStatement>
  readonly #prefix: string
  readonly #named: boolean

  constructor(prefix: string, options: KeptStatementOptions = {}) {
    this.#prefix = prefix
    this.#named = options.planned !== 'each-call'
    this.#built = new LRUCache({ max: options.maxKeys ?? 1000 })
  }

  select<T>(
    db: Db | Tx,
    key: string,
    build: () => SQL,
    values?: Record<string, unknown>,
  ): Promise<T[]> {
    let statement = this.#built.get(key)
    if (!statement) {
      const query = dialect.sqlToQuery(build())
      statement = keptStatement(this.#named ? shapeName(this.#prefix, query.sql) : undefined, query)
      this.#built.set(key, statement)
    }
    return runPrepared<T>(db, statement, values)
  }
}

/** What the work of `transactionClosedBy` answers. */
export interface ClosedWork<R> {
  result: R
  /**
   * Statements to run last, in the message that carries the COMMIT: each one whole statement
   * without a trailing semicolon and without bound parameters (values written into the text).
   */
  closing?: string[]
}

/**
 * `db.transaction`, except that the work may end with statements that reach PostgreSQL in the same
 * message as the COMMIT. PostgreSQL runs such a message's statements in turn and stops at the first
 * error, so a failing one leaves the COMMIT unrun, and the transaction is rolled back and the error
 * thrown. A row lock such a statement takes is then held only while PostgreSQL runs it and flushes
 * the commit, not while its answer travels to Node, waits its turn on a busy event loop and the
 * COMMIT travels back (docs/decisions/019-stock-taken-with-the-commit.md). Answers the work's
 * result and the closing statements' rows, in order. PGlite runs them one by one, then commits.
 * `opening` statements (same form) travel in the BEGIN's message, e.g. a `SET LOCAL`.
 * The transaction handle is built in drizzle-transaction.ts (ADR 031).
 */
export async function transactionClosedBy<R>(
  db: Db,
  work: (tx: Tx) => Promise<ClosedWork<R>>,
  options: { opening?: string[] } = {},
): Promise<{ result: R; closingRows: unknown[][] }> {
  const opening = options.opening ?? []
  const pool = (db as Db & { $client?: unknown }).$client
  if (!(pool instanceof pg.Pool)) {
    const closingRows: unknown[][] = []
    const result = await db.transaction(async (tx) => {
      for (const statement of opening) await tx.execute(sql.raw(statement))
      const { result, closing = [] } = await work(tx)
      for (const statement of closing) closingRows.push(await selectRows(tx, sql.raw(statement)))
      return result
    })
    return { result, closingRows }
  }
  const client = await pool.connect()
  const tx = transactionOnClient(db, dialect, client)
  let open = false
  let broken: Error | undefined
  try {
    // Open before the answer: should an opening statement fail after BEGIN, the rollback ends it.
    open = true
    await client.query(['begin', ...opening].join(';\n'))
    const { result, closing = [] } = await work(tx)
    // Without bound values the simple query protocol carries several statements in one message.
    const answer = (await client.query([...closing, 'commit'].join(';\n'))) as unknown as
      pg.QueryResult | pg.QueryResult[]
    open = false
    const results = Array.isArray(answer) ? answer : [answer]
    return { result, closingRows: results.slice(0, closing.length).map((one) => one.rows) }
  } catch (error) {
    if (open) {
      await client.query('rollback').catch((failure: unknown) => {
        broken = failure instanceof Error ? failure : new Error(String(failure))
      })
    }
    throw error
  } finally {
    // A client whose rollback failed is in no known state: the pool drops it.
    client.release(broken)
  }
}

/**
 * Runs `work` in a transaction whose prepared statements take their generic plan (ADR 049). While
 * it judges a custom plan cheaper (from its estimates of a range of parameter values), PostgreSQL
 * plans a prepared statement again at every execution; for a statement whose plan is the same
 * whatever its values, that planning is pure cost (the dashboard's: about 0.8 ms of a 5 ms answer).
 */
export async function withGenericPlans<R>(db: Db, work: (tx: Tx) => Promise<R>): Promise<R> {
  const { result } = await transactionClosedBy(db, async (tx) => ({ result: await work(tx) }), {
    opening: ['set local plan_cache_mode = force_generic_plan'],
  })
  return result
}

/** A statement of the query builder that can be prepared under a name (drizzle's selects). */
interface PreparableQuery<T> {
  toSQL(): { sql: string; params: unknown[] }
  /** Without a name, the statement is sent unnamed, planned on each call. */
  prepare(name: string | undefined): PreparedQuery<T>
  readonly _: { readonly selectedFields: unknown }
}

interface PreparedQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>
}

interface ValueDecoder {
  mapFromDriverValue(value: unknown): unknown
}

/**
 * The names and decoders of a flat selection (each field a column or an SQL expression, aliased
 * or not), in its order, as drizzle maps a row of it; null for any other selection (nested
 * objects, whole tables, subqueries), which drizzle maps itself.
 */
function flatSelection(fields: unknown): { names: string[]; decoders: ValueDecoder[] } | null {
  if (typeof fields !== 'object' || fields === null) return null
  const names = Object.keys(fields)
  const decoders: ValueDecoder[] = []
  for (const name of names) {
    const field: unknown = (fields as Record<string, unknown>)[name]
    // An expression's decoder is drizzle's own (`mapWith`), kept on it.
    if (is(field, Column)) decoders.push(field)
    else if (is(field, SQL)) decoders.push((field as unknown as { decoder: ValueDecoder }).decoder)
    else if (is(field, SQL.Aliased)) {
      decoders.push((field.sql as unknown as { decoder: ValueDecoder }).decoder)
    } else return null
  }
  return { names, decoders }
}

/** A kept query-builder statement's text, name and, for a flat selection, its decoders. */
interface KeptQuery {
  name: string | undefined
  flat: { statement: KeptStatement; names: string[]; decoders: ValueDecoder[] } | null
}

/**
 * As `PreparedShapes`, for statements written with the query builder, whose rows it maps: each
 * key's statement is built once, named by the prefix and a digest of its text (keys of one text,
 * differing in their bound values, share one statement on a connection). Bounded: the least
 * recently used keys are dropped.
 *
 * On node-postgres a flat selection's rows come as arrays and are mapped here with each field's
 * decoder, as drizzle maps them: drizzle's mapping looks up every field's kind for every row,
 * which on a page of 20 products of 24 fields cost Node more than the rest of the request's
 * mapping and serialising. This works on the database handle or on a transaction (the statement
 * goes to the transaction's client). Elsewhere (PGlite, or a selection that is not flat) drizzle
 * runs it: prepared once per database handle, or, in a transaction, built again for it, as a
 * prepared query belongs to the handle that made it.
 */
export class PreparedQueries<T extends unknown[]> {
  readonly #built: LRUCache<string, KeptQuery>
  readonly #byDb = new WeakMap<Db, LRUCache<string, PreparedQuery<T>>>()
  readonly #prefix: string
  readonly #maxKeys: number
  readonly #named: boolean

  /** `planned` as for `PreparedShapes`. */
  constructor(prefix: string, options: KeptStatementOptions = {}) {
    this.#prefix = prefix
    this.#maxKeys = options.maxKeys ?? 1000
    this.#named = options.planned !== 'each-call'
    this.#built = new LRUCache({ max: this.#maxKeys })
  }

  async execute(
    db: Db | Tx,
    key: string,
    build: () => PreparableQuery<T>,
    values?: Record<string, unknown>,
  ): Promise<T> {
    let query = this.#built.get(key)
    if (!query) {
      const statement = build()
      const text = statement.toSQL()
      const name = this.#named ? shapeName(this.#prefix, text.sql) : undefined
      const fields = flatSelection(statement._.selectedFields)
      query = { name, flat: fields && { statement: keptStatement(name, text, 'array'), ...fields } }
      this.#built.set(key, query)
    }
    const onPg = query.flat && runOnPg<unknown[]>(db, query.flat.statement, values)
    if (!onPg) return this.#byDrizzle(db, key, query.name, build).execute(values)
    const { names, decoders } = query.flat!
    const rows = await onPg
    return rows.map((row) => {
      const mapped: Record<string, unknown> = {}
      for (let i = 0; i < names.length; i++) {
        const value = row[i]
        mapped[names[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value)
      }
      return mapped
    }) as T
  }

  #byDrizzle(
    db: Db | Tx,
    key: string,
    name: string | undefined,
    build: () => PreparableQuery<T>,
  ): PreparedQuery<T> {
    if (db instanceof PgTransaction) return build().prepare(name)
    let kept = this.#byDb.get(db)
    if (!kept) {
      kept = new LRUCache({ max: this.#maxKeys })
      this.#byDb.set(db, kept)
    }
    let prepared = kept.get(key)
    if (!prepared) {
      prepared = build().prepare(name)
      kept.set(key, prepared)
    }
    return prepared
  }
}
