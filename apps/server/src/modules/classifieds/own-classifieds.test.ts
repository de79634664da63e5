import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  AD_IMAGES_MAX,
  AD_LIFETIME_DAYS,
  apiPaths,
  classifiedsMessages,
  type OwnClassifiedAdDetail,
} from '@phiencho/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classified_ads, classified_images, classified_topics } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createShopSettings, HANOI, loadGeo, SAIGON } from '../../test/shop-factories.ts'
import { picture, uploadPicture } from '../../test/upload-factories.ts'
import { htmlProblems, xssCorpus } from '../../test/xss-corpus.ts'

const DAY = 86_400_000

let t: TestApp
let mediaDir: string
let topicId: number
let owner: Awaited<ReturnType<typeof createCustomer>>
let stranger: Awaited<ReturnType<typeof createCustomer>>

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'phiencho-own-ads-'))
  t = await createTestApp({ mediaDir })
  await loadGeo(t.database.db)
  // These tests are about posting and editing: ads go up at once here (moderation has its own).
  await createShopSettings(t.database.db, { classified_publication: 'immediate' })
  const [topic] = await t.database.db
    .insert(classified_topics)
    .values({ name: 'Xe cộ', slug: 'xe-co' })
    .returning({ id: classified_topics.id })
  topicId = topic!.id
  owner = await createCustomer(t, { name: 'Lê Văn Chủ' })
  stranger = await createCustomer(t, { name: 'Người Lạ' })
})
afterAll(async () => {
  await t?.close()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

const adUrl = (id: number, suffix = '') =>
  `${apiPaths.ownClassifiedAd.replace(':id', String(id))}${suffix}`

const validAd = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bán xe Honda Wave 2019 chính chủ',
  topic_id: topicId,
  price: 12_500_000,
  province_code: HANOI.province_code,
  ward_code: HANOI.ward_code,
  contact_name: 'Anh Chủ',
  contact_phone: '+84 912 345 678',
  body: '<p>Xe đi 20.000 km, máy êm, giấy tờ đầy đủ.</p><ul><li>Biển Hà Nội</li></ul>',
  image_ids: [] as number[],
  ...overrides,
})

const as = (who: { token: string }, options: InjectOptions) => injectAs(t, who.token, options)

async function createAd(overrides: Record<string, unknown> = {}, who = owner) {
  const res = await as(who, {
    method: 'POST',
    url: apiPaths.ownClassifiedAds,
    payload: validAd(overrides),
  })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return res.json<OwnClassifiedAdDetail>()
}

async function storedAd(id: number) {
  const [row] = await t.database.db.select().from(classified_ads).where(eq(classified_ads.id, id))
  return row
}

const expectFieldError = (
  res: { statusCode: number; json(): { errors?: Record<string, string[]> } },
  field: string,
  message?: string,
) => {
  expect(res.statusCode).toBe(422)
  const errors = res.json().errors ?? {}
  expect(Object.keys(errors)).toContain(field)
  if (message) expect(errors[field]).toEqual([message])
}

