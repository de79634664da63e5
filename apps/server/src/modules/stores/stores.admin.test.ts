import {
  adminCatalogueMessages,
  adminPaths,
  adminUrl,
  apiPaths,
  fillPath,
  messages,
} from '@phiencho/contracts'
import { desc, gt } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, roles, stores, user_roles } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import {
  createCategory,
  createProduct,
  createProvince,
  createStore,
} from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { fileForm, picture } from '../../test/upload-factories.ts'

let t: TestApp
let catalogStaff: Awaited<ReturnType<typeof createStaff>>
let reader: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  // The read caches on, as in production: a suspension must empty them at once.
  t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '60000' })
  await createProvince(t.database.db)
  await createProvince(t.database.db, {
    code: '75',
    name: 'Tỉnh Đồng Nai',
    type: 'Tỉnh',
    region: 'south',
  })
  catalogStaff = await createStaff(t, ['catalog'])
  reader = await createStaff(t, [])
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Chỉ xem sản phẩm', permissions: ['product:read'] })
    .returning()
  await t.database.db.insert(user_roles).values({ user_id: reader.user.id, role_id: role!.id })
})
afterAll(() => t.close())

const listUrl = (query = '') => `${adminUrl(adminPaths.stores)}${query}`
const oneUrl = (id: number) => adminUrl(adminPaths.store, { id })
const statusUrl = (id: number) => adminUrl(adminPaths.storeStatus, { id })
const as = (token: string, options: InjectOptions) => injectAs(t, token, options)
const write = (options: InjectOptions) => as(catalogStaff.token, options)
const setStatus = (id: number, payload: object) =>
  write({ method: 'POST', url: statusUrl(id), payload })

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

describe('who may call the stores routes', () => {
  it('answers 401 anonymous, 403 without the permission; product:read only reads', async () => {
    const shopper = await createCustomer(t)
    const store = await createStore(t.database.db)
    const writes: InjectOptions[] = [
      { method: 'PUT', url: oneUrl(store.id), payload: { name: 'Mới' } },
      { method: 'POST', url: statusUrl(store.id), payload: { status: 'suspended' } },
      {
        method: 'POST',
        url: adminUrl(adminPaths.storeImages),
        ...(await fileForm(await picture(16, 16).png().toBuffer(), {
          filename: 'a.png',
          type: 'image/png',
        })),
      },
    ]
    const read: InjectOptions = { method: 'GET', url: listUrl() }
    for (const route of [read, ...writes]) {
      const where = `${route.method} ${route.url}`
      expect((await t.app.inject(route)).statusCode, where).toBe(401)
      const refused = await as(shopper.token, route)
      expect(refused.statusCode, where).toBe(403)
      expect(refused.json(), where).toEqual({ message: messages.forbidden })
    }
    expect((await as(reader.token, read)).statusCode).toBe(200)
    for (const route of writes) {
      expect((await as(reader.token, route)).statusCode, `${route.method} ${route.url}`).toBe(403)
    }
    const [row] = await t.database.db.select().from(stores)
    expect(row).toMatchObject({ name: store.name, status: 'active' })
  })
})

describe('GET /admin/stores', () => {
  it('searches without marks, filters by status and counts each status', async () => {
    const dongNai = await createStore(t.database.db, {
      name: 'Nông sản Đồng Nai',
      province_code: '75',
      phone: '0912345678',
    })
    await createStore(t.database.db, { name: 'Đồng Nai chờ duyệt', status: 'pending' })
    await createStore(t.database.db, { name: 'Hà Nội tạm ngưng', status: 'suspended' })
    await createProduct(t.database.db, { store_id: dongNai.id })
    await createProduct(t.database.db, { store_id: dongNai.id, status: 'archived' })

    const found = await write({ method: 'GET', url: listUrl('?q=dong%20nai') })
    expect(found.statusCode).toBe(200)
    const body = found.json()
    expect(body.counts).toEqual({ all: 2, pending: 1, active: 1, suspended: 0 })
    expect(body.meta).toMatchObject({ total: 2, current_page: 1, per_page: 20 })
    expect(body.data.find((s: { id: number }) => s.id === dongNai.id)).toMatchObject({
      name: 'Nông sản Đồng Nai',
      province: { code: '75', name: 'Tỉnh Đồng Nai' },
      status: 'active',
      products: 1,
    })
    const pending = (
      await write({ method: 'GET', url: listUrl('?q=dong%20nai&status=pending') })
    ).json()
    expect(pending.data.map((s: { name: string }) => s.name)).toEqual(['Đồng Nai chờ duyệt'])
    expect(pending.meta.total).toBe(1)
    const byPhone = (await write({ method: 'GET', url: listUrl('?q=0912345') })).json()
    expect(byPhone.data.map((s: { id: number }) => s.id)).toEqual([dongNai.id])

    const bad = await write({ method: 'GET', url: listUrl('?status=closed&page=0') })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      status: [adminCatalogueMessages.storeStatus],
      page: [adminCatalogueMessages.page],
    })
  })
})

