import { sql } from 'drizzle-orm'
import { classified_ads, classified_reports, classified_topics } from '../db/schema.ts'
import type { TestApp } from './app.ts'
import { HANOI } from './shop-factories.ts'

const DAY = 86_400_000
let sequence = 0

export async function createTopic(t: TestApp, name = `Chủ đề ${++sequence}`) {
  const [row] = await t.database.db
    .insert(classified_topics)
    .values({ name, slug: `chu-de-${Date.now()}-${++sequence}` })
    .returning()
  return row!
}

/** An ad written straight to the database (published for 30 days unless told otherwise). */
export async function createAd(
  t: TestApp,
  values: { userId: number; topicId: number } & Partial<typeof classified_ads.$inferInsert>,
) {
  const { userId, topicId, ...rest } = values
  const n = ++sequence
  const [row] = await t.database.db
    .insert(classified_ads)
    .values({
      user_id: userId,
      topic_id: topicId,
      title: `Bán xe đạp thể thao số ${n}`,
      slug: `ban-xe-dap-${Date.now()}-${n}`,
      body: '<p>Xe còn mới, đi ít, giá tốt cho người thiện chí.</p>',
      price: 2_500_000,
      province_code: HANOI.province_code,
      ward_code: HANOI.ward_code,
      contact_name: 'Anh Bán',
      contact_phone: '0912345678',
      status: 'published',
      expires_at: new Date(Date.now() + 30 * DAY),
      bumped_at: sql`now()`,
      ...rest,
    })
    .returning()
  return row!
}

export async function reportAd(t: TestApp, adId: number, reporterId: number, reason = 'Lừa đảo') {
  const [row] = await t.database.db
    .insert(classified_reports)
    .values({ ad_id: adId, reporter_id: reporterId, reason })
    .returning()
  return row!
}
