import {
  type AdminClassifiedAdDetail,
  type AdminClassifiedPage,
  adminClassifiedsMessages,
  adminPaths,
  adminUrl,
  apiPaths,
  posterBlockedMessage,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, classified_ads } from '../../db/schema.ts'
import { createCustomer, injectAs, type TestApp } from '../../test/app.ts'
import { createAd, createTopic } from '../../test/classified-factories.ts'
import { openMailingShop, HANOI } from '../../test/shop-factories.ts'
import type { SmtpCapture } from '../../test/smtp-capture.ts'
import { createStaff, expectOnlyPermitted } from '../../test/staff-factories.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

let t: TestApp
let smtp: SmtpCapture
type Person = Awaited<ReturnType<typeof createCustomer>>
let moderator: Person
let owner: Person
let editor: Person
let shopper: Person
let topicId: number

beforeAll(async () => {
  ;({ t, smtp } = await openMailingShop())
  moderator = await createStaff(t, ['moderator'])
  owner = await createStaff(t, ['owner'])
  editor = await createStaff(t, ['editor'])
  shopper = await createCustomer(t)
  topicId = (await createTopic(t, 'Xe cộ')).id
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const db = () => t.database.db
const as = (person: { token: string }, options: InjectOptions) => injectAs(t, person.token, options)
const url = (path: string, id: number) => adminUrl(path, { id })
const newPoster = (name = 'Trần Văn Đăng') =>
  createCustomer(t, { name, email: `dang.${Date.now()}.${Math.random()}@example.vn` })
const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'classified_ad'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id)
const statusOf = async (id: number) =>
  (await db().select().from(classified_ads).where(eq(classified_ads.id, id)))[0]!

const validAd = () => ({
  title: 'Bán xe Honda Wave 2019 chính chủ',
  topic_id: topicId,
  price: 12_500_000,
  province_code: HANOI.province_code,
  ward_code: HANOI.ward_code,
  contact_name: 'Anh Chủ',
  contact_phone: '0912345678',
  body: '<p>Xe đi 20.000 km, máy êm, giấy tờ đầy đủ.</p>',
  image_ids: [],
})
const post = (person: Person) =>
  as(person, { method: 'POST', url: apiPaths.ownClassifiedAds, payload: validAd() })
const setPublication = (mode: string) =>
  as(owner, {
    method: 'PATCH',
    url: adminUrl(adminPaths.settings),
    payload: { classified_publication: mode },
  })

describe('who may moderate', () => {
  it('answers 401 without a session, 403 to a shopper and an editor; moderator and owner pass', async () => {
    const poster = await newPoster()
    const ad = await createAd(t, { userId: poster.user.id, topicId, status: 'pending' })
    const routes: InjectOptions[] = [
      { method: 'GET', url: adminUrl(adminPaths.classifiedAds) },
      { method: 'GET', url: url(adminPaths.classifiedAd, ad.id) },
      { method: 'POST', url: url(adminPaths.classifiedAdApprove, ad.id) },
      {
        method: 'POST',
        url: url(adminPaths.classifiedAdReject, ad.id),
        payload: { reason: 'Sai' },
      },
      { method: 'POST', url: url(adminPaths.classifiedAdHide, ad.id), payload: { reason: 'Sai' } },
      { method: 'POST', url: url(adminPaths.classifiedAdRestore, ad.id) },
      {
        method: 'POST',
        url: adminUrl(adminPaths.classifiedPosterBlock, { user_id: poster.user.id }),
        payload: { reason: 'Spam' },
      },
      {
        method: 'POST',
        url: adminUrl(adminPaths.classifiedPosterUnblock, { user_id: poster.user.id }),
      },
      { method: 'GET', url: adminUrl(adminPaths.classifiedReports) },
      {
        method: 'POST',
        url: url(adminPaths.classifiedAdReportsHandle, ad.id),
        payload: { decision: 'dismiss' },
      },
      { method: 'GET', url: adminUrl(adminPaths.classifiedTopics) },
      { method: 'POST', url: adminUrl(adminPaths.classifiedTopics), payload: { name: 'Mới' } },
      {
        method: 'PUT',
        url: adminUrl(adminPaths.classifiedTopicsOrder),
        payload: { ids: [topicId] },
      },
      {
        method: 'PATCH',
        url: url(adminPaths.classifiedTopic, topicId),
        payload: { is_hidden: true },
      },
    ]
    await expectOnlyPermitted(t, routes, [shopper, editor])
    expect(await auditOf(ad.id)).toEqual([])
    for (const person of [moderator, owner]) {
      for (const route of [routes[0]!, routes[1]!, routes[8]!, routes[10]!]) {
        expect((await as(person, route)).statusCode, `${route.url}`).toBe(200)
      }
    }
  })
})

describe('the publication setting', () => {
  it('publishes by the rule: review_new_posters (default), review_all, immediate', async () => {
    const fresh = await newPoster()
    const first = await post(fresh)
    expect(first.statusCode).toBe(201)
    expect(first.json().status).toBe('pending')
    // Pending: the owner sees it as such, others get a 404, lists leave it out.
    const page = `${apiPaths.classifiedAds}/${first.json().slug}`
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(404)
    expect((await as(shopper, { method: 'GET', url: page })).statusCode).toBe(404)
    const mine = await as(fresh, { method: 'GET', url: page })
    expect(mine.json()).toMatchObject({ status: 'pending', is_owner: true })
    const listed = await t.app.inject({ method: 'GET', url: apiPaths.classifiedAds })
    expect(listed.json().data.map((ad: { id: number }) => ad.id)).not.toContain(first.json().id)

    const approved = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdApprove, first.json().id),
    })
    expect(approved.statusCode).toBe(200)
    expect((await post(fresh)).json().status).toBe('published')

    expect((await setPublication('review_all')).statusCode).toBe(200)
    expect((await post(fresh)).json().status).toBe('pending')
    expect((await setPublication('immediate')).statusCode).toBe(200)
    expect((await post(await newPoster())).json().status).toBe('published')
    const bad = await setPublication('sometimes')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.classified_publication).toEqual([adminClassifiedsMessages.publication])
    await setPublication('review_new_posters')
  })
})