describe('own classified ads: access', () => {
  it('answers 401 to visitors on every route', async () => {
    const routes: InjectOptions[] = [
      { method: 'GET', url: apiPaths.ownClassifiedAds },
      { method: 'POST', url: apiPaths.ownClassifiedAds, payload: validAd() },
      { method: 'GET', url: adUrl(1) },
      { method: 'PUT', url: adUrl(1), payload: validAd() },
      { method: 'POST', url: adUrl(1, '/hide') },
      { method: 'POST', url: adUrl(1, '/show') },
      { method: 'POST', url: adUrl(1, '/renew') },
      { method: 'DELETE', url: adUrl(1) },
    ]
    for (const route of routes) {
      const res = await t.app.inject(route)
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })

  it("answers 404 for another customer's ad on every route, as for a missing one, and changes nothing", async () => {
    const ad = await createAd()
    const before = await storedAd(ad.id)
    const routes = (id: number): InjectOptions[] => [
      { method: 'GET', url: adUrl(id) },
      { method: 'PUT', url: adUrl(id), payload: validAd({ title: 'Tin đã bị người lạ sửa' }) },
      { method: 'POST', url: adUrl(id, '/hide') },
      { method: 'POST', url: adUrl(id, '/show') },
      { method: 'POST', url: adUrl(id, '/renew') },
      { method: 'DELETE', url: adUrl(id) },
    ]
    const missing = routes(999_999)
    for (const [i, route] of routes(ad.id).entries()) {
      const res = await as(stranger, route)
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404)
      expect(res.json()).toEqual({ message: classifiedsMessages.adNotFound })
      const none = await as(stranger, missing[i]!)
      expect(none.statusCode).toBe(404)
      expect(none.json()).toEqual(res.json())
    }
    expect(await storedAd(ad.id)).toEqual(before)
    const list = await as(stranger, { method: 'GET', url: apiPaths.ownClassifiedAds })
    expect(list.json().data).toEqual([])
  })

  it("refuses to attach another customer's picture, or one that does not exist", async () => {
    const theirs = await uploadPicture(t, stranger.token, '#dc2626')
    const mine = await uploadPicture(t, owner.token, '#2563eb')
    for (const image_ids of [[theirs.id], [mine.id, theirs.id], [987654]]) {
      const res = await as(owner, {
        method: 'POST',
        url: apiPaths.ownClassifiedAds,
        payload: validAd({ image_ids }),
      })
      expectFieldError(res, 'image_ids', classifiedsMessages.imageNotFound)
    }
    const ad = await createAd({ image_ids: [mine.id] })
    const put = await as(owner, {
      method: 'PUT',
      url: adUrl(ad.id),
      payload: validAd({ image_ids: [mine.id, theirs.id] }),
    })
    expectFieldError(put, 'image_ids', classifiedsMessages.imageNotFound)
    expect((await as(owner, { method: 'GET', url: adUrl(ad.id) })).json().images).toEqual([mine])
  })
})

