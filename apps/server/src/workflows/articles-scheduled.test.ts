import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../db/client.ts'
import { article_categories, articles } from '../db/schema.ts'
import { createTestDatabase } from '../test/database.ts'
import { startScheduledWork } from './scheduled-work.ts'

// Scheduled articles as the scheduled work publishes them: how late after their time, and once.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())

const POLLING_SECONDS = 0.5
const statusOf = async (id: number) =>
  (await handle.db.select().from(articles).where(eq(articles.id, id)))[0]!.status

/** When `check` first holds, read every 25 ms; fails after `timeoutMs`. */
async function momentWhen(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Not published within ${timeoutMs} ms`)
}

describe('scheduled articles as scheduled work', () => {
  it('publishes an article within a polling interval of its time, once across two processes', async () => {
    const db = handle.db
    const [category] = await db
      .insert(article_categories)
      .values({ name: 'Tin khuyến mãi', slug: 'tin-khuyen-mai' })
      .returning({ id: article_categories.id })
    // Far enough ahead for pg-boss to start and run the start's catch-up run, which queues the
    // run at the article's time.
    const at = new Date(Date.now() + 8_000)
    const [article] = await db
      .insert(articles)
      .values({
        category_id: category!.id,
        title: 'Săn sale cuối tuần',
        slug: 'san-sale-cuoi-tuan',
        body: '<p>Nội dung</p>',
        status: 'scheduled',
        published_at: at,
      })
      .returning({ id: articles.id })

    let published = 0
    const runs: string[] = []
    const start = () =>
      startScheduledWork(handle, {
        log: {
          info: (obj) => {
            published += (obj as { published?: number }).published ?? 0
          },
          warn: () => {},
          error: () => {},
        },
        onRun: (job, outcome) => runs.push(`${job} ${outcome}`),
        pollingIntervalSeconds: POLLING_SECONDS,
      })
    const works = [await start(), await start()]
    try {
      expect(Date.now(), 'pg-boss started after the article was due').toBeLessThan(at.getTime())
      expect(await statusOf(article!.id)).toBe('scheduled')
      const publishedAt = await momentWhen(
        async () => (await statusOf(article!.id)) === 'published',
        20_000,
      )
      // The app polls every 5 s, so up to ~5 s there; here within the 0.5 s interval and margin.
      const lateness = publishedAt - at.getTime()
      expect(lateness).toBeGreaterThanOrEqual(0)
      expect(lateness).toBeLessThan(POLLING_SECONDS * 1000 + 1_500)
    } finally {
      await Promise.all(works.map((work) => work.stop()))
    }
    expect(published).toBe(1)
    const [row] = await db.select().from(articles).where(eq(articles.id, article!.id))
    expect(row!.published_at!.getTime()).toBe(at.getTime())
    expect(runs).not.toContain('publish-scheduled-articles failed')
  })
})