describe('approve, reject, hide, restore', () => {
  it('approves a pending ad for 30 days from now, mails its owner, writes one audit row', async () => {
    const poster = await newPoster('Ngô Thị Duyệt')
    const ad = await createAd(t, {
      userId: poster.user.id,
      topicId,
      status: 'pending',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    const res = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdApprove, ad.id),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json<AdminClassifiedAdDetail>()
    expect(body).toMatchObject({ status: 'published', poster: { approved_count: 1 } })
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    const mail = await smtp.waitFor(poster.user.email)
    expect(mail.subject).toContain('đã được duyệt')
    expect(await auditOf(ad.id)).toHaveLength(1)
    const again = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdApprove, ad.id),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(adminClassifiedsMessages.transition)
    expect(await auditOf(ad.id)).toHaveLength(1)
  })

  it('rejects with a reason the owner reads, mails it with the edit link; an edit resubmits', async () => {
    const poster = await newPoster('Phan Văn Từ')
    const created = (await post(poster)).json()
    const empty = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdReject, created.id),
      payload: { reason: '   ' },
    })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.reason).toEqual([adminClassifiedsMessages.rejectReason])
    const res = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdReject, created.id),
      payload: { reason: 'Sai chủ đề' },
    })
    expect(res.json()).toMatchObject({ status: 'rejected', moderation_note: 'Sai chủ đề' })
    const mail = await smtp.waitFor(poster.user.email)
    expect(mail.text).toContain('Lý do: Sai chủ đề')
    expect(mail.text).toContain(`/my-account/manage-classifieds/${created.id}/edit`)
    const own = await as(poster, {
      method: 'GET',
      url: apiPaths.ownClassifiedAd.replace(':id', String(created.id)),
    })
    expect(own.json()).toMatchObject({ status: 'rejected', moderation_note: 'Sai chủ đề' })
    const edited = await as(poster, {
      method: 'PUT',
      url: apiPaths.ownClassifiedAd.replace(':id', String(created.id)),
      payload: validAd(),
    })
    expect(edited.json()).toMatchObject({ status: 'pending', moderation_note: null })
  })

  it('hides a published ad (its owner cannot show it) and restores it; 409 elsewhere', async () => {
    const poster = await newPoster()
    const ad = await createAd(t, { userId: poster.user.id, topicId })
    const hidden = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdHide, ad.id),
      payload: { reason: 'Có dấu hiệu lừa đảo' },
    })
    expect(hidden.json()).toMatchObject({ status: 'hidden', hidden_by_moderator: true })
    const show = await as(poster, {
      method: 'POST',
      url: apiPaths.ownClassifiedAdShow.replace(':id', String(ad.id)),
    })
    expect(show.statusCode).toBe(422)
    expect((await statusOf(ad.id)).status).toBe('hidden')
    // The ad's page tells its owner why "Hiện lại" is not theirs to press.
    const ownView = await as(poster, {
      method: 'GET',
      url: apiPaths.classifiedAd.replace(':slug', ad.slug),
    })
    expect(ownView.json()).toMatchObject({
      is_owner: true,
      status: 'hidden',
      hidden_by_moderator: true,
    })
    const reject = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdReject, ad.id),
      payload: { reason: 'Sai' },
    })
    expect(reject.statusCode).toBe(409)
    const restored = await as(moderator, {
      method: 'POST',
      url: url(adminPaths.classifiedAdRestore, ad.id),
    })
    expect(restored.json()).toMatchObject({ status: 'published', hidden_by_moderator: false })
    expect(
      (await as(moderator, { method: 'POST', url: url(adminPaths.classifiedAdRestore, ad.id) }))
        .statusCode,
    ).toBe(409)
    expect((await auditOf(ad.id)).map((row) => row.action)).toEqual([
      'classified_ad.hide',
      'classified_ad.restore',
    ])
  })

  it('answers 404 for a missing ad and 422 for a bad id', async () => {
    expect(
      (await as(moderator, { method: 'GET', url: url(adminPaths.classifiedAd, 99_999_999) }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await as(moderator, {
          method: 'GET',
          url: adminUrl(adminPaths.classifiedAd, { id: 'abc' }),
        })
      ).statusCode,
    ).toBe(422)
    const bad = await as(moderator, {
      method: 'GET',
      url: `${adminUrl(adminPaths.classifiedAds)}?status=nope`,
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.status).toEqual([adminClassifiedsMessages.tab])
  })
})

