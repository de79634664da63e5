import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { CHANGES_CHANNEL } from '../db/changes.ts'
import type { DbHandle } from '../db/client.ts'

/**
 * Waits until the notifications of every change committed so far have reached this handle's
 * listeners. PostgreSQL delivers them to the listening connection a little after the COMMIT, in
 * commit order, so a notification sent now and heard comes after all of them; it is sent from a
 * connection outside the handle's pool (the listener skips its own pool's, told at their COMMIT),
 * again until heard (the listener may be connecting again). PGlite hears them at once.
 */
export async function settleChanges(database: DbHandle, timeoutMs = 5_000): Promise<void> {
  const fence = `fence-${randomUUID()}`
  let heard = false
  const stop = await database.changes.listen(
    (topic) => {
      if (topic === fence) heard = true
    },
    { warn: () => {} },
  )
  const outsider =
    database.kind === 'postgres' ? new pg.Client({ connectionString: database.url }) : undefined
  try {
    await outsider?.connect()
    const notify = async () => {
      if (outsider) await outsider.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, fence])
      else await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${fence})`)
    }
    const started = performance.now()
    while (!heard) {
      if (performance.now() - started > timeoutMs) throw new Error('changes not heard in time')
      await notify()
      for (let wait = 0; wait < 20 && !heard; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }
  } finally {
    await outsider?.end()
    await stop()
  }
}
