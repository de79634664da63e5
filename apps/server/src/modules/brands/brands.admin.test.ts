import {
  adminCatalogueMessages,
  adminPaths,
  adminUrl,
  apiPaths,
  messages,
} from '@phiencho/contracts'
import { desc, eq, gt } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, brands, products, roles, user_roles } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createBrand, createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { fileForm, picture } from '../../test/upload-factories.ts'

let t: TestApp
let catalogStaff: Awaited<ReturnType<typeof createStaff>>
let reader: Awaited<ReturnType<typeof createStaff>>
beforeAll(async () => {
  // The read caches on, as in production: a change must show on the shop at once.
  t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '60000' })
  catalogStaff = await createStaff(t, ['catalog'])
  reader = await createStaff(t, [])
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Chỉ xem sản phẩm', permissions: ['product:read'] })
    .returning()
  await t.database.db.insert(user_roles).values({ user_id: reader.user.id, role_id: role!.id })
})
afterAll(() => t.close())

const listUrl = adminUrl(adminPaths.brands)
const oneUrl = (id: number) => adminUrl(adminPaths.brand, { id })
const orderUrl = adminUrl(adminPaths.brandsOrder)
const as = (token: string, options: InjectOptions) => injectAs(t, token, options)
const write = (options: InjectOptions) => as(catalogStaff.token, options)

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
const listed = async () =>
  (await write({ method: 'GET', url: listUrl })).json<{
    data: Array<{ id: number; position: number; products: number; name: string }>
  }>().data

describe('who may call the brands routes', () => {
  it('answers 401 anonymous, 403 without the permission; product:read only reads', async () => {
    const shopper = await createCustomer(t)
    const brand = await createBrand(t.database.db)
    const writes: InjectOptions[] = [
      { method: 'POST', url: listUrl, payload: { name: 'Mới' } },
      { method: 'PUT', url: oneUrl(brand.id), payload: { name: 'Mới' } },
      { method: 'DELETE', url: oneUrl(brand.id) },
      { method: 'POST', url: orderUrl, payload: { ids: [brand.id] } },
      {
        method: 'POST',
        url: adminUrl(adminPaths.brandImages),
        ...(await fileForm(await picture(16, 16).png().toBuffer(), {
          filename: 'a.png',
          type: 'image/png',
        })),
      },
    ]
    const read: InjectOptions = { method: 'GET', url: listUrl }
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
    expect(await t.database.db.select().from(brands)).toHaveLength(1)
  })
})

