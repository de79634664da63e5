import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classified_ads, classified_images, classified_topics } from '../../db/schema.ts'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'
import { createProvince } from '../../test/catalog-factories.ts'

let t: TestApp
const DAY = 86_400_000

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const { user } = await createCustomer(t)
  const province = await createProvince(db)
  const [topic] = await db
    .insert(classified_topics)
    .values({ name: 'Xe cộ', slug: 'xe-co' })
    .returning({ id: classified_topics.id })
  const ad = (title: string, slug: string, bumpedDaysAgo: number, extra = {}) => ({
    user_id: user.id,
    topic_id: topic!.id,
    title,
    slug,
    body: '<p>Mô tả</p>',
    price: 12_500_000,
    province_code: province.code,
    contact_name: 'Anh Nam',
    contact_phone: '0912345678',
    status: 'published' as const,
    expires_at: new Date(Date.now() + 30 * DAY),
    bumped_at: new Date(Date.now() - bumpedDaysAgo * DAY),
    ...extra,
  })
  const inserted = await db
    .insert(classified_ads)
    .values([
      ad('Bán xe Wave', 'ban-xe-wave', 3),
      ad('Bán xe đạp', 'ban-xe-dap', 1, { price: null }),
      ad('Chờ duyệt', 'cho-duyet', 0, { status: 'pending' }),
      ad('Hết hạn', 'het-han', 0, { expires_at: new Date(Date.now() - DAY) }),
    ])
    .returning({ id: classified_ads.id, slug: classified_ads.slug })
  const bike = inserted.find((row) => row.slug === 'ban-xe-dap')!
  await db.insert(classified_images).values([
    { ad_id: bike.id, path: 'demo/classifieds/b.webp', position: 1, width: 800, height: 600 },
    { ad_id: bike.id, path: 'demo/classifieds/a.webp', position: 0, width: 800, height: 600 },
  ])
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('latest classified ads', () => {
  it('lists live ads, last pushed up first, with their first picture', async () => {
    const res = await get('/api/v1/classified-ads')
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.map((a: { slug: string }) => a.slug)).toEqual(['ban-xe-dap', 'ban-xe-wave'])
    expect(data[0]).toEqual({
      id: expect.any(Number),
      slug: 'ban-xe-dap',
      title: 'Bán xe đạp',
      price: null,
      province_name: 'Thành phố Hà Nội',
      topic: { name: 'Xe cộ', slug: 'xe-co' },
      image: {
        url: '/media/demo/classifieds/a.webp',
        width: 800,
        height: 600,
        alt: 'Bán xe đạp',
        srcset: expect.stringContaining('/media/w160/demo/classifieds/a.webp 160w'),
      },
      bumped_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(data[1]).toMatchObject({ price: 12_500_000, image: null })
  })

  it('takes a limit, and refuses a bad one with 422', async () => {
    expect((await get('/api/v1/classified-ads?limit=1')).json().data).toHaveLength(1)
    const bad = await get('/api/v1/classified-ads?limit=abc')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['limit'])
  })
})
