import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'

/** Told each query's duration in seconds, as its caller waited for it. */
export type QueryListener = (seconds: number) => void

/** Connections of a database handle at one moment. */
export interface ConnectionUse {
  /** Open connections (PGlite: its one session). */
  total: number
  /** Open and unused. */
  idle: number
  /** Callers waiting for a connection (PGlite: queries queued behind the running one). */
  waiting: number
}

export class QueryTimer {
  readonly #listeners = new Set<QueryListener>()

  listen(listener: QueryListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Times `run`, which answers a promise, unless nobody listens. */
  time<T>(run: () => Promise<T>): Promise<T> {
    if (this.#listeners.size === 0) return run()
    const start = performance.now()
    const answer = run()
    const done = () => this.#tell(start)
    answer.then(done, done)
    return answer
  }

  #tell(start: number) {
    const seconds = (performance.now() - start) / 1000
    for (const listener of this.#listeners) listener(seconds)
  }

  /**
   * Times every query of a node-postgres pool: `pool.query` (waiting for a connection included)
   * and the queries of a client taken from it (transactions), which the pool hands over
   * (`connect` event) before any query runs on it. Only the promise form is timed (ADR 059): the
   * pool runs its own `pool.query` on a client with a callback, and wrapping that callback (a new
   * function for every query) made V8 move every answer's rows to the old generation, to be freed
   * only by full collections: the CSV export of a million orders grew the server by ~300 MB.
   */
  timePgPool(pool: pg.Pool): void {
    this.#timePromiseQueries(pool)
    pool.on('connect', (client) => this.#timePromiseQueries(client))
  }

  #timePromiseQueries(queryable: pg.Pool | pg.PoolClient): void {
    const target = queryable as unknown as { query: (...args: unknown[]) => unknown }
    const query = target.query.bind(queryable)
    target.query = (...args: unknown[]) => {
      if (this.#listeners.size === 0 || typeof args[args.length - 1] === 'function') {
        return query(...args)
      }
      const start = performance.now()
      const answer = query(...args)
      if (answer instanceof Promise) {
        const done = () => this.#tell(start)
        answer.then(done, done)
      }
      return answer
    }
  }
}

/**
 * PGlite runs one query at a time: its public entry points (drizzle calls `query`, `exec` and
 * `transaction`, whose handle has its own `query` and `exec`) are timed, and those under way
 * counted, so that `use()` can tell the running one from those queued behind it.
 */
export function timePglite(client: PGlite, timer: QueryTimer): () => ConnectionUse {
  let underWay = 0
  const counted = <T>(run: () => Promise<T>): Promise<T> => {
    underWay++
    const answer = run()
    const done = () => underWay--
    answer.then(done, done)
    return answer
  }
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  const timedHandle = (tx: Transaction): Transaction => {
    const txQuery = tx.query.bind(tx)
    const txExec = tx.exec.bind(tx)
    tx.query = (...args) => timer.time(() => txQuery(...args))
    tx.exec = (...args) => timer.time(() => txExec(...args))
    return tx
  }
  client.query = (...args) => counted(() => timer.time(() => query(...args)))
  client.exec = (...args) => counted(() => timer.time(() => exec(...args)))
  client.transaction = (work) => counted(() => transaction((tx) => work(timedHandle(tx))))
  return () => ({ total: 1, idle: underWay === 0 ? 1 : 0, waiting: Math.max(0, underWay - 1) })
}
