import {
  type AdminArticleCategory,
  type AdminArticleCategoryList,
  adminNewsMessages as m,
  adminPaths,
  adminUrl,
  messages,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { article_categories, articles, audit_log } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff, expectOnlyPermitted } from '../../test/staff-factories.ts'

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let writer: Person
let editor: Person
let moderator: Person
let shopper: Person

beforeAll(async () => {
  t = await createTestApp()
  writer = await createStaff(t, ['writer'])
  editor = await createStaff(t, ['editor'])
  moderator = await createStaff(t, ['moderator'])
  shopper = await createCustomer(t)
})
afterAll(() => t?.close())

const db = () => t.database.db
const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
const list = async () =>
  (
    await as(writer, { method: 'GET', url: adminUrl(adminPaths.articleCategories) })
  ).json<AdminArticleCategoryList>().data
const add = (name: string, description?: string) =>
  as(editor, {
    method: 'POST',
    url: adminUrl(adminPaths.articleCategories),
    payload: { name, ...(description === undefined ? {} : { description }) },
  })
const change = (id: number, payload: object, person: Person = editor) =>
  as(person, {
    method: 'PATCH',
    url: adminUrl(adminPaths.articleCategory, { id }),
    payload,
  })
const reorder = (ids: number[]) =>
  as(editor, {
    method: 'PUT',
    url: adminUrl(adminPaths.articleCategoriesOrder),
    payload: { ids },
  })
const auditOf = (id: number | string) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'article_category'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id)

describe('who may edit the news categories', () => {
  it('lets writers read the list; only editors add, change and reorder', async () => {
    const routes: InjectOptions[] = [
      { method: 'POST', url: adminUrl(adminPaths.articleCategories), payload: { name: 'Mới' } },
      { method: 'PUT', url: adminUrl(adminPaths.articleCategoriesOrder), payload: { ids: [1] } },
      {
        method: 'PATCH',
        url: adminUrl(adminPaths.articleCategory, { id: 1 }),
        payload: { is_hidden: true },
      },
    ]
    const read: InjectOptions = { method: 'GET', url: adminUrl(adminPaths.articleCategories) }
    await expectOnlyPermitted(t, [read, ...routes], [shopper, moderator])
    for (const route of routes) {
      const refused = await as(writer, route)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ message: messages.forbidden })
    }
    const res = await as(writer, read)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })
})

describe('the categories editor', () => {
  it('adds a category last, its slug from its name; renames keeping the slug; hides it', async () => {
    const created = await add('  Sống xanh\u0007 ', 'Mẹo <b>sống</b> xanh')
    expect(created.statusCode, created.body).toBe(201)
    const category = created.json<AdminArticleCategory>()
    expect(category).toMatchObject({
      name: 'Sống xanh',
      slug: 'song-xanh',
      description: 'Mẹo <b>sống</b> xanh',
      is_hidden: false,
      article_count: 0,
      published_count: 0,
    })
    expect((await list()).at(-1)?.id).toBe(category.id)
    const taken = await add('Sống  Xanh')
    expect(taken.statusCode).toBe(422)
    expect(taken.json()).toMatchObject({ errors: { name: [m.categoryNameTaken] } })
    expect((await add(' ')).json()).toMatchObject({ errors: { name: [m.categoryName] } })

    const renamed = await change(category.id, { name: 'Sống xanh mỗi ngày', description: '' })
    expect(renamed.json()).toMatchObject({
      name: 'Sống xanh mỗi ngày',
      slug: 'song-xanh',
      description: null,
    })
    const [article] = await db()
      .insert(articles)
      .values({
        category_id: category.id,
        title: 'Bài trong chuyên mục',
        slug: `bai-trong-chuyen-muc-${category.id}`,
        body: '<p>Nội dung</p>',
        status: 'published',
        published_at: new Date(),
      })
      .returning({ id: articles.id })
    expect(article).toBeDefined()
    const hidden = await change(category.id, { is_hidden: true })
    expect(hidden.json()).toMatchObject({ is_hidden: true, article_count: 1, published_count: 0 })
    expect((await change(category.id, { is_hidden: false })).json()).toMatchObject({
      published_count: 1,
    })
    expect((await change(category.id, {})).json()).toMatchObject({ message: m.empty })
    expect((await change(999_999, { is_hidden: true })).statusCode).toBe(404)

    const audit = await auditOf(category.id)
    expect(audit.map((row) => row.action)).toEqual([
      'article_category.create',
      'article_category.update',
      'article_category.update',
      'article_category.update',
    ])
    expect(audit[1]).toMatchObject({
      permission: 'article:publish',
      before: { name: 'Sống xanh', description: 'Mẹo <b>sống</b> xanh' },
      after: { name: 'Sống xanh mỗi ngày', description: null },
    })
  })

  it('reorders by the full list of ids only', async () => {
    await add('Công nghệ')
    await add('Du lịch')
    const ids = (await list()).map((c) => c.id)
    const reversed = [...ids].reverse()
    const res = await reorder(reversed)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<AdminArticleCategoryList>().data.map((c) => c.id)).toEqual(reversed)
    expect((await list()).map((c) => c.position)).toEqual(ids.map((_, i) => i))
    for (const wrong of [reversed.slice(1), [...reversed.slice(1), 999_999]]) {
      const refused = await reorder(wrong)
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ errors: { ids: [m.categoryIds] } })
    }
    const [row] = await auditOf('order')
    expect(row).toMatchObject({ before: { ids }, after: { ids: reversed } })
    const positions = await db().select().from(article_categories)
    expect(positions).toHaveLength(ids.length)
  })
})
