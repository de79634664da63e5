import {
  adminCatalogueMessages,
  adminPaths,
  adminUrl,
  apiPaths,
  fillPath,
  messages,
} from '@phiencho/contracts'
import { and, desc, eq, gt } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  audit_log,
  product_categories,
  roles,
  user_roles,
  voucher_categories,
  vouchers,
} from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { fileForm, picture } from '../../test/upload-factories.ts'

let t: TestApp
let catalogStaff: Awaited<ReturnType<typeof createStaff>>
let ordersStaff: Awaited<ReturnType<typeof createStaff>>
let reader: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  t = await createTestApp()
  catalogStaff = await createStaff(t, ['catalog'])
  ordersStaff = await createStaff(t, ['orders'])
  reader = await createStaff(t, [])
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Chỉ xem sản phẩm', permissions: ['product:read'] })
    .returning()
  await t.database.db.insert(user_roles).values({ user_id: reader.user.id, role_id: role!.id })
})
afterAll(() => t.close())

const listUrl = adminUrl(adminPaths.categories)
const oneUrl = (id: number) => adminUrl(adminPaths.category, { id })
const moveUrl = (id: number) => adminUrl(adminPaths.categoryMove, { id })

const as = (token: string, options: InjectOptions) => injectAs(t, token, options)
const create = (payload: object) =>
  as(catalogStaff.token, { method: 'POST', url: listUrl, payload })
const move = (id: number, parent_id: number | null, position: number) =>
  as(catalogStaff.token, { method: 'POST', url: moveUrl(id), payload: { parent_id, position } })
const tree = async () =>
  (await as(catalogStaff.token, { method: 'GET', url: listUrl })).json<{
    data: Array<{
      id: number
      parent_id: number | null
      depth: number
      position: number
      name: string
      products: { published: number; total: number; archived: number }
    }>
  }>().data
/** The children of a parent, by position: [id, position]. */
const childrenOf = async (parentId: number | null) =>
  (await tree())
    .filter((row) => row.parent_id === parentId)
    .sort((a, b) => a.position - b.position)
    .map((row) => [row.id, row.position])

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: audit_log.id })
    .from(audit_log)
    .orderBy(desc(audit_log.id))
    .limit(1)
  return row?.id ?? 0
}
const auditRowsSince = (id: number) =>
  t.database.db.select().from(audit_log).where(gt(audit_log.id, id)).orderBy(audit_log.id)

describe('who may call the categories routes', () => {
  it('answers 401 anonymous, 403 to a shopper and to staff without the permission', async () => {
    const shopper = await createCustomer(t)
    const category = await createCategory(t.database.db)
    const png = await picture(16, 16).png().toBuffer()
    const writes: InjectOptions[] = [
      { method: 'POST', url: listUrl, payload: { name: 'Mới' } },
      { method: 'PUT', url: oneUrl(category.id), payload: { name: 'Mới' } },
      { method: 'POST', url: moveUrl(category.id), payload: { parent_id: null, position: 0 } },
      { method: 'DELETE', url: oneUrl(category.id) },
      {
        method: 'POST',
        url: adminUrl(adminPaths.categoryImages),
        ...(await fileForm(png, { filename: 'a.png', type: 'image/png' })),
      },
    ]
    const read: InjectOptions = { method: 'GET', url: listUrl }
    for (const route of [read, ...writes]) {
      const where = `${route.method} ${route.url}`
      expect((await t.app.inject(route)).statusCode, where).toBe(401)
      for (const token of [shopper.token, ordersStaff.token]) {
        const refused = await as(token, route)
        expect(refused.statusCode, where).toBe(403)
        expect(refused.json(), where).toEqual({ message: messages.forbidden })
      }
    }
    // product:read opens the tree, not its changes.
    expect((await as(reader.token, read)).statusCode).toBe(200)
    for (const route of writes) expect((await as(reader.token, route)).statusCode).toBe(403)
    expect((await t.database.db.select().from(product_categories)).map((c) => c.name)).toEqual([
      category.name,
    ])
  })
})

