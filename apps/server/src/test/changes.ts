import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { CHANGES_CHANNEL } from '../db/changes.ts'
import type { DbHandle } from '../db/client.ts'

/**
 * Waits until the notifications of every change committed so far have reached this handle's
 * listeners: PostgreSQL delivers them to the listening connection a little after the COMMIT, in
 * commit order, so a notification sent now and heard comes after all of them. Sent again until
 * heard (the connection may be listening again after a loss). PGlite hears them at once.
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
  try {
    const started = performance.now()
    while (!heard) {
      if (performance.now() - started > timeoutMs) throw new Error('changes not heard in time')
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${fence})`)
      for (let wait = 0; wait < 20 && !heard; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }
  } finally {
    await stop()
  }
}
