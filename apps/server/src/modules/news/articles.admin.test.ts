import {
  type AdminArticle,
  type AdminArticlePage,
  type AdminArticleRequest,
  adminNewsMessages as m,
  adminPaths,
  adminUrl,
  type ArticleDetail,
  messages,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { article_categories, articles, audit_log } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff, expectOnlyPermitted } from '../../test/staff-factories.ts'
import { fileForm, picture } from '../../test/upload-factories.ts'
import { publishScheduledArticles } from './article-schedule.ts'

/** A request body as the editor sends it (the contract's input type makes every key required). */
type Body = Partial<AdminArticleRequest>

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let writer: Person
let otherWriter: Person
let editor: Person
let moderator: Person
let shopper: Person
let tips: number
let hiddenCategory: number

beforeAll(async () => {
  t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '5000' })
  writer = await createStaff(t, ['writer'], { name: 'Lê Văn Viết' })
  otherWriter = await createStaff(t, ['writer'], { name: 'Phạm Thị Bút' })
  editor = await createStaff(t, ['editor'], { name: 'Ngô Biên Tập' })
  moderator = await createStaff(t, ['moderator'])
  shopper = await createCustomer(t)
  const rows = await t.database.db
    .insert(article_categories)
    .values([
      { name: 'Mẹo vặt nhà bếp', slug: 'meo-vat-nha-bep', position: 1 },
      { name: 'Chuyên mục ẩn', slug: 'chuyen-muc-an', position: 2, is_hidden: true },
    ])
    .returning({ id: article_categories.id })
  tips = rows[0]!.id
  hiddenCategory = rows[1]!.id
})
afterAll(() => t?.close())

const db = () => t.database.db
const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
const url = (path: string, id: number) => adminUrl(path, { id })
const words = (n: number) => Array.from({ length: n }, (_, i) => `chữ${i}`).join(' ')
let sequence = 0

const request = (overrides: Body = {}): Body => ({
  title: `Cách chọn nồi chiên không dầu ${++sequence}`,
  category_id: tips,
  body: `<p>${words(40)}</p>`,
  ...overrides,
})

async function create(person: Person = writer, overrides: Body = {}) {
  const res = await as(person, {
    method: 'POST',
    url: adminUrl(adminPaths.articles),
    payload: request(overrides),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<AdminArticle>()
}
const put = (person: Person, article: AdminArticle, overrides: Body) =>
  as(person, {
    method: 'PUT',
    url: url(adminPaths.article, article.id),
    payload: {
      title: article.title,
      slug: article.slug,
      category_id: article.category_id,
      body: article.body,
      tags: article.tags,
      ...overrides,
    },
  })
const action = (person: Person, path: string, id: number, payload?: object) =>
  as(person, { method: 'POST', url: url(path, id), ...(payload ? { payload } : {}) })
const publishNow = (id: number) => action(editor, adminPaths.articlePublish, id, {})
const statusOf = async (id: number) =>
  (await db().select().from(articles).where(eq(articles.id, id)))[0]?.status
const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'article'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id)
const expect422 = (
  res: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) => {
  expect(res.statusCode).toBe(422)
  expect(res.json()).toMatchObject({ errors: { [field]: [message] } })
}
const expectRefused = (
  res: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) => {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toEqual({ message })
}

describe('who may use the article console', () => {
  it('answers 401 without a session and 403 to a shopper and to staff without the permission', async () => {
    const article = await create()
    const id = article.id
    const writes: InjectOptions[] = [
      { method: 'GET', url: adminUrl(adminPaths.articles) },
      { method: 'GET', url: url(adminPaths.article, id) },
      { method: 'POST', url: adminUrl(adminPaths.articles), payload: request() },
      { method: 'PUT', url: url(adminPaths.article, id), payload: request() },
      { method: 'POST', url: url(adminPaths.articleSubmit, id) },
      { method: 'DELETE', url: url(adminPaths.article, id) },
      { method: 'POST', url: adminUrl(adminPaths.articleImages) },
      { method: 'GET', url: adminUrl(adminPaths.articleCategories) },
    ]
    const publishes: InjectOptions[] = [
      { method: 'POST', url: url(adminPaths.articlePublish, id), payload: {} },
      { method: 'POST', url: url(adminPaths.articleReturn, id), payload: { note: 'Sửa lại' } },
      { method: 'POST', url: url(adminPaths.articleHide, id) },
    ]
    await expectOnlyPermitted(t, [...writes, ...publishes], [shopper, moderator])
    // A writer cannot publish, return nor hide, even their own article.
    for (const route of publishes) {
      const refused = await as(writer, route)
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403)
      expect(refused.json()).toEqual({ message: messages.forbidden })
    }
    expect(await statusOf(id)).toBe('draft')
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['article.create'])
    const list = await as(writer, { method: 'GET', url: adminUrl(adminPaths.articles) })
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
  })
})

