import {
  type AdminClassifiedReportGroup,
  type AdminClassifiedReportPage,
  adminPaths,
  adminUrl,
  apiPaths,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, classified_ads, classified_reports } from '../../db/schema.ts'
import { createCustomer, injectAs, type TestApp } from '../../test/app.ts'
import { createAd, createTopic, reportAd } from '../../test/classified-factories.ts'
import { openMailingShop } from '../../test/shop-factories.ts'
import type { SmtpCapture } from '../../test/smtp-capture.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

// The reports inbox (report:handle) and the topics editor (topic:write).

let t: TestApp
let smtp: SmtpCapture
type Person = Awaited<ReturnType<typeof createCustomer>>
let moderator: Person
let poster: Person
let topicId: number

beforeAll(async () => {
  ;({ t, smtp } = await openMailingShop())
  moderator = await createStaff(t, ['moderator'])
  poster = await createCustomer(t, { name: 'Người Đăng' })
  topicId = (await createTopic(t, 'Đồ gia dụng')).id
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const as = (person: { token: string }, options: InjectOptions) => injectAs(t, person.token, options)
const auditRows = (entityType: string, entityId: number) =>
  t.database.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, entityType), eq(audit_log.entity_id, String(entityId))))
const reporter = (n: number) =>
  createCustomer(t, { name: `Người Báo Cáo ${n}`, email: `bao.cao.${n}.${Date.now()}@example.vn` })
const handle = (adId: number, payload: object) =>
  as(moderator, {
    method: 'POST',
    url: adminUrl(adminPaths.classifiedAdReportsHandle, { id: adId }),
    payload,
  })