describe('the queue', () => {
  it('lists pending ads oldest first with the poster record, searchable without marks', async () => {
    const poster = await newPoster('Đặng Thị Hằng')
    const older = await createAd(t, {
      userId: poster.user.id,
      topicId,
      status: 'pending',
      title: 'Bán tủ lạnh Sanyo cũ',
      bumped_at: new Date(Date.now() - 60_000),
    })
    const newer = await createAd(t, {
      userId: poster.user.id,
      topicId,
      status: 'pending',
      title: 'Bán tủ lạnh Toshiba cũ',
    })
    const res = await as(moderator, {
      method: 'GET',
      url: `${adminUrl(adminPaths.classifiedAds)}?status=pending&q=tu%20lanh`,
    })
    const page = res.json<AdminClassifiedPage>()
    expect(page.data.map((ad) => ad.id)).toEqual([older.id, newer.id])
    expect(page.data[0]!.poster).toMatchObject({
      name: 'Đặng Thị Hằng',
      approved_count: 0,
      rejected_count: 0,
      block: null,
    })
    expect(page.counts.pending).toBe(2)
  })
})

describe('blocking a poster', () => {
  it('refuses their posting with the reason (403), once; unblocking lets them post', async () => {
    const poster = await newPoster()
    const block = adminUrl(adminPaths.classifiedPosterBlock, { user_id: poster.user.id })
    const res = await as(moderator, {
      method: 'POST',
      url: block,
      payload: { reason: 'Đăng tin lừa đảo' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().block.reason).toBe('Đăng tin lừa đảo')
    expect(
      (await as(moderator, { method: 'POST', url: block, payload: { reason: 'Lần nữa' } }))
        .statusCode,
    ).toBe(409)
    const refused = await post(poster)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(posterBlockedMessage('Đăng tin lừa đảo'))
    const unblock = adminUrl(adminPaths.classifiedPosterUnblock, { user_id: poster.user.id })
    expect((await as(moderator, { method: 'POST', url: unblock })).json().block).toBeNull()
    expect((await as(moderator, { method: 'POST', url: unblock })).statusCode).toBe(409)
    expect((await post(poster)).statusCode).toBe(201)
  })
})

describe('free text', () => {
  it('keeps reject, hide and block reasons as typed plain text', async () => {
    for (const payload of xssCorpus.slice(0, 20)) {
      const reason = `Lý do: ${payload}`.slice(0, 500)
      const poster = await newPoster()
      const pending = await createAd(t, { userId: poster.user.id, topicId, status: 'pending' })
      const rejected = await as(moderator, {
        method: 'POST',
        url: url(adminPaths.classifiedAdReject, pending.id),
        payload: { reason },
      })
      expect(rejected.json().moderation_note).toBe(reason.trim())
      const live = await createAd(t, { userId: poster.user.id, topicId })
      const hidden = await as(moderator, {
        method: 'POST',
        url: url(adminPaths.classifiedAdHide, live.id),
        payload: { reason },
      })
      expect(hidden.json().moderation_note).toBe(reason.trim())
      const blocked = await as(moderator, {
        method: 'POST',
        url: adminUrl(adminPaths.classifiedPosterBlock, { user_id: poster.user.id }),
        payload: { reason },
      })
      expect(blocked.json().block.reason).toBe(reason.trim())
    }
  })
})