describe('writing an article', () => {
  it('creates a draft by the caller, its body sanitised, its slug made from the title', async () => {
    const title = 'Bí quyết nấu phở bò ngon như ngoài hàng'
    const first = await create(writer, {
      title,
      body: `<p onclick="alert(1)">${words(30)}</p><script>alert(1)</script>`,
      tags: ['Phở', ' phở ', 'Ẩm thực'],
      excerpt: '  Tóm tắt <b>ngắn</b>\u0007 ',
      cover_alt: 'Tô phở',
      seo_title: 'Phở bò',
      seo_description: 'Cách nấu phở bò',
    })
    expect(first).toMatchObject({
      status: 'draft',
      slug: 'bi-quyet-nau-pho-bo-ngon-nhu-ngoai-hang',
      author: { id: writer.user.id, name: 'Lê Văn Viết' },
      category: { id: tips, name: 'Mẹo vặt nhà bếp' },
      body: `<p>${words(30)}</p>`,
      tags: ['Phở', 'Ẩm thực'],
      excerpt: 'Tóm tắt <b>ngắn</b>',
      cover_alt: 'Tô phở',
      seo_title: 'Phở bò',
      seo_description: 'Cách nấu phở bò',
      published_at: null,
      reading_minutes: 1,
    })
    const second = await create(writer, { title })
    expect(second.slug).toBe('bi-quyet-nau-pho-bo-ngon-nhu-ngoai-hang-2')
    const audit = await auditOf(first.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'article.create',
      permission: 'article:write',
      actor_id: writer.user.id,
      before: null,
    })
    expect(audit[0]!.after).toMatchObject({ title, status: 'draft' })
    const detail = await as(writer, { method: 'GET', url: url(adminPaths.article, first.id) })
    expect(detail.json()).toEqual(first)
  })

  it('refuses a short body, an unknown category, a taken slug, a cover nobody uploaded', async () => {
    const taken = await create()
    const post = (overrides: Body) =>
      as(writer, {
        method: 'POST',
        url: adminUrl(adminPaths.articles),
        payload: request(overrides),
      })
    expect422(await post({ body: `<p>${words(29)}</p><img src="/media/a.webp">` }), 'body', m.body)
    expect422(await post({ body: `<script>${words(60)}</script>` }), 'body', m.body)
    expect422(await post({ category_id: 999_999 }), 'category_id', m.category)
    expect422(await post({ slug: taken.slug }), 'slug', m.slugTaken)
    expect422(await post({ slug: 'Có dấu' }), 'slug', m.slug)
    expect422(await post({ title: 'Ngắn' }), 'title', m.title)
    expect422(await post({ cover_image: 'uploads/2026/01/khong-co.webp' }), 'cover_image', m.cover)
    expect422(
      await post({ tags: Array.from({ length: 11 }, (_, i) => `thẻ ${i}`) }),
      'tags',
      m.tags,
    )
  })

  it('takes a cover and body pictures uploaded through the editor, with their size', async () => {
    const form = await fileForm(await picture(120, 80).png().toBuffer(), {
      field: 'upload',
      filename: 'bia.png',
      type: 'image/png',
    })
    const upload = await as(writer, {
      method: 'POST',
      url: adminUrl(adminPaths.articleImages),
      ...form,
    })
    expect(upload.statusCode, upload.body).toBe(201)
    const image = upload.json<{ url: string; width: number; height: number }>()
    const article = await create(writer, {
      cover_image: image.url,
      body: `<p>${words(30)}</p><figure class="image"><img src="${image.url}" alt="Ảnh"></figure>`,
    })
    expect(article).toMatchObject({
      cover_url: image.url,
      cover_image: image.url.replace('/media/', ''),
      cover_width: 120,
      cover_height: 80,
    })
    expect(article.body).toContain(`<img src="${image.url}" alt="Ảnh" />`)
    // Sent back unchanged, the cover stays.
    const saved = await put(writer, article, { cover_image: article.cover_image })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<AdminArticle>().cover_width).toBe(120)
  })

  it('refuses a save over a change made meanwhile', async () => {
    const article = await create()
    const first = await put(writer, article, {
      title: 'Tiêu đề đã sửa lần một',
      updated_at: article.updated_at,
    })
    expect(first.statusCode, first.body).toBe(200)
    const stale = await put(writer, article, {
      title: 'Tiêu đề sửa lần hai',
      updated_at: article.updated_at,
    })
    expectRefused(stale, 409, m.changedMeanwhile)
    const fresh = first.json<AdminArticle>()
    expect((await put(writer, fresh, { updated_at: fresh.updated_at })).statusCode).toBe(200)
  })
})

