import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/*
 * Changes announced by the database (docs/decisions/043-changes-announced-by-the-database.md).
 * Triggers on the tables the in-memory caches are made of (migration 0018) NOTIFY this channel
 * with a topic at COMMIT, and RAISE a NOTICE to the writing session when it asked for one.
 */

/** The channel the triggers NOTIFY; the payload is the topic. */
export const CHANGES_CHANNEL = 'phiencho_changes'
/** Set on this app's PostgreSQL sessions: the triggers then also tell the writing session. */
export const CHANGES_NOTICE_SETTING = 'phiencho.changes_notice'
/** The `application_name` of the listening connection (pg_stat_activity). */
export const CHANGES_LISTENER_NAME = 'phiencho-changes'
const NOTICE_PREFIX = `${CHANGES_CHANNEL}:`

/** A topic a committed write changed, or null: changes may have been missed, forget everything. */
export type ChangeListener = (topic: string | null) => void

export interface ChangeLog {
  warn(obj: unknown, msg?: string): void
}

export interface DatabaseChanges {
  /**
   * Runs `listener` on every change committed to the database: those of this handle's own
   * connections once, before the caller's COMMIT (or single statement) answers; those of every
   * other session as PostgreSQL delivers their notification (milliseconds later). Resolves once
   * the notifications are heard; answers the function that stops.
   */
  listen(listener: ChangeListener, log: ChangeLog): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Runs each listener, so that one that throws neither stops the others nor the connection. */
class Listeners {
  readonly #listeners = new Map<ChangeListener, ChangeLog>()

  get size() {
    return this.#listeners.size
  }

  add(listener: ChangeListener, log: ChangeLog) {
    this.#listeners.set(listener, log)
  }

  delete(listener: ChangeListener) {
    this.#listeners.delete(listener)
  }

  get log(): ChangeLog | undefined {
    return this.#listeners.values().next().value
  }

  tell(topic: string | null) {
    for (const [listener, log] of this.#listeners) {
      try {
        listener(topic)
      } catch (err) {
        log.warn({ err, topic }, 'change listener failed')
      }
    }
  }
}

/** The topic of a notice a trigger raised, if it is one. */
function noticeTopic(message: string | undefined): string | undefined {
  return message?.startsWith(NOTICE_PREFIX) ? message.slice(NOTICE_PREFIX.length) : undefined
}

/**
 * Read-your-writes on a pool connection: the topics a transaction's triggers noticed are told once
 * the transaction has committed, from the ReadyForQuery that ends it, which node-postgres handles
 * (settling the query's promise) just before this listener runs, so they are told before the
 * caller's `await` resumes. A transaction rolled back, or a statement that failed outside one,
 * tells nothing. A savepoint rolled back keeps what it noticed: forgetting too much is harmless.
 */
function tellCommittedChanges(client: pg.Client, tell: (topic: string) => void): void {
  let noticed: Set<string> | null = null
  let failed = false
  client.on('notice', (notice) => {
    const topic = noticeTopic(notice.message)
    if (topic !== undefined) (noticed ??= new Set()).add(topic)
  })
  const connection = client.connection
  connection.on('errorMessage', () => {
    failed = true
  })
  // COMMIT answers ROLLBACK when the transaction had failed.
  connection.on('commandComplete', (message: { text?: string }) => {
    if (message.text === 'ROLLBACK') failed = true
  })
  connection.on('readyForQuery', (message: { status?: string }) => {
    if (message.status !== 'I') {
      // Still in a transaction: what failed is settled by its COMMIT or ROLLBACK.
      failed = false
      return
    }
    const topics = noticed
    const committed = !failed
    noticed = null
    failed = false
    if (topics && committed) for (const topic of topics) tell(topic)
  })
}

const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 5_000

/**
 * The one connection of a process that LISTENs, outside the pool (a pooled connection is shared
 * and may be closed by the pool). When it is lost it is opened again, waiting longer after each
 * failure, and every cache is told to forget once it listens again: notifications sent meanwhile
 * are lost.
 */
class PgChangeListener {
  readonly #url: string
  readonly #listeners: Listeners
  readonly #ownBackends: ReadonlySet<number>
  #client: pg.Client | undefined
  #retry: NodeJS.Timeout | undefined
  #delay = RECONNECT_FIRST_MS
  #stopped = false
  /** Notifications may have been sent while nobody listened. */
  #missed = false

