import {
  catalogQueryMessages,
  classifiedsMessages,
  messages,
  SEARCH_QUERY_MAX,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  classified_ads,
  classified_images,
  classified_reports,
  classified_topics,
  wards,
} from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProvince } from '../../test/catalog-factories.ts'
import { PHONE_REVEALS } from './classifieds.routes.ts'
import { hidePhoneNumbers, maskPhone } from './phone-mask.ts'

const DAY = 86_400_000

type Customer = Awaited<ReturnType<typeof createCustomer>>

async function seedClassifieds(t: TestApp) {
  const db = t.database.db
  const seller = await createCustomer(t, { name: 'Nguyễn Văn Nam' })
  const buyer = await createCustomer(t)
  await createProvince(db)
  await createProvince(db, { code: '79', name: 'Thành phố Hồ Chí Minh', region: 'south' })
  await db
    .insert(wards)
    .values({ code: '00004', name: 'Phường Ba Đình', type: 'Phường', province_code: '01' })
    .onConflictDoNothing()
  const [electronics, vehicles, empty] = await db
    .insert(classified_topics)
    .values([
      { name: 'Đồ điện tử', slug: 'do-dien-tu', position: 1, icon: 'phone' },
      { name: 'Xe cộ', slug: 'xe-co', position: 2, description: 'Xe máy, xe đạp, ô tô.' },
      { name: 'Thú cưng', slug: 'thu-cung', position: 3 },
    ])
    .returning({ id: classified_topics.id })
  const ad = (
    slug: string,
    title: string,
    bumpedDaysAgo: number,
    extra: Partial<typeof classified_ads.$inferInsert> = {},
  ) => ({
    user_id: seller.user.id,
    topic_id: vehicles!.id,
    title,
    slug,
    body: `<p>${title}, còn tốt.</p>`,
    price: 12_500_000,
    province_code: '01',
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
      ad('ban-xe-wave', 'Bán xe Wave', 3),
      ad('ban-xe-dap', 'Bán xe đạp', 1, {
        price: null,
        ward_code: '00004',
        view_count: 7,
        body: '<p>Bán xe đạp, còn tốt. Gọi 0912.345.678 hoặc <a href="tel:0912345678">bấm gọi</a>.</p>',
      }),
      ad('iphone-13', 'Điện thoại iPhone 13', 2, {
        user_id: buyer.user.id,
        topic_id: electronics!.id,
        body: '<p>Máy đẹp, <strong>còn bảo hành</strong> 6 tháng.</p>',
        price: 9_000_000,
        province_code: '79',
        contact_name: 'Chị Lan',
        contact_phone: '0987000111',
      }),
      ad('laptop-dell', 'Laptop Dell cũ', 4, { topic_id: electronics!.id, price: 5_000_000 }),
      ad('cho-duyet', 'Chờ duyệt', 0, { status: 'pending' }),
      ad('het-han', 'Hết hạn', 0, { expires_at: new Date(Date.now() - DAY) }),
      ad('da-het-han', 'Đã hết hạn', 0, { status: 'expired' }),
      ad('tin-da-an', 'Tin đã ẩn', 0, { status: 'hidden' }),
      ad('bi-tu-choi', 'Bị từ chối', 0, { status: 'rejected' }),
    ])
    .returning({ id: classified_ads.id, slug: classified_ads.slug })
  const id = (slug: string) => inserted.find((row) => row.slug === slug)!.id
  await db.insert(classified_images).values([
    {
      ad_id: id('ban-xe-dap'),
      path: 'demo/classifieds/b.webp',
      position: 1,
      width: 800,
      height: 600,
    },
    {
      ad_id: id('ban-xe-dap'),
      path: 'demo/classifieds/a.webp',
      position: 0,
      width: 800,
      height: 600,
    },
    {
      ad_id: id('iphone-13'),
      path: 'demo/classifieds/c.webp',
      position: 0,
      width: 200,
      height: 200,
    },
    {
      ad_id: id('tin-da-an'),
      path: 'demo/classifieds/d.webp',
      position: 0,
      width: 800,
      height: 600,
    },
  ])
  return {
    seller,
    buyer,
    topics: { electronics: electronics!, vehicles: vehicles!, empty: empty! },
    id,
  }
}

let t: TestApp
let seller: Customer
let buyer: Customer
let seeded: Awaited<ReturnType<typeof seedClassifieds>>