describe('the reports inbox', () => {
  it('groups open reports by ad; resolving hides the ad, mails each reporter, writes one audit row', async () => {
    const ad = await createAd(t, {
      userId: poster.user.id,
      topicId,
      title: 'Bán nồi chiên không dầu',
    })
    const [first, second] = [await reporter(1), await reporter(2)]
    await reportAd(t, ad.id, first.user.id, 'Ảnh lấy trên mạng')
    await reportAd(t, ad.id, second.user.id, 'Giá không đúng')

    const inbox = await as(moderator, {
      method: 'GET',
      url: adminUrl(adminPaths.classifiedReports),
    })
    expect(inbox.statusCode).toBe(200)
    const page = inbox.json<AdminClassifiedReportPage>()
    const group = page.data.find((item) => item.ad.id === ad.id)!
    expect(group.reports.map((report) => report.reason).sort()).toEqual([
      'Giá không đúng',
      'Ảnh lấy trên mạng',
    ])
    expect(page.counts.open).toBeGreaterThanOrEqual(2)

    // Hiding needs a reason, and only a resolution may hide.
    expect((await handle(ad.id, { decision: 'resolve', hide_ad: true })).statusCode).toBe(422)
    expect(
      (await handle(ad.id, { decision: 'dismiss', hide_ad: true, hide_reason: 'Sai' })).statusCode,
    ).toBe(422)
    expect(await auditRows('classified_ad', ad.id)).toHaveLength(0)

    const res = await handle(ad.id, {
      decision: 'resolve',
      hide_ad: true,
      hide_reason: 'Tin có dấu hiệu lừa đảo',
      note: 'Đã kiểm tra ảnh',
    })
    expect(res.statusCode, res.body).toBe(200)
    const handled = res.json<AdminClassifiedReportGroup>()
    expect(handled.ad).toMatchObject({ status: 'hidden', hidden_by_moderator: true })
    expect(handled.reports.every((report) => report.status === 'resolved')).toBe(true)
    const [stored] = await t.database.db
      .select()
      .from(classified_ads)
      .where(eq(classified_ads.id, ad.id))
    expect(stored).toMatchObject({ status: 'hidden', moderation_note: 'Tin có dấu hiệu lừa đảo' })
    for (const person of [first, second]) {
      const mail = await smtp.waitFor(person.user.email)
      expect(mail.text).toContain('Bán nồi chiên không dầu')
    }
    expect(await auditRows('classified_ad', ad.id)).toHaveLength(1)

    // Nothing open any more: a second attempt is refused and writes nothing.
    expect((await handle(ad.id, { decision: 'dismiss' })).statusCode).toBe(409)
    expect(await auditRows('classified_ad', ad.id)).toHaveLength(1)
    const resolved = await as(moderator, {
      method: 'GET',
      url: `${adminUrl(adminPaths.classifiedReports)}?status=resolved`,
    })
    expect(resolved.json<AdminClassifiedReportPage>().data.some((g) => g.ad.id === ad.id)).toBe(
      true,
    )
  })

  it('dismisses reports, leaving the ad published', async () => {
    const ad = await createAd(t, { userId: poster.user.id, topicId })
    await reportAd(t, ad.id, (await reporter(3)).user.id, 'Không rõ ràng')
    const res = await handle(ad.id, { decision: 'dismiss', note: 'Tin hợp lệ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<AdminClassifiedReportGroup>().ad.status).toBe('published')
    const rows = await t.database.db
      .select()
      .from(classified_reports)
      .where(eq(classified_reports.ad_id, ad.id))
    expect(rows.map((row) => row.status)).toEqual(['dismissed'])
    expect((await handle(2_000_000_000, { decision: 'dismiss' })).statusCode).toBe(404)
  })

  it('keeps notes and reasons as typed plain text', async () => {
    for (const payload of xssCorpus.slice(0, 10)) {
      const ad = await createAd(t, { userId: poster.user.id, topicId })
      await reportAd(t, ad.id, (await reporter(4)).user.id, 'Nghi ngờ')
      const res = await handle(ad.id, {
        decision: 'resolve',
        hide_ad: true,
        hide_reason: payload.slice(0, 500),
        note: payload.slice(0, 500),
      })
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(200)
      const report = res.json<AdminClassifiedReportGroup>().reports[0]!
      expect(report.note).toBe(payload.slice(0, 500).trim())
    }
  })
})

describe('the topics editor', () => {
  const topicsUrl = adminUrl(adminPaths.classifiedTopics)
  const publicTopics = async () =>
    (await t.app.inject({ method: 'GET', url: apiPaths.classifiedTopics })).json<{
      data: Array<{ id: number; name: string }>
    }>().data

  it('adds, renames (the slug stays), hides and reorders topics, each with one audit row', async () => {
    const created = await as(moderator, {
      method: 'POST',
      url: topicsUrl,
      payload: { name: 'Sách cũ', description: 'Sách, truyện, giáo trình' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const topic = created.json<{ id: number; slug: string }>()
    expect(topic.slug).toBe('sach-cu')
    const clash = await as(moderator, {
      method: 'POST',
      url: topicsUrl,
      payload: { name: 'Sách  cũ' },
    })
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors.name).toBeDefined()

    const topicUrl = adminUrl(adminPaths.classifiedTopic, { id: topic.id })
    const renamed = await as(moderator, {
      method: 'PATCH',
      url: topicUrl,
      payload: { name: 'Sách và truyện cũ' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Sách và truyện cũ', slug: 'sach-cu' })
    expect((await publicTopics()).some((item) => item.id === topic.id)).toBe(true)

    // Hidden: out of the public topics, and its ads out of the public lists.
    const ad = await createAd(t, {
      userId: poster.user.id,
      topicId: topic.id,
      title: 'Bán bộ truyện Doraemon',
    })
    const hidden = await as(moderator, {
      method: 'PATCH',
      url: topicUrl,
      payload: { is_hidden: true },
    })
    expect(hidden.statusCode).toBe(200)
    expect((await publicTopics()).some((item) => item.id === topic.id)).toBe(false)
    const list = await t.app.inject({ method: 'GET', url: `${apiPaths.classifiedAds}?q=Doraemon` })
    expect(list.body).not.toContain(ad.slug)

    const all = (await as(moderator, { method: 'GET', url: topicsUrl })).json<{
      data: Array<{ id: number }>
    }>().data
    const reversed = all.map((item) => item.id).reverse()
    const order = await as(moderator, {
      method: 'PUT',
      url: adminUrl(adminPaths.classifiedTopicsOrder),
      payload: { ids: reversed },
    })
    expect(order.statusCode, order.body).toBe(200)
    const after = (await as(moderator, { method: 'GET', url: topicsUrl })).json<{
      data: Array<{ id: number }>
    }>().data
    expect(after.map((item) => item.id)).toEqual(reversed)
    expect(await auditRows('classified_topic', topic.id)).toHaveLength(3)
    expect((await as(moderator, { method: 'PATCH', url: topicUrl, payload: {} })).statusCode).toBe(
      422,
    )
  })

  it('keeps topic names and descriptions as typed plain text', async () => {
    for (const [i, payload] of xssCorpus.slice(0, 10).entries()) {
      const name = `Chủ đề ${i} ${payload}`.slice(0, 100)
      const res = await as(moderator, {
        method: 'POST',
        url: topicsUrl,
        payload: { name, description: payload.slice(0, 500) },
      })
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(201)
      expect(res.json()).toMatchObject({
        name: name.trim(),
        description: payload.slice(0, 500).trim(),
      })
    }
  })
})