describe('PUT /admin/stores/:id', () => {
  it('edits the profile with uploaded pictures, shows it on the shop, and audits it', async () => {
    const store = await createStore(t.database.db, { name: 'Hồ sơ cũ' })
    const upload = async () =>
      (
        await write({
          method: 'POST',
          url: adminUrl(adminPaths.storeImages),
          ...(await fileForm(await picture(80, 40).png().toBuffer(), {
            filename: 'a.png',
            type: 'image/png',
          })),
        })
      ).json<{ url: string }>().url
    const logo = await upload()
    const publicUrl = fillPath(apiPaths.store, { slug: 'ho-so-moi' })
    const since = await lastAuditId()
    const res = await write({
      method: 'PUT',
      url: oneUrl(store.id),
      payload: {
        name: 'Hồ sơ mới',
        slug: 'ho-so-moi',
        description: 'Chuyên nông sản sạch.',
        address: '12 Lê Lợi',
        province_code: '01',
        phone: '0912 345 678',
        email: 'LienHe@Example.vn',
        is_partner: true,
        logo,
        banner: null,
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Hồ sơ mới',
      slug: 'ho-so-moi',
      province: { code: '01', name: 'Thành phố Hà Nội' },
      email: 'lienhe@example.vn',
      is_partner: true,
      logo_url: logo,
      banner: null,
    })
    const shown = await t.app.inject({ url: publicUrl })
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toMatchObject({ name: 'Hồ sơ mới', is_partner: true })
    const [row] = await auditRowsSince(since)
    expect(row).toMatchObject({
      action: 'store.update',
      permission: 'store:write',
      entity_type: 'store',
      entity_id: String(store.id),
      before: { name: 'Hồ sơ cũ', slug: store.slug, is_partner: false, province_code: null },
      after: { name: 'Hồ sơ mới', slug: 'ho-so-moi', is_partner: true, province_code: '01' },
    })
  })

  it('answers 422 per field and 404, and writes nothing', async () => {
    const store = await createStore(t.database.db)
    const other = await createStore(t.database.db)
    const since = await lastAuditId()
    const bad = await write({
      method: 'PUT',
      url: oneUrl(store.id),
      payload: {
        name: '',
        slug: 'Sai Dạng',
        phone: '123',
        email: 'khong-phai-email',
        province_code: 'HN',
        is_partner: 'có',
        address: 'x'.repeat(501),
        banner: '../bi-mat',
      },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      name: [adminCatalogueMessages.name(150)],
      slug: [adminCatalogueMessages.slug(170)],
      phone: [adminCatalogueMessages.phone],
      email: [adminCatalogueMessages.email],
      province_code: [adminCatalogueMessages.province],
      is_partner: [adminCatalogueMessages.isPartner],
      address: [adminCatalogueMessages.address],
      banner: [adminCatalogueMessages.image],
    })
    const put = (payload: object) => write({ method: 'PUT', url: oneUrl(store.id), payload })
    expect((await put({ name: 'A', slug: other.slug })).json().errors).toEqual({
      slug: [adminCatalogueMessages.slugTaken],
    })
    expect((await put({ name: 'A', province_code: '99' })).json().errors).toEqual({
      province_code: [adminCatalogueMessages.province],
    })
    expect((await put({ name: 'A', logo: 'uploads/2026/11/chua-tai.webp' })).json().errors).toEqual(
      { logo: [adminCatalogueMessages.image] },
    )
    expect(
      (await write({ method: 'PUT', url: oneUrl(999_999), payload: { name: 'A' } })).statusCode,
    ).toBe(404)
    expect(await auditRowsSince(since)).toEqual([])
  })
})

describe('POST /admin/stores/:id/status', () => {
  it('suspending hides the shop’s products from the shop at once; reactivating brings them back', async () => {
    const category = await createCategory(t.database.db)
    const store = await createStore(t.database.db, { name: 'Tạm ngưng thử' })
    const product = await createProduct(t.database.db, {
      name: 'Bưởi Tân Triều đặc biệt',
      store_id: store.id,
      category_id: category.id,
    })
    const productUrl = fillPath(apiPaths.product, { slug: product.slug })
    const listing = `${apiPaths.products}?category=${category.slug}`
    const search = `${apiPaths.search}?q=${encodeURIComponent('buoi tan trieu')}`
    const storePage = fillPath(apiPaths.store, { slug: store.slug })
    const ids = async (url: string) => {
      const body = (await t.app.inject({ url })).json()
      return (body.products?.data ?? body.data).map((card: { id: number }) => card.id)
    }
    // Read once each so that the caches keep the answers a suspension must forget.
    expect((await t.app.inject({ url: productUrl })).statusCode).toBe(200)
    expect(await ids(listing)).toEqual([product.id])
    expect(await ids(search)).toEqual([product.id])
    expect((await t.app.inject({ url: storePage })).statusCode).toBe(200)

    const since = await lastAuditId()
    const suspended = await setStatus(store.id, { status: 'suspended', reason: 'Hàng giả' })
    expect(suspended.statusCode).toBe(200)
    expect(suspended.json()).toMatchObject({ status: 'suspended' })
    expect((await t.app.inject({ url: productUrl })).statusCode).toBe(404)
    expect(await ids(listing)).toEqual([])
    expect(await ids(search)).toEqual([])
    expect((await t.app.inject({ url: storePage })).statusCode).toBe(404)

    const again = await setStatus(store.id, { status: 'suspended' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(adminCatalogueMessages.storeStatusSame)

    const back = await setStatus(store.id, { status: 'active' })
    expect(back.json()).toMatchObject({ status: 'active' })
    expect((await t.app.inject({ url: productUrl })).statusCode).toBe(200)
    expect(await ids(listing)).toEqual([product.id])
    expect(await ids(search)).toEqual([product.id])

    const rows = await auditRowsSince(since)
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['store.status', { status: 'active' }, { status: 'suspended', reason: 'Hàng giả' }],
      ['store.status', { status: 'suspended' }, { status: 'active', reason: null }],
    ])
  })

  it('answers 422 for an unknown status or a long reason, and 404 for an unknown shop', async () => {
    const store = await createStore(t.database.db)
    const bad = await setStatus(store.id, { status: 'closed', reason: 'x'.repeat(501) })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      status: [adminCatalogueMessages.storeStatus],
      reason: [adminCatalogueMessages.reason],
    })
    expect((await setStatus(999_999, { status: 'active' })).statusCode).toBe(404)
  })
})