beforeAll(async () => {
  t = await createTestApp()
  seeded = await seedClassifieds(t)
  ;({ seller, buyer } = seeded)
})
afterAll(() => t?.close())

const get = (url: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, ...(remoteAddress ? { remoteAddress } : {}) })
const slugsOf = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data as Array<{ slug: string }>).map((ad) => ad.slug)
}
const list = (query: string) => slugsOf(`/api/v1/classified-ads?${query}`)

describe('GET /classified-ads', () => {
  it('lists live ads, last pushed up first, with the first picture and the picture count', async () => {
    const res = await get('/api/v1/classified-ads')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.data.map((ad: { slug: string }) => ad.slug)).toEqual([
      'ban-xe-dap',
      'iphone-13',
      'ban-xe-wave',
      'laptop-dell',
    ])
    expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 4, last_page: 1 })
    expect(body.data[0]).toEqual({
      id: seeded.id('ban-xe-dap'),
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
      },
      image_count: 2,
      bumped_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(body.data[2]).toMatchObject({ price: 12_500_000, image: null, image_count: 0 })
  })

  it('pages with per_page and page', async () => {
    const res = await get('/api/v1/classified-ads?per_page=3&page=2')
    expect(res.json()).toMatchObject({
      data: [{ slug: 'laptop-dell' }],
      meta: { current_page: 2, per_page: 3, total: 4, last_page: 2 },
    })
    const past = (await get('/api/v1/classified-ads?per_page=3&page=7')).json()
    expect(past).toEqual({
      data: [],
      meta: { current_page: 7, per_page: 3, total: 4, last_page: 2 },
    })
  })

  it('filters by topic, province, picture and price (a price bound leaves out negotiable ads)', async () => {
    expect(await list('topic=xe-co')).toEqual(['ban-xe-dap', 'ban-xe-wave'])
    expect(await list('topic=thu-cung')).toEqual([])
    expect(await list('province=79')).toEqual(['iphone-13'])
    expect(await list('province=48')).toEqual([])
    expect(await list('has_image=true')).toEqual(['ban-xe-dap', 'iphone-13'])
    expect(await list('has_image=false')).toHaveLength(4)
    expect(await list('price_min=6000000')).toEqual(['iphone-13', 'ban-xe-wave'])
    expect(await list('price_max=10000000')).toEqual(['iphone-13', 'laptop-dell'])
    expect(await list('price_min=0')).toEqual(['iphone-13', 'ban-xe-wave', 'laptop-dell'])
    expect(await list('price_min=5000000&price_max=5000000')).toEqual(['laptop-dell'])
    expect(await list('topic=do-dien-tu&province=01')).toEqual(['laptop-dell'])
  })

  it('sorts by price either way, negotiable ads last', async () => {
    expect(await list('sort=price_asc')).toEqual([
      'laptop-dell',
      'iphone-13',
      'ban-xe-wave',
      'ban-xe-dap',
    ])
    expect(await list('sort=price_desc')).toEqual([
      'ban-xe-wave',
      'iphone-13',
      'laptop-dell',
      'ban-xe-dap',
    ])
    expect(await list('sort=newest&topic=do-dien-tu')).toEqual(['iphone-13', 'laptop-dell'])
  })

  it('searches title and text, ignoring marks and case', async () => {
    const q = (text: string, extra = '') => list(`q=${encodeURIComponent(text)}${extra}`)
    for (const text of ['xe dap', 'Xe Đạp', 'XE ĐẠP', 'xe đap', 'xe da']) {
      expect(await q(text), text).toEqual(['ban-xe-dap'])
    }
    expect(await q('xe')).toEqual(['ban-xe-dap', 'ban-xe-wave'])
    expect(await q('bao hanh')).toEqual(['iphone-13'])
    expect(await q('xe', '&sort=price_asc')).toEqual(['ban-xe-wave', 'ban-xe-dap'])
    expect(await q('xe', '&has_image=true')).toEqual(['ban-xe-dap'])
    // Not live, so not found, whatever the words.
    expect(await q('tin da an')).toEqual([])
    expect(await q('cho duyet')).toEqual([])
    expect(await q('!!!')).toEqual([])
    expect(await q('   ')).toHaveLength(4)
  })

  it('finds a title a typo away when the words match nothing', async () => {
    const res = await get(`/api/v1/classified-ads?q=${encodeURIComponent('xe dapp')}`)
    expect(res.json()).toMatchObject({ data: [{ slug: 'ban-xe-dap' }], meta: { total: 1 } })
  })

  it('answers an unknown topic with 404', async () => {
    const res = await get('/api/v1/classified-ads?topic=khong-co')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(classifiedsMessages.topicNotFound)
  })

  it.each([
    ['per_page=0', 'per_page', classifiedsMessages.perPage],
    ['per_page=61', 'per_page', classifiedsMessages.perPage],
    ['per_page=ten', 'per_page', classifiedsMessages.perPage],
    ['page=0', 'page', catalogQueryMessages.page],
    ['page=-2', 'page', catalogQueryMessages.page],
    ['sort=cheapest', 'sort', classifiedsMessages.sort],
    ['topic=Xe%20C%E1%BB%99', 'topic', classifiedsMessages.topic],
    ['province=1', 'province', classifiedsMessages.province],
    ['province=ha-noi', 'province', classifiedsMessages.province],
    ['price_min=-1', 'price_min', catalogQueryMessages.priceMin],
    ['price_min=1.5', 'price_min', catalogQueryMessages.priceMin],
    ['price_max=abc', 'price_max', catalogQueryMessages.priceMax],
    ['price_max=100000000001', 'price_max', catalogQueryMessages.priceMax],
    ['price_min=500&price_max=100', 'price_max', catalogQueryMessages.priceRange],
    ['has_image=maybe', 'has_image', catalogQueryMessages.boolean],
    [`q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, 'q', catalogQueryMessages.queryTooLong],
  ])('refuses %s with 422 and the field message', async (query, field, message) => {
    const res = await get(`/api/v1/classified-ads?${query}`)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ [field]: [message] })
  })
})

describe('GET /classified-topics', () => {
  it('lists every topic by position with its live ad count', async () => {
    const res = await get('/api/v1/classified-topics')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [
        {
          id: seeded.topics.electronics.id,
          name: 'Đồ điện tử',
          slug: 'do-dien-tu',
          description: null,
          icon: 'phone',
          ad_count: 2,
        },
        {
          id: seeded.topics.vehicles.id,
          name: 'Xe cộ',
          slug: 'xe-co',
          description: 'Xe máy, xe đạp, ô tô.',
          icon: null,
          ad_count: 2,
        },
        {
          id: seeded.topics.empty.id,
          name: 'Thú cưng',
          slug: 'thu-cung',
          description: null,
          icon: null,
          ad_count: 0,
        },
      ],
    })
  })
})

describe('GET /classified-ads/:slug', () => {
  it('shows a live ad with its pictures, place, seller and masked phone', async () => {
    const res = await get('/api/v1/classified-ads/ban-xe-dap')
    expect(res.statusCode).toBe(200)
    const ad = res.json()
    expect(ad).toEqual({
      id: seeded.id('ban-xe-dap'),
      slug: 'ban-xe-dap',
      title: 'Bán xe đạp',
      body: '<p>Bán xe đạp, còn tốt. Gọi 0912 345 *** hoặc <a href="tel:0912 345 ***">bấm gọi</a>.</p>',
      price: null,
      topic: { name: 'Xe cộ', slug: 'xe-co' },
      province: { code: '01', name: 'Thành phố Hà Nội' },
      ward: { code: '00004', name: 'Phường Ba Đình' },
      images: [
        expect.objectContaining({ url: '/media/demo/classifieds/a.webp', alt: 'Bán xe đạp' }),
        expect.objectContaining({
          url: '/media/demo/classifieds/b.webp',
          alt: 'Bán xe đạp (ảnh 2)',
          width: 800,
          height: 600,
        }),
      ],
      seller: { name: 'Anh Nam', member_since: seller.user.created_at.toISOString() },
      phone_masked: '0912 345 ***',
      view_count: 7,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      bumped_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      is_owner: false,
      status: 'published',
      hidden_by_moderator: false,
      // The seller's other live ads, newest first: never hidden, pending or expired ones.
      seller_other_ads: [
        expect.objectContaining({ slug: 'ban-xe-wave', image_count: 0 }),
        expect.objectContaining({ slug: 'laptop-dell' }),
      ],
    })
  })

  it('never puts the phone number in the answer', async () => {
    for (const slug of ['ban-xe-dap', 'iphone-13']) {
      const anonymous = (await get(`/api/v1/classified-ads/${slug}`)).body
      const owner = (
        await injectAs(t, seller.token, { method: 'GET', url: `/api/v1/classified-ads/${slug}` })
      ).body
      for (const body of [anonymous, owner]) {
        expect(body).not.toMatch(/0912[\s.]?345[\s.]?678|0987[\s.]?000[\s.]?111|345678|000111/)
      }
    }
  })

  it('hides ads that are not live from everyone but their owner', async () => {
    for (const slug of [
      'cho-duyet',
      'het-han',
      'da-het-han',
      'tin-da-an',
      'bi-tu-choi',
      'khong-co',
    ]) {
      for (const res of [
        await get(`/api/v1/classified-ads/${slug}`),
        await injectAs(t, buyer.token, { method: 'GET', url: `/api/v1/classified-ads/${slug}` }),
      ]) {
        expect(res.statusCode, slug).toBe(404)
        expect(res.json()).toEqual({ message: classifiedsMessages.adNotFound })
      }
    }
  })

  it('shows the owner their own hidden or expired ad, marked as theirs', async () => {
    for (const slug of ['tin-da-an', 'het-han', 'ban-xe-wave']) {
      const res = await injectAs(t, seller.token, {
        method: 'GET',
        url: `/api/v1/classified-ads/${slug}`,
      })
      expect(res.statusCode, slug).toBe(200)
      expect(res.json()).toMatchObject({ slug, is_owner: true })
    }
    const hidden = (
      await injectAs(t, seller.token, { method: 'GET', url: '/api/v1/classified-ads/tin-da-an' })
    ).json()
    expect(hidden.images).toHaveLength(1)
    // Hidden by its owner, who may show it again.
    expect(hidden).toMatchObject({ status: 'hidden', hidden_by_moderator: false })
    expect(hidden.seller_other_ads.map((ad: { slug: string }) => ad.slug)).toEqual([
      'ban-xe-dap',
      'ban-xe-wave',
      'laptop-dell',
    ])
  })

  it('counts one view per visitor and window, not the owner’s own', async () => {
    const views = async () => {
      const [row] = await t.database.db
        .select({ views: classified_ads.view_count, updated: classified_ads.updated_at })
        .from(classified_ads)
        .where(eq(classified_ads.id, seeded.id('laptop-dell')))
      return row!
    }
    const before = await views()
    await get('/api/v1/classified-ads/laptop-dell', '198.51.100.1')
    await get('/api/v1/classified-ads/laptop-dell', '198.51.100.1')
    await get('/api/v1/classified-ads/laptop-dell', '198.51.100.2')
    await injectAs(t, seller.token, { method: 'GET', url: '/api/v1/classified-ads/laptop-dell' })
    const after = await views()
    expect(after.views).toBe(before.views + 2)
    expect(after.updated).toEqual(before.updated)
  })
})

describe('POST /classified-ads/:slug/phone', () => {
  const reveal = (slug: string, remoteAddress = '192.0.2.10', headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/classified-ads/${slug}/phone`,
      remoteAddress,
      headers,
    })

  it('reveals the phone of a live ad to anyone', async () => {
    const res = await reveal('ban-xe-dap')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ phone: '0912345678' })
    expect((await reveal('iphone-13')).json()).toEqual({ phone: '0987000111' })
  })

  it('does not reveal the phone of an ad that is not live', async () => {
    for (const slug of ['tin-da-an', 'het-han', 'cho-duyet', 'khong-co']) {
      const res = await reveal(slug)
      expect(res.statusCode, slug).toBe(404)
      expect(res.json().message).toBe(classifiedsMessages.adNotFound)
    }
  })

  it(`allows ${PHONE_REVEALS.max} reveals per visitor in ${PHONE_REVEALS.timeWindow}, then 429`, async () => {
    for (let i = 0; i < PHONE_REVEALS.max; i++) {
      expect((await reveal('ban-xe-wave', '192.0.2.99')).statusCode).toBe(200)
    }
    const refused = await reveal('laptop-dell', '192.0.2.99')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(messages.tooManyRequests)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.body).not.toContain('0912345678')
    // Another visitor is not held back.
    expect((await reveal('laptop-dell', '192.0.2.100')).statusCode).toBe(200)
  })

  it('works for an anonymous visitor of the web client in cookie mode (CSRF)', async () => {
    const remoteAddress = '192.0.2.50'
    const csrf = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress })
    const cookie = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!
    const withHeader = await reveal('ban-xe-dap', remoteAddress, {
      cookie: `XSRF-TOKEN=${cookie.value}`,
      'x-xsrf-token': cookie.value,
    })
    expect(withHeader.statusCode).toBe(200)
    const forged = await reveal('ban-xe-dap', remoteAddress, {
      cookie: `XSRF-TOKEN=${cookie.value}`,
    })
    expect(forged.statusCode).toBe(419)
  })
})