describe('writers and editors', () => {
  it('lets a writer edit and submit only their own drafts, and an editor anything', async () => {
    const article = await create(writer)
    expectRefused(await put(otherWriter, article, {}), 403, m.notYours)
    expectRefused(await action(otherWriter, adminPaths.articleSubmit, article.id), 403, m.notYours)
    expectRefused(
      await as(otherWriter, { method: 'DELETE', url: url(adminPaths.article, article.id) }),
      403,
      m.notYours,
    )
    expect((await put(writer, article, { title: 'Bản nháp đã sửa lại' })).statusCode).toBe(200)
    const submitted = await action(writer, adminPaths.articleSubmit, article.id)
    expect(submitted.json()).toMatchObject({ status: 'in_review' })
    expectRefused(await action(writer, adminPaths.articleSubmit, article.id), 409, m.notSubmittable)
    // Waiting for review, the writer may still fix it.
    const waiting = submitted.json<AdminArticle>()
    expect((await put(writer, waiting, { excerpt: 'Thêm tóm tắt' })).statusCode).toBe(200)
    expect((await put(editor, waiting, { excerpt: 'Biên tập viên sửa' })).statusCode).toBe(200)

    expect((await publishNow(article.id)).json()).toMatchObject({ status: 'published' })
    const published = (
      await as(writer, { method: 'GET', url: url(adminPaths.article, article.id) })
    ).json<AdminArticle>()
    expectRefused(await put(writer, published, {}), 403, m.needsPublish)
    const live = await put(editor, published, { title: 'Bài đã đăng được sửa trực tiếp' })
    expect(live.json()).toMatchObject({
      status: 'published',
      title: 'Bài đã đăng được sửa trực tiếp',
    })
    expect422(
      await put(editor, live.json<AdminArticle>(), { slug: 'duong-dan-moi' }),
      'slug',
      m.slugLocked,
    )
    // An empty slug keeps the one it has.
    const kept = await put(editor, live.json<AdminArticle>(), { slug: null })
    expect(kept.json<AdminArticle>().slug).toBe(article.slug)
  })

  it('lets a writer delete their own drafts only; an editor any article never published', async () => {
    const draft = await create(writer)
    const gone = await as(writer, { method: 'DELETE', url: url(adminPaths.article, draft.id) })
    expect(gone.statusCode).toBe(204)
    expect(await statusOf(draft.id)).toBeUndefined()
    const audit = await auditOf(draft.id)
    expect(audit.map((row) => row.action)).toEqual(['article.create', 'article.delete'])
    expect(audit[1]!.after).toBeNull()

    const waiting = await create(writer)
    await action(writer, adminPaths.articleSubmit, waiting.id)
    const remove = (person: Person, id: number) =>
      as(person, { method: 'DELETE', url: url(adminPaths.article, id) })
    expectRefused(await remove(writer, waiting.id), 409, m.notDeletable)
    const scheduled = await create(writer)
    await action(editor, adminPaths.articlePublish, scheduled.id, {
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect((await remove(editor, waiting.id)).statusCode).toBe(204)
    expect((await remove(editor, scheduled.id)).statusCode).toBe(204)

    const published = await create(writer)
    await publishNow(published.id)
    expectRefused(await remove(editor, published.id), 409, m.notDeletable)
    await action(editor, adminPaths.articleHide, published.id)
    expectRefused(await remove(editor, published.id), 409, m.notDeletable)
  })
})

describe('publishing', () => {
  it('publishes now, schedules, returns, hides and publishes again, one audit row each', async () => {
    const article = await create(writer)
    await action(writer, adminPaths.articleSubmit, article.id)
    expectRefused(await action(editor, adminPaths.articleHide, article.id), 409, m.notHideable)
    const returned = await action(editor, adminPaths.articleReturn, article.id, {
      note: '  Thêm ảnh minh họa <b>nhé</b>\u0007 ',
    })
    expect(returned.json()).toMatchObject({
      status: 'draft',
      review_note: 'Thêm ảnh minh họa <b>nhé</b>',
    })
    expectRefused(
      await action(editor, adminPaths.articleReturn, article.id, { note: 'Lần nữa' }),
      409,
      m.notReturnable,
    )
    expect422(
      await action(editor, adminPaths.articleReturn, article.id, { note: ' ' }),
      'note',
      m.reviewNote,
    )
    const resubmitted = await action(writer, adminPaths.articleSubmit, article.id)
    expect(resubmitted.json()).toMatchObject({ status: 'in_review', review_note: null })

    const soon = new Date(Date.now() + 30_000).toISOString()
    const far = new Date(Date.now() + 366 * 86_400_000).toISOString()
    expect422(
      await action(editor, adminPaths.articlePublish, article.id, { publish_at: soon }),
      'publish_at',
      m.publishAtTooSoon,
    )
    expect422(
      await action(editor, adminPaths.articlePublish, article.id, { publish_at: far }),
      'publish_at',
      m.publishAtTooFar,
    )
    expect422(
      await action(editor, adminPaths.articlePublish, article.id, { publish_at: 'mai' }),
      'publish_at',
      m.publishAt,
    )
    const at = new Date(Date.now() + 2 * 3_600_000)
    const scheduled = await action(editor, adminPaths.articlePublish, article.id, {
      publish_at: at.toISOString(),
    })
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', published_at: at.toISOString() })
    // Rescheduled, then back to its writer: no date any more.
    const later = new Date(at.getTime() + 3_600_000)
    expect(
      (
        await action(editor, adminPaths.articlePublish, article.id, {
          publish_at: later.toISOString(),
        })
      ).json(),
    ).toMatchObject({ status: 'scheduled', published_at: later.toISOString() })
    expect(
      (await action(editor, adminPaths.articleReturn, article.id, { note: 'Đổi lịch' })).json(),
    ).toMatchObject({ status: 'draft', published_at: null, review_note: 'Đổi lịch' })

    const published = await publishNow(article.id)
    expect(published.json()).toMatchObject({ status: 'published', review_note: null })
    const firstDate = published.json<AdminArticle>().published_at!
    expect(Math.abs(new Date(firstDate).getTime() - Date.now())).toBeLessThan(60_000)
    expectRefused(await publishNow(article.id), 409, m.notPublishable)
    expect((await action(editor, adminPaths.articleHide, article.id)).json()).toMatchObject({
      status: 'hidden',
    })
    const again = await publishNow(article.id)
    expect(again.json()).toMatchObject({ status: 'published', published_at: firstDate })

    const actions = (await auditOf(article.id)).map((row) => `${row.action} ${row.permission}`)
    expect(actions).toEqual([
      'article.create article:write',
      'article.submit article:write',
      'article.return article:publish',
      'article.submit article:write',
      'article.schedule article:publish',
      'article.schedule article:publish',
      'article.return article:publish',
      'article.publish article:publish',
      'article.hide article:publish',
      'article.publish article:publish',
    ])
    const [, submit] = await auditOf(article.id)
    expect(submit).toMatchObject({ before: { status: 'draft' }, after: { status: 'in_review' } })
  })
})

describe('an article once public', () => {
  it('keeps its slug, its first date and its place, scheduled again and back to draft', async () => {
    const article = await create(editor)
    const first = (await publishNow(article.id)).json<AdminArticle>().published_at!
    await action(editor, adminPaths.articleHide, article.id)
    const at = new Date(Date.now() + 3_600_000).toISOString()
    await action(editor, adminPaths.articlePublish, article.id, { publish_at: at })
    const draft = (
      await action(editor, adminPaths.articleReturn, article.id, { note: 'Viết lại đoạn cuối' })
    ).json<AdminArticle>()
    expect(draft).toMatchObject({ status: 'draft', published_at: null })
    expect422(await put(editor, draft, { slug: 'duong-dan-khac' }), 'slug', m.slugLocked)
    expectRefused(
      await as(editor, { method: 'DELETE', url: url(adminPaths.article, article.id) }),
      409,
      m.notDeletable,
    )
    expect((await publishNow(article.id)).json()).toMatchObject({
      status: 'published',
      slug: article.slug,
      published_at: first,
    })
  })

  it('is dated by its first publication whoever published it, the scheduled work included', async () => {
    const article = await create(editor)
    await db()
      .update(articles)
      .set({ status: 'scheduled', published_at: new Date(Date.now() - 1000) })
      .where(eq(articles.id, article.id))
    await publishScheduledArticles(db())
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id))
    expect(row!.status).toBe('published')
    expect(row!.first_published_at).toEqual(row!.published_at)
  })
})