describe('POST /admin/categories', () => {
  it('makes the slug from the name, unique, places it last and writes the audit row', async () => {
    const since = await lastAuditId()
    const first = await create({ name: 'Đồ gia dụng' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      name: 'Đồ gia dụng',
      slug: 'do-gia-dung',
      parent_id: null,
      depth: 0,
      status: 'active',
      products: { published: 0, total: 0, archived: 0 },
    })
    const second = (await create({ name: 'Đồ  gia dụng' })).json()
    expect(second.slug).toBe('do-gia-dung-2')
    const child = (await create({ name: 'Nồi cơm', parent_id: first.json().id })).json()
    expect(child).toMatchObject({ parent_id: first.json().id, depth: 1, position: 0 })
    const roots = await childrenOf(null)
    expect(roots.at(-1)).toEqual([second.id, roots.length - 1])

    const rows = await auditRowsSince(since)
    expect(rows.map((row) => row.action)).toEqual([
      'category.create',
      'category.create',
      'category.create',
    ])
    expect(rows[0]).toMatchObject({
      actor_id: catalogStaff.user.id,
      permission: 'category:write',
      entity_type: 'category',
      entity_id: String(first.json().id),
      before: null,
      after: { name: 'Đồ gia dụng', slug: 'do-gia-dung', status: 'active', parent_id: null },
    })
  })

  it('answers 422 per field in Vietnamese and writes nothing', async () => {
    const since = await lastAuditId()
    const count = (await tree()).length
    const bad = await create({
      name: ' ',
      slug: 'Có Dấu',
      status: 'deleted',
      seo_title: 'x'.repeat(256),
      seo_description: 'x'.repeat(501),
      description: 'x'.repeat(5001),
      image: '../../etc/passwd',
      parent_id: 'một',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      name: [adminCatalogueMessages.name(100)],
      slug: [adminCatalogueMessages.slug(120)],
      status: [adminCatalogueMessages.categoryStatus],
      seo_title: [adminCatalogueMessages.seoTitle],
      seo_description: [adminCatalogueMessages.seoDescription],
      description: [adminCatalogueMessages.description],
      image: [adminCatalogueMessages.image],
      parent_id: [adminCatalogueMessages.parent],
    })
    const taken = await createCategory(t.database.db, { slug: 'da-co-roi' })
    const slugTaken = await create({ name: 'Khác', slug: taken.slug })
    expect(slugTaken.statusCode).toBe(422)
    expect(slugTaken.json().errors).toEqual({ slug: [adminCatalogueMessages.slugTaken] })
    const noParent = await create({ name: 'Mồ côi', parent_id: 999_999 })
    expect(noParent.json().errors).toEqual({ parent_id: [adminCatalogueMessages.parent] })
    const notUploaded = await create({ name: 'Ảnh lạ', image: 'uploads/2026/11/khong-co.webp' })
    expect(notUploaded.json().errors).toEqual({ image: [adminCatalogueMessages.image] })
    expect((await tree()).length).toBe(count + 1)
    expect(await auditRowsSince(since)).toEqual([])
  })
})

describe('GET /admin/categories', () => {
  it('answers the tree depth first with each category’s products by status', async () => {
    const root = await createCategory(t.database.db, { name: 'Gốc đếm' })
    const leaf = await createCategory(t.database.db, { name: 'Lá đếm', parent_id: root.id })
    await createProduct(t.database.db, { category_id: leaf.id })
    await createProduct(t.database.db, { category_id: leaf.id, status: 'draft' })
    await createProduct(t.database.db, { category_id: leaf.id, status: 'archived' })
    const rows = await tree()
    const at = rows.findIndex((row) => row.id === root.id)
    expect(rows[at + 1]).toMatchObject({
      id: leaf.id,
      depth: 1,
      products: { published: 1, total: 2, archived: 1 },
    })
    expect(rows[at]!.products).toEqual({ published: 0, total: 0, archived: 0 })
  })
})