describe('POST /classified-ads/:slug/reports', () => {
  const report = (
    slug: string,
    token: string | null,
    payload: object = { reason: 'Tin lừa đảo, đòi đặt cọc trước.' },
  ) => {
    const options = {
      method: 'POST' as const,
      url: `/api/v1/classified-ads/${slug}/reports`,
      payload,
    }
    return token ? injectAs(t, token, options) : t.app.inject(options)
  }

  it('needs a signed-in user', async () => {
    const res = await report('ban-xe-dap', null)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(messages.unauthenticated)
  })

  it('answers 404 for an ad that is not live', async () => {
    for (const slug of ['tin-da-an', 'het-han', 'khong-co']) {
      const res = await report(slug, buyer.token)
      expect(res.statusCode, slug).toBe(404)
      expect(res.json().message).toBe(classifiedsMessages.adNotFound)
    }
  })

  it('refuses a report of one’s own ad', async () => {
    const res = await report('ban-xe-dap', seller.token)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(classifiedsMessages.reportOwnAd)
  })

  it.each([
    [{ reason: 'xấu' }],
    [{ reason: '     ' }],
    [{ reason: 'a'.repeat(501) }],
    [{}],
    [{ reason: 42 }],
  ])('needs a reason of 5 to 500 characters: %j', async (payload) => {
    const res = await report('ban-xe-dap', buyer.token, payload)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ reason: [classifiedsMessages.reportReason] })
  })

  it('thanks the reporter once, then says it was already reported', async () => {
    const first = await report('ban-xe-wave', buyer.token)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ message: classifiedsMessages.reportThanks })
    const [stored] = await t.database.db
      .select()
      .from(classified_reports)
      .where(
        and(
          eq(classified_reports.ad_id, seeded.id('ban-xe-wave')),
          eq(classified_reports.reporter_id, buyer.user.id),
        ),
      )
    expect(stored).toMatchObject({ reason: 'Tin lừa đảo, đòi đặt cọc trước.', status: 'open' })

    const again = await report('ban-xe-wave', buyer.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(classifiedsMessages.reportDuplicate)
  })
})