describe('brand changes', () => {
  it('creates with a unique slug and a logo, edits, shows on the shop at once, audits', async () => {
    const since = await lastAuditId()
    const logo = await write({
      method: 'POST',
      url: adminUrl(adminPaths.brandImages),
      ...(await fileForm(await picture(60, 30).png().toBuffer(), {
        filename: 'logo.png',
        type: 'image/png',
      })),
    })
    expect(logo.statusCode).toBe(201)
    const created = await write({
      method: 'POST',
      url: listUrl,
      payload: { name: 'Biti’s Hunter', logo: logo.json().url, is_famous: true },
    })
    expect(created.statusCode).toBe(201)
    const brand = created.json()
    expect(brand).toMatchObject({
      name: 'Biti’s Hunter',
      slug: 'bitis-hunter',
      is_famous: true,
      logo_url: logo.json().url,
      products: 0,
    })
    const twin = await write({ method: 'POST', url: listUrl, payload: { name: 'Bitis Hunter' } })
    expect(twin.json().slug).toBe('bitis-hunter-2')

    const famous = `${apiPaths.brands}?famous=true`
    expect(
      (await t.app.inject({ url: famous })).json().data.map((b: { id: number }) => b.id),
    ).toEqual([brand.id])
    const edited = await write({
      method: 'PUT',
      url: oneUrl(brand.id),
      payload: { name: 'Biti’s', slug: 'bitis', logo: brand.logo, is_famous: false },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ slug: 'bitis', is_famous: false, logo: brand.logo })
    // The kept answer was forgotten at the commit.
    expect((await t.app.inject({ url: famous })).json().data).toEqual([])

    const rows = await auditRowsSince(since)
    expect(rows.map((row) => row.action)).toEqual(['brand.create', 'brand.create', 'brand.update'])
    expect(rows[2]).toMatchObject({
      permission: 'brand:write',
      entity_type: 'brand',
      entity_id: String(brand.id),
      before: { name: 'Biti’s Hunter', slug: 'bitis-hunter', is_famous: true },
      after: { name: 'Biti’s', slug: 'bitis', is_famous: false },
    })
  })

  it('answers 422 per field, 404 for an unknown brand, and writes nothing', async () => {
    const since = await lastAuditId()
    const bad = await write({
      method: 'POST',
      url: listUrl,
      payload: { name: '', slug: 'a--b', is_famous: 'có', logo: 42, description: 'x'.repeat(5001) },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      name: [adminCatalogueMessages.name(100)],
      slug: [adminCatalogueMessages.slug(120)],
      is_famous: [adminCatalogueMessages.isFamous],
      logo: [adminCatalogueMessages.image],
      description: [adminCatalogueMessages.description],
    })
    const other = await createBrand(t.database.db)
    const mine = await createBrand(t.database.db)
    const clash = await write({
      method: 'PUT',
      url: oneUrl(mine.id),
      payload: { name: mine.name, slug: other.slug },
    })
    expect(clash.json().errors).toEqual({ slug: [adminCatalogueMessages.slugTaken] })
    const strayLogo = await write({
      method: 'PUT',
      url: oneUrl(mine.id),
      payload: { name: mine.name, logo: 'demo/brands/khong-phai-cua-no.webp' },
    })
    expect(strayLogo.json().errors).toEqual({ logo: [adminCatalogueMessages.image] })
    expect(
      (await write({ method: 'PUT', url: oneUrl(999_999), payload: { name: 'X' } })).statusCode,
    ).toBe(404)
    expect((await write({ method: 'DELETE', url: oneUrl(999_999) })).statusCode).toBe(404)
    expect(await auditRowsSince(since)).toEqual([])
  })

  it('deletes a brand with products: they stay, without a brand; the audit keeps the count', async () => {
    const brand = await createBrand(t.database.db)
    const product = await createProduct(t.database.db, { brand_id: brand.id })
    await createProduct(t.database.db, { brand_id: brand.id, status: 'archived' })
    expect((await listed()).find((row) => row.id === brand.id)?.products).toBe(1)
    const since = await lastAuditId()
    const res = await write({ method: 'DELETE', url: oneUrl(brand.id) })
    expect(res.statusCode).toBe(204)
    const [kept] = await t.database.db.select().from(products).where(eq(products.id, product.id))
    expect(kept).toMatchObject({ brand_id: null, status: 'published' })
    const [row] = await auditRowsSince(since)
    expect(row).toMatchObject({
      action: 'brand.delete',
      before: { name: brand.name, products: 1 },
      after: null,
    })
  })
})

describe('POST /admin/brands/order', () => {
  it('sets every position from the list, and refuses a list that does not name each brand once', async () => {
    const ids = (await listed()).map((row) => row.id)
    const reversed = [...ids].reverse()
    const since = await lastAuditId()
    const res = await write({ method: 'POST', url: orderUrl, payload: { ids: reversed } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual(reversed)
    expect((await listed()).map((row) => [row.id, row.position])).toEqual(
      reversed.map((id, position) => [id, position]),
    )
    const [row] = await auditRowsSince(since)
    expect(row).toMatchObject({
      action: 'brand.reorder',
      before: { ids },
      after: { ids: reversed },
    })

    const stale = await write({
      method: 'POST',
      url: orderUrl,
      payload: { ids: reversed.slice(1) },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(adminCatalogueMessages.brandsChanged)
    const twice = await write({
      method: 'POST',
      url: orderUrl,
      payload: { ids: [reversed[0], reversed[0]] },
    })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors).toEqual({ ids: [adminCatalogueMessages.brandIds] })
    const unknown = await write({
      method: 'POST',
      url: orderUrl,
      payload: { ids: [...reversed.slice(1), 999_999] },
    })
    expect(unknown.statusCode).toBe(409)
    expect((await listed()).map((row) => row.id)).toEqual(reversed)
  })
})