describe('PUT /admin/categories/:id', () => {
  it('changes the fields, keeps or replaces the picture, and audits what changed', async () => {
    const category = await createCategory(t.database.db, {
      name: 'Sửa tôi',
      image: 'demo/categories/cu.webp',
    })
    const since = await lastAuditId()
    const kept = await as(catalogStaff.token, {
      method: 'PUT',
      url: oneUrl(category.id),
      payload: {
        name: 'Đã sửa',
        slug: category.slug,
        status: 'hidden',
        image: '/media/demo/categories/cu.webp',
        seo_title: 'Tiêu đề',
      },
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({
      name: 'Đã sửa',
      slug: category.slug,
      status: 'hidden',
      image: 'demo/categories/cu.webp',
      image_url: '/media/demo/categories/cu.webp',
      seo_title: 'Tiêu đề',
      description: null,
    })
    const upload = await as(catalogStaff.token, {
      method: 'POST',
      url: adminUrl(adminPaths.categoryImages),
      ...(await fileForm(await picture(40, 30).png().toBuffer(), {
        filename: 'a.png',
        type: 'image/png',
      })),
    })
    expect(upload.statusCode).toBe(201)
    const replaced = await as(catalogStaff.token, {
      method: 'PUT',
      url: oneUrl(category.id),
      payload: { name: 'Đã sửa', slug: 'da-sua-moi', image: upload.json().url },
    })
    expect(replaced.json()).toMatchObject({ slug: 'da-sua-moi', status: 'active' })
    expect(replaced.json().image_url).toBe(upload.json().url)
    const rows = await auditRowsSince(since)
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'category.update',
        { name: 'Sửa tôi', status: 'active', seo_title: null },
        { name: 'Đã sửa', status: 'hidden', seo_title: 'Tiêu đề' },
      ],
      [
        'category.update',
        {
          slug: category.slug,
          status: 'hidden',
          image: 'demo/categories/cu.webp',
          seo_title: 'Tiêu đề',
        },
        {
          slug: 'da-sua-moi',
          status: 'active',
          image: upload.json().url.replace('/media/', ''),
          seo_title: null,
        },
      ],
    ])
  })

  it('answers 404 for an unknown category and 422 for a slug another holds', async () => {
    const missing = await as(catalogStaff.token, {
      method: 'PUT',
      url: oneUrl(999_999),
      payload: { name: 'Không có' },
    })
    expect(missing.statusCode).toBe(404)
    const a = await createCategory(t.database.db)
    const b = await createCategory(t.database.db)
    const clash = await as(catalogStaff.token, {
      method: 'PUT',
      url: oneUrl(b.id),
      payload: { name: b.name, slug: a.slug },
    })
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors).toEqual({ slug: [adminCatalogueMessages.slugTaken] })
  })
})

describe('POST /admin/categories/:id/move', () => {
  it('reorders siblings densely, moves under another parent, and renumbers the ones left', async () => {
    const parent = (await create({ name: 'Cha sắp xếp' })).json()
    const other = (await create({ name: 'Cha khác' })).json()
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map(async (name) => (await create({ name, parent_id: parent.id })).json()),
    )
    const ids = [a.id, b.id, c.id].sort((x, y) => x - y)
    const before = await childrenOf(parent.id)
    expect(before.map(([, position]) => position)).toEqual([0, 1, 2])
    const order = before.map(([id]) => id!)
    expect([...order].sort((x, y) => x - y)).toEqual(ids)

    // The last one up to first.
    const since = await lastAuditId()
    const up = await move(order[2]!, parent.id, 0)
    expect(up.statusCode).toBe(200)
    expect(await childrenOf(parent.id)).toEqual([
      [order[2], 0],
      [order[0], 1],
      [order[1], 2],
    ])
    // Past the end: last.
    await move(order[2]!, parent.id, 99)
    expect(await childrenOf(parent.id)).toEqual([
      [order[0], 0],
      [order[1], 1],
      [order[2], 2],
    ])
    // To another parent: the old siblings close the gap.
    const moved = await move(order[0]!, other.id, 0)
    expect(moved.json()).toMatchObject({ parent_id: other.id, depth: 1, position: 0 })
    expect(await childrenOf(parent.id)).toEqual([
      [order[1], 0],
      [order[2], 1],
    ])
    // To the top level.
    await move(order[1]!, null, 0)
    expect((await childrenOf(null))[0]).toEqual([order[1], 0])

    const rows = await auditRowsSince(since)
    expect(rows.map((row) => row.action)).toEqual([
      'category.move',
      'category.move',
      'category.move',
      'category.move',
    ])
    expect(rows[2]).toMatchObject({
      entity_id: String(order[0]),
      before: { parent_id: parent.id },
      after: { parent_id: other.id },
    })
  })

  it('refuses (422) a move into itself or its own descendant, and 404 for an unknown one', async () => {
    const top = (await create({ name: 'Vòng 1' })).json()
    const mid = (await create({ name: 'Vòng 2', parent_id: top.id })).json()
    const low = (await create({ name: 'Vòng 3', parent_id: mid.id })).json()
    const since = await lastAuditId()
    for (const target of [top.id, mid.id, low.id]) {
      const res = await move(top.id, target, 0)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ parent_id: [adminCatalogueMessages.cycle] })
    }
    for (const parent of [999_999, Number.MAX_SAFE_INTEGER]) {
      const unknownParent = await move(mid.id, parent, 0)
      expect(unknownParent.json().errors).toEqual({ parent_id: [adminCatalogueMessages.parent] })
    }
    const badPosition = await as(catalogStaff.token, {
      method: 'POST',
      url: moveUrl(mid.id),
      payload: { parent_id: null, position: -1 },
    })
    expect(badPosition.json().errors).toEqual({ position: [adminCatalogueMessages.position] })
    expect((await move(999_999, null, 0)).statusCode).toBe(404)
    expect(await auditRowsSince(since)).toEqual([])
    const [stored] = await t.database.db
      .select()
      .from(product_categories)
      .where(eq(product_categories.id, top.id))
    expect(stored!.parent_id).toBeNull()
  })
})

