import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkoutBody,
  sendCheckout,
  startCheckoutLoad,
  unsettledCheckouts,
  waitFor,
} from './checkout-load.ts'
import { type Cluster, startCluster } from './cluster.ts'
import {
  auditOrders,
  readStockLedger,
  simpleProducts,
  type Sql,
  stockDrift,
} from './order-ledger.ts'

// A server process killed (SIGKILL: no drain, no goodbye) while guests are placing orders through
// it and through the other process. What PostgreSQL committed stays; what it did not commit is
// rolled back whole; a guest whose request died with the process sends it again, with the same
// Idempotency-Key, to the other process, and gets the one order (docs/decisions/044).

const onCi = process.env.CI === 'true'
const databaseUrl = process.env.TEST_DATABASE_URL
const haproxyFound = spawnSync('haproxy', ['-v']).status === 0
const runnable = Boolean(databaseUrl) && (haproxyFound || onCi)

const BUYERS = 8
/** Products whose last units the buyers race for while the process dies. */
const SCARCE = 3
const SCARCE_STOCK = 8

const isAnswer = (status: number) => status >= 200 && status < 300

let cluster: Cluster
let client: pg.Client

describe.runIf(runnable)('a server process killed in the middle of checkouts', () => {
  beforeAll(async () => {
    cluster = await startCluster(databaseUrl!, { name: 'crash' })
    client = new pg.Client({ connectionString: cluster.databaseUrl })
    await client.connect()
  }, 240_000)
  afterAll(async () => {
    await client?.end()
    await cluster?.close()
  }, 60_000)

  it('loses no answered order, makes none twice, leaves none half-written and keeps the stock whole', async () => {
    const sql: Sql = (text, values) => client.query(text, values)
    const productIds = await simpleProducts(sql, 12)
    expect(productIds.length).toBeGreaterThan(SCARCE)
    await sql(
      `update products set stock = case when id = any($1::int[]) then ${SCARCE_STOCK} else 100000 end
       where id = any($2::int[])`,
      [productIds.slice(0, SCARCE), productIds],
    )
    const before = await readStockLedger(sql)
    // The ports stay when a process is started again.
    const [first, second] = [cluster.servers[0].url, cluster.servers[1].url]
    const other = (origin: string) => (origin === first ? second : first)
    const marker = `crash ${randomUUID()}`
    const load = startCheckoutLoad({
      buyers: BUYERS,
      marker,
      productIds,
      origin: (buyer, n) => ((buyer + n) % 2 === 0 ? first : second),
      retryOrigin: other,
    })

    // Each process is killed once, with checkouts under way in it, then started again.
    const kills: Array<{ victim: string; recordsBefore: number }> = []
    try {
      for (const index of [0, 1] as const) {
        const victim = cluster.servers[index]
        await waitFor('orders', () => load.placed() >= 20 * (index + 1))
        await waitFor(`checkouts under way in ${victim.name}`, () => load.inFlight(victim.url) >= 3)
        victim.process.child.kill('SIGKILL')
        kills.push({ victim: victim.url, recordsBefore: load.records.length })
        expect((await victim.process.exited).signal).toBe('SIGKILL')
        const placedAtKill = load.placed()
        await waitFor('orders through the other process', () => load.placed() >= placedAtKill + 10)
        await cluster.restart(index)
        const answeredAtRestart = load.answered(victim.url)
        await waitFor(
          `orders through ${victim.name} started again`,
          () => load.answered(victim.url) >= answeredAtRestart + 5,
        )
      }
    } finally {
      await load.stop()
    }

    const records = load.records
    const interrupted = records.filter((record) => record.attempts.some((a) => a.status === 0))
    // Checkouts under way when a process died got no answer and were sent again to the other (one
    // whose answer was already written reached its client).
    expect(interrupted.length).toBeGreaterThan(0)
    for (const record of interrupted) {
      const miss = record.attempts.findIndex((attempt) => attempt.status === 0)
      expect(record.attempts[miss + 1]?.origin).toBe(other(record.attempts[miss]!.origin))
    }
    // Every order ended with an answer: the order, or a refusal (the scarce products sold out).
    expect(unsettledCheckouts(records)).toEqual([])
    expect(records.flatMap((record) => record.attempts).filter((a) => a.status >= 500)).toEqual([])

    // The same key sent to the other process answers the same order, not a second one: for
    // orders a killed process had answered, and for those whose answer died with it.
    for (const { victim, recordsBefore } of kills) {
      const answeredByVictim = records
        .slice(0, recordsBefore)
        .filter(
          (record) => record.attempts[0]?.origin === victim && isAnswer(record.attempts[0].status),
        )
        .slice(-5)
      expect(answeredByVictim.length).toBeGreaterThan(0)
      for (const record of answeredByVictim) {
        const again = await sendCheckout(
          other(victim),
          record,
          checkoutBody(marker, record.paymentMethod),
        )
        expect(again, record.key).toEqual({ status: 200, code: record.code })
      }
    }
    for (const record of interrupted.filter((r) => r.code !== null)) {
      const miss = record.attempts.find((attempt) => attempt.status === 0)!
      const again = await sendCheckout(
        other(miss.origin),
        record,
        checkoutBody(marker, record.paymentMethod),
      )
      expect(again, record.key).toEqual({ status: 200, code: record.code })
    }

    const codes = records.flatMap((record) => (record.code ? [record.code] : []))
    expect(new Set(codes).size).toBe(codes.length)
    const audit = await auditOrders(sql, marker, codes)
    expect(audit.lost).toEqual([])
    expect(audit.unanswered).toEqual([])
    expect(audit.incomplete).toEqual([])
    expect(audit.duplicateCodes).toEqual([])
    expect(audit.stored).toBe(codes.length)
    const after = await readStockLedger(sql)
    expect(after.negative).toEqual([])
    expect(stockDrift(before, after)).toEqual([])
    const scarceSold = productIds.slice(0, SCARCE).map((id) => audit.unitsByProduct.get(id) ?? 0)
    expect(Math.max(...scarceSold)).toBeLessThanOrEqual(SCARCE_STOCK)

    const replayed = interrupted.filter((record) => record.attempts.some((a) => a.status === 200))
    console.info(
      `crash (PostgreSQL): ${records.length} checkouts, ${codes.length} orders, ${interrupted.length} cut off by the kills (${replayed.length} of them committed before, answered on retry as a replay), ${records.filter((r) => r.code === null).length} refused as sold out, scarce products sold ${scarceSold.join('/')} of ${SCARCE_STOCK}`,
    )
  }, 120_000)
})