  constructor(url: string, listeners: Listeners, ownBackends: ReadonlySet<number>) {
    this.#url = url
    this.#listeners = listeners
    this.#ownBackends = ownBackends
  }

  start(): Promise<void> {
    return this.#connect()
  }

  async #connect(): Promise<void> {
    this.#retry = undefined
    if (this.#stopped) return
    const client = new pg.Client({
      connectionString: this.#url,
      keepAlive: true,
      application_name: CHANGES_LISTENER_NAME,
    })
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return
      // This process's own connections told it already, at their COMMIT: once is enough, and a
      // second clear would drop what was kept since, fresh.
      if (this.#ownBackends.has(message.processId)) return
      this.#listeners.tell(message.payload)
    })
    // A terminated backend emits an error (an idle client has nobody else to tell), then `end`.
    client.on('error', (err) => this.#lost(client, err))
    client.on('end', () => this.#lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANGES_CHANNEL}`)
    } catch (err) {
      this.#listeners.log?.warn({ err }, 'database changes: cannot listen, trying again')
      this.#missed = true
      client.end().catch(() => {})
      this.#later()
      return
    }
    if (this.#stopped) {
      await client.end().catch(() => {})
      return
    }
    this.#client = client
    this.#delay = RECONNECT_FIRST_MS
    if (this.#missed) this.#listeners.tell(null)
    this.#missed = false
  }

  #lost(client: pg.Client, err?: Error) {
    if (this.#client !== client) return
    this.#client = undefined
    if (this.#stopped) return
    this.#listeners.log?.warn({ err }, 'database changes: connection lost, listening again')
    // What was missed is unknown until the connection is back; it may never come back, while
    // the caches still answer: they forget now as well.
    this.#listeners.tell(null)
    this.#missed = true
    this.#later()
  }

  #later() {
    if (this.#stopped || this.#retry) return
    const delay = this.#delay
    this.#delay = Math.min(this.#delay * 2, RECONNECT_MAX_MS)
    this.#retry = setTimeout(() => void this.#connect(), delay)
    this.#retry.unref()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#retry)
    const client = this.#client
    this.#client = undefined
    await client?.end().catch(() => {})
  }
}

/**
 * Changes of a PostgreSQL database: each pool connection tells its own commits (`connected`,
 * called by `openDatabase` for each new one), one connection of its own LISTENs while anyone
 * listens, for the commits of every other session.
 */
export function postgresChanges(url: string): DatabaseChanges & {
  connected(client: pg.Client): void
} {
  const listeners = new Listeners()
  const ownBackends = new Set<number>()
  let listening: { connection: PgChangeListener; started: Promise<void> } | undefined
  const stopListening = async () => {
    const stopping = listening
    listening = undefined
    await stopping?.connection.stop()
  }
  return {
    connected(client) {
      tellCommittedChanges(client, (topic) => listeners.tell(topic))
      const backend = (client as pg.Client & { processID?: number | null }).processID
      if (typeof backend !== 'number') return
      ownBackends.add(backend)
      client.on('end', () => ownBackends.delete(backend))
    },
    async listen(listener, log) {
      listeners.add(listener, log)
      if (!listening) {
        const connection = new PgChangeListener(url, listeners, ownBackends)
        listening = { connection, started: connection.start() }
      }
      await listening.started
      return async () => {
        listeners.delete(listener)
        if (listeners.size === 0) await stopListening()
      }
    },
    close: stopListening,
  }
}

/**
 * Changes of a PGlite database: one session runs every query of the process, and it hears its
 * own notifications as part of the COMMIT's answer, before the caller's `await` resumes.
 */
export function pgliteChanges(client: PGlite): DatabaseChanges {
  const listeners = new Listeners()
  let unlisten: Promise<() => Promise<void>> | undefined
  const stopListening = async () => {
    const stopping = unlisten
    unlisten = undefined
    if (stopping && !client.closed) await (await stopping)()
  }
  return {
    async listen(listener, log) {
      listeners.add(listener, log)
      unlisten ??= client.listen(CHANGES_CHANNEL, (topic) => listeners.tell(topic))
      await unlisten
      return async () => {
        listeners.delete(listener)
        if (listeners.size === 0) await stopListening()
      }
    },
    close: stopListening,
  }
}