describe('the console list', () => {
  it('counts each tab under the same search, matched without diacritics, scheduled soonest first', async () => {
    const marker = `Gạo${Date.now()}`
    const a = await create(writer, { title: `Nấu cơm ${marker} bằng nồi đất` })
    const b = await create(writer, { title: `Chọn ${marker} cho bữa sáng`, excerpt: 'Đồ ăn sáng' })
    const c = await create(writer, { title: `Bảo quản ${marker} mùa mưa` })
    await create(writer, { title: 'Bài không liên quan gì cả' })
    const schedule = (id: number, ms: number) =>
      action(editor, adminPaths.articlePublish, id, {
        publish_at: new Date(Date.now() + ms).toISOString(),
      })
    await schedule(a.id, 7_200_000)
    await schedule(b.id, 3_600_000)
    const list = async (query: string) => {
      const res = await as(writer, {
        method: 'GET',
        url: `${adminUrl(adminPaths.articles)}?${query}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<AdminArticlePage>()
    }
    const all = await list(`q=${encodeURIComponent(marker.replace('Gạo', 'gao'))}`)
    expect(all.counts).toEqual({
      all: 3,
      draft: 1,
      in_review: 0,
      scheduled: 2,
      published: 0,
      hidden: 0,
    })
    // The latest change first: b was scheduled after a.
    expect(all.data.map((row) => row.id)).toEqual([b.id, a.id, c.id])
    const scheduled = await list(`status=scheduled&q=${encodeURIComponent(marker)}`)
    expect(scheduled.data.map((row) => row.id)).toEqual([b.id, a.id])
    expect(scheduled.meta.total).toBe(2)
    const byExcerpt = await list(`q=${encodeURIComponent('do an sang')}`)
    expect(byExcerpt.data.map((row) => row.id)).toContain(b.id)
    const other = await list(`category=${hiddenCategory}&q=${encodeURIComponent(marker)}`)
    expect(other.counts.all).toBe(0)
    const bogus = await as(writer, {
      method: 'GET',
      url: `${adminUrl(adminPaths.articles)}?status=bogus`,
    })
    expect422(bogus, 'status', m.tab)
  })
})

describe('the public news', () => {
  const publicArticles = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/articles?per_page=48' }))
      .json<{
        data: Array<{ slug: string }>
      }>()
      .data.map((row) => row.slug)
  const publicArticle = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/articles/${slug}` })

  it('shows only published articles of shown categories, with SEO fields and the cover alt', async () => {
    const draft = await create(writer)
    const waiting = await create(writer)
    await action(writer, adminPaths.articleSubmit, waiting.id)
    const scheduled = await create(writer)
    await action(editor, adminPaths.articlePublish, scheduled.id, {
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const hidden = await create(writer)
    await publishNow(hidden.id)
    await action(editor, adminPaths.articleHide, hidden.id)
    const inHiddenCategory = await create(writer, { category_id: hiddenCategory })
    await publishNow(inHiddenCategory.id)
    const shown = await create(writer, { seo_title: 'Tiêu đề SEO', seo_description: 'Mô tả SEO' })
    await publishNow(shown.id)

    const slugs = await publicArticles()
    expect(slugs).toContain(shown.slug)
    for (const article of [draft, waiting, scheduled, hidden, inHiddenCategory]) {
      expect(slugs).not.toContain(article.slug)
      expect((await publicArticle(article.slug)).statusCode).toBe(404)
    }
    await db()
      .update(articles)
      .set({ cover_image: 'demo/articles/bia.webp', cover_alt: 'Nồi chiên trên bàn bếp' })
      .where(eq(articles.id, shown.id))
    const detail = (await publicArticle(shown.slug)).json<ArticleDetail>()
    expect(detail).toMatchObject({
      seo_title: 'Tiêu đề SEO',
      seo_description: 'Mô tả SEO',
      cover_image: { url: '/media/demo/articles/bia.webp', alt: 'Nồi chiên trên bàn bếp' },
    })
    await db().update(articles).set({ cover_alt: null }).where(eq(articles.id, shown.id))
    expect((await publicArticle(shown.slug)).json<ArticleDetail>().cover_image?.alt).toBe(
      shown.title,
    )

    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/v1/article-categories' })
    ).json<{ data: Array<{ id: number; article_count: number }> }>().data
    expect(categories.map((c) => c.id)).not.toContain(hiddenCategory)
    const publishedInTips = await db()
      .select()
      .from(articles)
      .where(and(eq(articles.category_id, tips), eq(articles.status, 'published')))
    expect(categories.find((c) => c.id === tips)?.article_count).toBe(publishedInTips.length)
    const hiddenPage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/articles?category=chuyen-muc-an',
    })
    expect(hiddenPage.statusCode).toBe(404)
  })

  it('forgets the kept list when an article is published, by hand or at its scheduled time', async () => {
    const url = '/api/v1/articles?per_page=48'
    const get = () => t.app.inject({ method: 'GET', url })
    await get()
    expect((await get()).headers['x-cache']).toBe('HIT')
    const article = await create(writer)
    let changes = 0
    const stop = t.app.changes.on('catalog', () => changes++)
    try {
      await publishNow(article.id)
      await expect.poll(() => changes).toBeGreaterThanOrEqual(1)
    } finally {
      stop()
    }
    const after = await get()
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.json<{ data: Array<{ slug: string }> }>().data.map((a) => a.slug)).toContain(
      article.slug,
    )

    // Scheduled, then due: the scheduled work's statement publishes it.
    const due = await create(writer)
    await action(editor, adminPaths.articlePublish, due.id, {
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    await db()
      .update(articles)
      .set({ published_at: new Date(Date.now() - 1000) })
      .where(eq(articles.id, due.id))
    await get()
    expect((await get()).headers['x-cache']).toBe('HIT')
    changes = 0
    const stopAgain = t.app.changes.on('catalog', () => changes++)
    try {
      expect((await publishScheduledArticles(db())).published).toBe(1)
      await expect.poll(() => changes).toBeGreaterThanOrEqual(1)
      expect((await publishScheduledArticles(db())).published).toBe(0)
    } finally {
      stopAgain()
    }
    expect(await statusOf(due.id)).toBe('published')
    const slugs = (await get()).json<{ data: Array<{ slug: string }> }>().data.map((a) => a.slug)
    expect(slugs).toContain(due.slug)
  })
})
