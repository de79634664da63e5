import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import type { Db } from '../../apps/server/src/db/client.ts'

/** One statement the product service sent, as node-postgres received it. */
export interface CapturedQuery {
  text: string
  values: unknown[]
  /** The name of a prepared statement: PostgreSQL plans it once per connection, so does the replay. */
  name?: string
  /**
   * How many of the request's statements had finished when this one started: statements of the
   * same wave ran concurrently (`Promise.all`), a later wave waited for an earlier one.
   */
  wave: number
}

/** The statements one API request issues, replayed by the bare `pg` baseline. */
export type QueryPlan = CapturedQuery[]

export interface SqlRecorder {
  db: Db
  /** Runs `work` against the real database and returns the statements it issued, in order. */
  capture(work: (db: Db) => Promise<unknown>): Promise<QueryPlan>
  close(): Promise<void>
}

type QueryArgs = [config: string | { text: string; name?: string }, values?: unknown[]]

/**
 * A Drizzle database on node-postgres whose statements are recorded, so that the bench calls the
 * product service itself (what `GET /products` runs) and replays exactly its SQL without Drizzle,
 * zod or the service's mapping.
 */
export function createSqlRecorder(url: string): SqlRecorder {
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  let recording: { plan: QueryPlan; finished: number } | null = null
  const query = pool.query.bind(pool) as (...args: QueryArgs) => Promise<pg.QueryResult>
  const recordingQuery = async (...args: QueryArgs) => {
    const session = recording
    if (session) {
      const [config, values] = args
      const { text, name } = typeof config === 'string' ? { text: config, name: undefined } : config
      session.plan.push({
        text,
        values: values ?? [],
        wave: session.finished,
        ...(name ? { name } : {}),
      })
    }
    try {
      return await query(...args)
    } finally {
      if (session) session.finished++
    }
  }
  ;(pool as unknown as { query: typeof recordingQuery }).query = recordingQuery
  const db = drizzle({ client: pool, casing: 'snake_case' }) as unknown as Db

  return {
    db,
    async capture(work) {
      if (recording) throw new Error('One capture at a time')
      recording = { plan: [], finished: 0 }
      try {
        await work(db)
        return recording.plan
      } finally {
        recording = null
      }
    },
    close: () => pool.end(),
  }
}