describe('own classified ads: posting', () => {
  it('publishes a new ad for 30 days with its pictures in the given order', async () => {
    const first = await uploadPicture(t, owner.token, '#111111')
    const second = await uploadPicture(t, owner.token, '#222222')
    const started = Date.now()
    let changes = 0
    const stop = t.app.changes.on('catalog', () => changes++)
    const res = await as(owner, {
      method: 'POST',
      url: apiPaths.ownClassifiedAds,
      payload: validAd({
        title: '  Bán   xe <b>Honda</b> Wave 2019 ',
        image_ids: [second.id, first.id],
      }),
    })
    stop()
    expect(res.statusCode, res.body).toBe(201)
    // The public lists forget it before the answer: the database announced the new ad.
    expect(changes).toBeGreaterThan(0)
    const ad = res.json<OwnClassifiedAdDetail>()
    expect(ad).toMatchObject({
      title: 'Bán xe Honda Wave 2019',
      status: 'published',
      price: 12_500_000,
      topic: { name: 'Xe cộ', slug: 'xe-co' },
      topic_id: topicId,
      province_code: HANOI.province_code,
      province_name: 'Thành phố Hà Nội',
      ward_code: HANOI.ward_code,
      contact_name: 'Anh Chủ',
      contact_phone: '0912345678',
      moderation_note: null,
      view_count: 0,
      body: '<p>Xe đi 20.000 km, máy êm, giấy tờ đầy đủ.</p><ul><li>Biển Hà Nội</li></ul>',
      images: [second, first],
      image: { url: second.url, width: 64, height: 48, alt: 'Bán xe Honda Wave 2019' },
    })
    expect(ad.slug).toMatch(/^ban-xe-honda-wave-2019-[0-9a-z]{6}$/)
    const expires = Date.parse(ad.expires_at)
    expect(expires).toBeGreaterThanOrEqual(started + AD_LIFETIME_DAYS * DAY - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + AD_LIFETIME_DAYS * DAY + 1000)
    expect(Date.parse(ad.bumped_at)).toBeGreaterThanOrEqual(started - 1000)

    const images = await t.database.db
      .select()
      .from(classified_images)
      .where(eq(classified_images.ad_id, ad.id))
    expect(images.map((i) => [i.position, `/media/${i.path}`, i.width, i.height])).toEqual([
      [0, second.url, 64, 48],
      [1, first.url, 64, 48],
    ])
    expect((await as(owner, { method: 'GET', url: adUrl(ad.id) })).json()).toEqual(ad)

    // The same title again gets a slug of its own; no ward and a negotiable price are fine.
    const again = await createAd({ title: 'Bán xe Honda Wave 2019', ward_code: null, price: null })
    expect(again.slug).not.toBe(ad.slug)
    expect(again).toMatchObject({ ward_code: null, price: null, image: null, images: [] })
  })

  it('answers 422 per field, in Vietnamese', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ title: 'Ngắn quá' }, 'title', classifiedsMessages.titleLength],
      [
        { title: '<b></b><i>Xe</i>   <script>alert("một tiêu đề dài")</script>' },
        'title',
        classifiedsMessages.titleLength,
      ],
      [{ title: 'x'.repeat(121) }, 'title', classifiedsMessages.titleLength],
      [{ contact_phone: '0123' }, 'contact_phone'],
      [{ contact_phone: '0212345678' }, 'contact_phone'],
      [{ ward_code: SAIGON.ward_code }, 'ward_code', classifiedsMessages.ward],
      [
        { province_code: '99', ward_code: null },
        'province_code',
        classifiedsMessages.provinceRequired,
      ],
      [{ topic_id: 999_999 }, 'topic_id', classifiedsMessages.topicNotFound],
      [{ topic_id: 'xe' }, 'topic_id', classifiedsMessages.topicRequired],
      [
        { image_ids: Array.from({ length: AD_IMAGES_MAX + 1 }, (_, i) => i + 1) },
        'image_ids',
        classifiedsMessages.images,
      ],
      [
        {
          body: '<p><script>alert("nội dung rất dài ở đây")</script><img src=x onerror=alert(1)></p>',
        },
        'body',
        classifiedsMessages.body,
      ],
      [{ body: '<p>Ngắn</p>' }, 'body', classifiedsMessages.body],
      [{ body: '' }, 'body', classifiedsMessages.body],
      [{ price: -1 }, 'price', classifiedsMessages.price],
      [{ price: undefined }, 'price', classifiedsMessages.priceRequired],
      [{ contact_name: '<b></b> ' }, 'contact_name', classifiedsMessages.contactName],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await as(owner, {
        method: 'POST',
        url: apiPaths.ownClassifiedAds,
        payload: validAd(overrides),
      })
      expectFieldError(res, field, message)
      expect(res.json().message).toEqual(expect.any(String))
    }
    // Several service-level errors come together.
    const many = await as(owner, {
      method: 'POST',
      url: apiPaths.ownClassifiedAds,
      payload: validAd({ topic_id: 999_999, body: '<p>x</p>', ward_code: SAIGON.ward_code }),
    })
    expect(Object.keys(many.json().errors).sort()).toEqual(['body', 'topic_id', 'ward_code'])
    // Nothing was stored by any of them.
    const list = await as(owner, { method: 'GET', url: apiPaths.ownClassifiedAds })
    expect(list.json().data.every((ad: { title: string }) => ad.title.startsWith('Bán xe'))).toBe(
      true,
    )
  })

  it('stores no XSS payload from a title or a body', async () => {
    const ids: number[] = []
    for (const payload of xssCorpus) {
      const title = `Bán xe máy ${payload}`
      const res = await as(owner, {
        method: 'POST',
        url: apiPaths.ownClassifiedAds,
        payload: validAd({
          title: title.length <= 120 ? title : 'Bán xe máy cũ giá rẻ',
          body: `<p>Xe còn rất mới, đi được 5.000 km.</p>${payload}<p>Liên hệ ${payload}</p>`,
        }),
      })
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(201)
      ids.push(res.json().id)
    }
    const rows = await t.database.db
      .select({ title: classified_ads.title, body: classified_ads.body })
      .from(classified_ads)
      .where(inArray(classified_ads.id, ids))
    expect(rows).toHaveLength(xssCorpus.length)
    for (const row of rows) {
      expect(row.title).not.toMatch(/<[a-z!/?]/i)
      expect(htmlProblems(row.body), row.body).toEqual([])
    }
    for (const id of ids) await as(owner, { method: 'DELETE', url: adUrl(id) })
  })
})