describe('DELETE /admin/categories/:id', () => {
  const remove = (id: number) => as(catalogStaff.token, { method: 'DELETE', url: oneUrl(id) })

  it('refuses a category with products (archived ones count), sub-categories or vouchers', async () => {
    const since = await lastAuditId()
    const withProducts = await createCategory(t.database.db)
    await createProduct(t.database.db, { category_id: withProducts.id })
    await createProduct(t.database.db, { category_id: withProducts.id, status: 'archived' })
    const products = await remove(withProducts.id)
    expect(products.statusCode).toBe(409)
    expect(products.json()).toEqual({
      message: 'Danh mục còn 2 sản phẩm; hãy chuyển sản phẩm sang danh mục khác trước khi xóa.',
    })

    const withChildren = await createCategory(t.database.db)
    await createCategory(t.database.db, { parent_id: withChildren.id })
    const children = await remove(withChildren.id)
    expect(children.statusCode).toBe(409)
    expect(children.json().message).toBe(adminCatalogueMessages.categoryHasChildren(1))

    const withVoucher = await createCategory(t.database.db)
    const [voucher] = await t.database.db
      .insert(vouchers)
      .values({ code: 'CHIDANHMUC', kind: 'fixed', value: 10_000 })
      .returning()
    await t.database.db
      .insert(voucher_categories)
      .values({ voucher_id: voucher!.id, category_id: withVoucher.id })
    const voucherHeld = await remove(withVoucher.id)
    expect(voucherHeld.statusCode).toBe(409)
    expect(voucherHeld.json().message).toBe(adminCatalogueMessages.categoryHasVouchers(1))

    const left = await t.database.db
      .select({ id: product_categories.id })
      .from(product_categories)
      .where(and(eq(product_categories.id, withProducts.id)))
    expect(left).toHaveLength(1)
    expect(await auditRowsSince(since)).toEqual([])
    expect((await remove(999_999)).statusCode).toBe(404)
    // Past PostgreSQL's integers: no row can have that id; refused before the database.
    const huge = await remove(Number.MAX_SAFE_INTEGER)
    expect(huge.statusCode).toBe(422)
    expect(huge.json().errors).toEqual({ id: [messages.notFound] })
  })

  it('deletes an empty category, closes the gap among its siblings and audits it', async () => {
    const parent = (await create({ name: 'Cha xóa' })).json()
    const [x, y, z] = [
      (await create({ name: 'X', parent_id: parent.id })).json(),
      (await create({ name: 'Y', parent_id: parent.id })).json(),
      (await create({ name: 'Z', parent_id: parent.id })).json(),
    ]
    const since = await lastAuditId()
    const res = await remove(y.id)
    expect(res.statusCode).toBe(204)
    expect(await childrenOf(parent.id)).toEqual([
      [x.id, 0],
      [z.id, 1],
    ])
    const [row] = await auditRowsSince(since)
    expect(row).toMatchObject({
      action: 'category.delete',
      entity_id: String(y.id),
      before: { name: 'Y', parent_id: parent.id, position: 1 },
      after: null,
    })
  })
})

describe('a hidden category in the shop', () => {
  it('leaves the menu and its page, and its products leave its listing, but stay reachable', async () => {
    const category = await createCategory(t.database.db, { name: 'Sắp ẩn' })
    const product = await createProduct(t.database.db, { category_id: category.id })
    const page = fillPath(apiPaths.category, { slug: category.slug })
    const listing = `${apiPaths.products}?category=${category.slug}`
    expect((await t.app.inject({ url: page })).statusCode).toBe(200)
    expect((await t.app.inject({ url: listing })).json().data).toHaveLength(1)

    const hidden = await as(catalogStaff.token, {
      method: 'PUT',
      url: oneUrl(category.id),
      payload: { name: category.name, slug: category.slug, status: 'hidden' },
    })
    expect(hidden.statusCode).toBe(200)
    expect((await t.app.inject({ url: page })).statusCode).toBe(404)
    expect((await t.app.inject({ url: listing })).json().data).toEqual([])
    const menu = JSON.stringify((await t.app.inject({ url: apiPaths.categories })).json())
    expect(menu).not.toContain(category.slug)
    // The product itself stays on sale: its page and the search still find it.
    const detail = await t.app.inject({ url: fillPath(apiPaths.product, { slug: product.slug }) })
    expect(detail.statusCode).toBe(200)
  })
})