describe('phone masks', () => {
  it('group the number and hide its last three digits', () => {
    expect(maskPhone('0912345678')).toBe('0912 345 ***')
    expect(maskPhone('+84 912 345 678')).toBe('0912 345 ***')
    expect(maskPhone('024 3826 1234')).toBe('024 3826 1***')
  })

  it('find the mobile numbers people write in free text, and nothing else', () => {
    expect(
      hidePhoneNumbers(
        'LH 0912345678, 0987.000.111, 0356 789 012, +84 912 345 678 hoặc 84912345678 (Zalo).',
      ),
    ).toBe('LH 0912 345 ***, 0987 000 ***, 0356 789 ***, 0912 345 *** hoặc 0912 345 *** (Zalo).')
    const untouched = 'Giá 12.500.000đ, 2 năm, mã 109123456789, ĐT bàn 024 3826 1234, 0212345678.'
    expect(hidePhoneNumbers(untouched)).toBe(untouched)
  })
})

describe('read cache', () => {
  let cached: TestApp
  beforeAll(async () => {
    cached = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '5000' })
    await seedClassifieds(cached)
  })
  afterAll(() => cached?.close())

  it('keeps the lists and topics, not an ad (it depends on the viewer) nor its phone', async () => {
    const get = (url: string) => cached.app.inject({ method: 'GET', url })
    for (const url of ['/api/v1/classified-ads?topic=xe-co', '/api/v1/classified-topics']) {
      expect((await get(url)).headers['x-cache'], url).toBe('MISS')
      expect((await get(url)).headers['x-cache'], url).toBe('HIT')
    }
    const ad = await get('/api/v1/classified-ads/ban-xe-dap')
    expect(ad.statusCode).toBe(200)
    expect(ad.headers['x-cache']).toBeUndefined()
    const phone = await cached.app.inject({
      method: 'POST',
      url: '/api/v1/classified-ads/ban-xe-dap/phone',
    })
    expect(phone.headers['x-cache']).toBeUndefined()
  })
})