describe('own classified ads: editing', () => {
  it('replaces fields and pictures in one go, keeping slug, status and expiry', async () => {
    const a = await uploadPicture(t, owner.token, '#333333')
    const b = await uploadPicture(t, owner.token, '#444444')
    const c = await uploadPicture(t, owner.token, '#555555')
    const ad = await createAd({ image_ids: [a.id, b.id] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const res = await as(owner, {
      method: 'PUT',
      url: adUrl(ad.id),
      payload: validAd({
        title: 'Bán xe Honda Wave 2019 đã giảm giá',
        price: null,
        province_code: SAIGON.province_code,
        ward_code: SAIGON.ward_code,
        contact_phone: '0987 654 321',
        body: '<h2>Giảm giá</h2><p>Chỉ còn thương lượng, xem xe tại nhà.</p>',
        image_ids: [c.id, a.id],
      }),
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json<OwnClassifiedAdDetail>()
    expect(updated).toMatchObject({
      id: ad.id,
      slug: ad.slug,
      status: 'published',
      title: 'Bán xe Honda Wave 2019 đã giảm giá',
      price: null,
      province_code: SAIGON.province_code,
      ward_code: SAIGON.ward_code,
      contact_phone: '0987654321',
      body: '<h2>Giảm giá</h2><p>Chỉ còn thương lượng, xem xe tại nhà.</p>',
      images: [c, a],
      expires_at: ad.expires_at,
      bumped_at: ad.bumped_at,
      created_at: ad.created_at,
    })
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(ad.updated_at))

    // A refused edit leaves everything as it was.
    const before = await storedAd(ad.id)
    const bad = await as(owner, {
      method: 'PUT',
      url: adUrl(ad.id),
      payload: validAd({ image_ids: [c.id, 424242] }),
    })
    expect(bad.statusCode).toBe(422)
    expect(await storedAd(ad.id)).toEqual(before)
    expect((await as(owner, { method: 'GET', url: adUrl(ad.id) })).json().images).toEqual([c, a])
  })

  it('gives pictures stored before uploads were recorded an id the form can send back', async () => {
    const demoPath = 'demo/classifieds/xe-may-1.webp'
    await mkdir(path.join(mediaDir, 'demo/classifieds'), { recursive: true })
    await picture(720, 720).webp().toFile(path.join(mediaDir, demoPath))
    const ad = await createAd()
    await t.database.db.insert(classified_images).values([
      { ad_id: ad.id, path: demoPath, position: 0, width: 720, height: 720 },
      { ad_id: ad.id, path: 'demo/classifieds/missing.webp', position: 1, width: 720, height: 720 },
    ])
    const detail = (await as(owner, { method: 'GET', url: adUrl(ad.id) })).json()
    expect(detail.images).toEqual([
      { id: expect.any(Number), url: `/media/${demoPath}`, width: 720, height: 720 },
    ])
    const [legacy] = detail.images
    // Asking again reuses the record.
    expect((await as(owner, { method: 'GET', url: adUrl(ad.id) })).json().images).toEqual([legacy])

    const mine = await uploadPicture(t, owner.token, '#666666')
    const put = await as(owner, {
      method: 'PUT',
      url: adUrl(ad.id),
      payload: validAd({ image_ids: [mine.id, legacy.id] }),
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().images).toEqual([mine, legacy])
    // It stays this ad's: nobody may put it on another ad.
    const elsewhere = await as(owner, {
      method: 'POST',
      url: apiPaths.ownClassifiedAds,
      payload: validAd({ image_ids: [legacy.id] }),
    })
    expectFieldError(elsewhere, 'image_ids', classifiedsMessages.imageNotFound)
  })
})

describe('own classified ads: list, states and expiry', () => {
  let viewer: Awaited<ReturnType<typeof createCustomer>>
  const post = (url: string) => as(viewer, { method: 'POST', url })
  const listed = async (query = '') => {
    const res = await as(viewer, { method: 'GET', url: `${apiPaths.ownClassifiedAds}${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const setRow = (id: number, values: Partial<typeof classified_ads.$inferInsert>) =>
    t.database.db.update(classified_ads).set(values).where(eq(classified_ads.id, id))
  const isPublic = async (slug: string) => {
    const detail = await t.app.inject({
      method: 'GET',
      url: apiPaths.classifiedAd.replace(':slug', slug),
    })
    const list = await t.app.inject({ method: 'GET', url: apiPaths.classifiedAds })
    expect(list.statusCode).toBe(200)
    const inList = list.json().data.some((ad: { slug: string }) => ad.slug === slug)
    expect(detail.statusCode === 200, `detail and list agree on ${slug}`).toBe(inList)
    return inList
  }

  beforeAll(async () => {
    viewer = await createCustomer(t, { name: 'Chủ Nhiều Tin' })
  })

  it('lists the newest first, filters by status and pages', async () => {
    const older = await createAd({ title: 'Tin thứ nhất đăng trước' }, viewer)
    const newer = await createAd({ title: 'Tin thứ hai đăng sau' }, viewer)
    await setRow(older.id, { created_at: new Date(Date.now() - DAY) })
    const hidden = await createAd({ title: 'Tin thứ ba sẽ bị ẩn' }, viewer)
    expect((await post(adUrl(hidden.id, '/hide'))).json().status).toBe('hidden')

    const all = await listed()
    expect(all.data.map((ad: { id: number }) => ad.id)).toEqual([hidden.id, newer.id, older.id])
    expect(all.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 })
    expect(all.data[1]).toEqual({
      id: newer.id,
      slug: newer.slug,
      title: 'Tin thứ hai đăng sau',
      price: 12_500_000,
      topic: { name: 'Xe cộ', slug: 'xe-co' },
      province_name: 'Thành phố Hà Nội',
      image: null,
      status: 'published',
      moderation_note: null,
      hidden_by_moderator: false,
      view_count: 0,
      created_at: newer.created_at,
      updated_at: newer.updated_at,
      bumped_at: newer.bumped_at,
      expires_at: newer.expires_at,
    })
    expect((await listed('?status=hidden')).data.map((ad: { id: number }) => ad.id)).toEqual([
      hidden.id,
    ])
    const page2 = await listed('?per_page=2&page=2')
    expect(page2.data.map((ad: { id: number }) => ad.id)).toEqual([older.id])
    expect(page2.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 })
    const bad = await as(viewer, { method: 'GET', url: `${apiPaths.ownClassifiedAds}?status=gone` })
    expectFieldError(bad, 'status', classifiedsMessages.status)
  })

  it('hides, shows again and deletes', async () => {
    const ad = await createAd({ title: 'Tin để ẩn rồi hiện lại' }, viewer)
    expect(await isPublic(ad.slug)).toBe(true)
    const hidden = await post(adUrl(ad.id, '/hide'))
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({ id: ad.id, status: 'hidden' })
    expect(await isPublic(ad.slug)).toBe(false)
    expect((await post(adUrl(ad.id, '/hide'))).json().status).toBe('hidden')
    const shown = await post(adUrl(ad.id, '/show'))
    expect(shown.json()).toMatchObject({ status: 'published', expires_at: ad.expires_at })
    expect(await isPublic(ad.slug)).toBe(true)
    expect((await post(adUrl(ad.id, '/show'))).json().status).toBe('published')

    const deleted = await as(viewer, { method: 'DELETE', url: adUrl(ad.id) })
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect(await storedAd(ad.id)).toBeUndefined()
    expect((await as(viewer, { method: 'GET', url: adUrl(ad.id) })).statusCode).toBe(404)
    expect((await as(viewer, { method: 'DELETE', url: adUrl(ad.id) })).statusCode).toBe(404)
    expect(await isPublic(ad.slug)).toBe(false)
  })

  it('shows an ad past its expiry as expired to its owner only, and renews it', async () => {
    const ad = await createAd({ title: 'Tin đã hết hạn đăng' }, viewer)
    await setRow(ad.id, {
      expires_at: new Date(Date.now() - DAY),
      bumped_at: new Date(Date.now() - 31 * DAY),
    })
    expect(await isPublic(ad.slug)).toBe(false)
    expect((await as(viewer, { method: 'GET', url: adUrl(ad.id) })).json().status).toBe('expired')
    const expired = await listed('?status=expired')
    expect(expired.data.map((row: { id: number }) => row.id)).toEqual([ad.id])
    expect(
      (await listed('?status=published')).data.some((row: { id: number }) => row.id === ad.id),
    ).toBe(false)

    const started = Date.now()
    const renewed = await post(adUrl(ad.id, '/renew'))
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.json().status).toBe('published')
    const expires = Date.parse(renewed.json().expires_at)
    expect(expires).toBeGreaterThanOrEqual(started + AD_LIFETIME_DAYS * DAY - 2000)
    expect(expires).toBeLessThanOrEqual(Date.now() + AD_LIFETIME_DAYS * DAY + 2000)
    expect(Date.parse(renewed.json().bumped_at)).toBeGreaterThanOrEqual(started - 2000)
    expect(await isPublic(ad.slug)).toBe(true)

    // A live ad gets the days on top of what it has left.
    const again = await post(adUrl(ad.id, '/renew'))
    expect(Date.parse(again.json().expires_at) - expires).toBeGreaterThanOrEqual(
      AD_LIFETIME_DAYS * DAY - 2000,
    )
    // Stored as 'expired' (as an expiry job would) reads and renews the same.
    await setRow(ad.id, { status: 'expired' })
    expect((await as(viewer, { method: 'GET', url: adUrl(ad.id) })).json().status).toBe('expired')
    expect((await post(adUrl(ad.id, '/renew'))).json().status).toBe('published')
  })

  it('hides an expired ad, and shows it again as expired', async () => {
    const ad = await createAd({ title: 'Tin hết hạn rồi bị ẩn' }, viewer)
    await setRow(ad.id, { expires_at: new Date(Date.now() - DAY) })
    expect((await post(adUrl(ad.id, '/hide'))).json().status).toBe('hidden')
    const renewedHidden = await post(adUrl(ad.id, '/renew'))
    expect(renewedHidden.json().status).toBe('hidden')
    expect(Date.parse(renewedHidden.json().expires_at)).toBeGreaterThan(Date.now())
    expect(await isPublic(ad.slug)).toBe(false)
    expect((await post(adUrl(ad.id, '/show'))).json().status).toBe('published')
    expect(await isPublic(ad.slug)).toBe(true)
  })

  it('leaves rejected and pending ads to the moderators', async () => {
    const rejected = await createAd({ title: 'Tin vi phạm đã bị từ chối' }, viewer)
    await setRow(rejected.id, { status: 'rejected', moderation_note: 'Ảnh không đúng sản phẩm.' })
    for (const action of ['/hide', '/show', '/renew']) {
      const res = await post(adUrl(rejected.id, action))
      expect(res.statusCode, action).toBe(422)
      expect(res.json().message).toBe(classifiedsMessages.cannotChangeRejected)
    }
    const row = (await listed('?status=rejected')).data[0]
    expect(row).toMatchObject({ status: 'rejected', moderation_note: 'Ảnh không đúng sản phẩm.' })

    const pending = await createAd({ title: 'Tin đang chờ duyệt lại' }, viewer)
    await setRow(pending.id, { status: 'pending' })
    for (const action of ['/hide', '/show', '/renew']) {
      const res = await post(adUrl(pending.id, action))
      expect(res.statusCode, action).toBe(422)
      expect(res.json().message).toBe(classifiedsMessages.cannotChangePending)
    }
    expect(await isPublic(pending.slug)).toBe(false)
  })
})
