import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'

let t: TestApp
let samsung: { slug: string }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  samsung = await createBrand(db, {
    name: 'Samsung',
    is_famous: true,
    logo: 'demo/logos/logo-1.webp',
    description: 'Tập đoàn điện tử Hàn Quốc.',
    position: 1,
  })
  await createBrand(db, { name: "Biti's", is_famous: true, position: 2 })
  await createBrand(db, { name: 'Xiaomi', position: 3 })
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('brands', () => {
  it('lists brands in the shop order, famous ones on request', async () => {
    const all = (await get('/api/v1/brands')).json()
    expect(all.data.map((b: { name: string }) => b.name)).toEqual(['Samsung', "Biti's", 'Xiaomi'])
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Samsung',
      slug: samsung.slug,
      logo: '/media/demo/logos/logo-1.webp',
      description: 'Tập đoàn điện tử Hàn Quốc.',
      is_famous: true,
    })
    const famous = (await get('/api/v1/brands?famous=true')).json()
    expect(famous.meta).toEqual({ current_page: 1, per_page: 24, total: 2, last_page: 1 })
    const paged = (await get('/api/v1/brands?per_page=1&page=2')).json()
    expect(paged.data.map((b: { name: string }) => b.name)).toEqual(["Biti's"])
    expect(paged.meta.last_page).toBe(3)
  })

  it('shows one brand, or 404', async () => {
    expect((await get(`/api/v1/brands/${samsung.slug}`)).json().name).toBe('Samsung')
    const missing = await get('/api/v1/brands/khong-co')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Không tìm thấy thương hiệu.' })
  })

  it('lists only the brands on sale in a category and its subcategories, for its filters', async () => {
    const db = t.database.db
    const parent = await createCategory(db, { name: 'Điện tử' })
    const child = await createCategory(db, { name: 'Tai nghe', parent_id: parent.id })
    const other = await createCategory(db, { name: 'Giày dép' })
    const sony = await createBrand(db, { name: 'Sony' })
    const jbl = await createBrand(db, { name: 'JBL' })
    const hidden = await createBrand(db, { name: 'Chỉ có bản nháp' })
    const suspended = await createStore(db, { status: 'suspended' })
    const bitis = await createBrand(db, { name: "Biti's Hunter" })
    await createProduct(db, { category_id: child.id, brand_id: sony.id })
    await createProduct(db, { category_id: parent.id, brand_id: jbl.id })
    await createProduct(db, { category_id: child.id, brand_id: hidden.id, status: 'draft' })
    await createProduct(db, { category_id: child.id, brand_id: bitis.id, store_id: suspended.id })
    await createProduct(db, { category_id: other.id, brand_id: bitis.id })

    const names = async (url: string) =>
      (await get(url)).json().data.map((b: { name: string }) => b.name)
    expect(await names(`/api/v1/brands?category=${parent.slug}`)).toEqual(['Sony', 'JBL'])
    expect(await names(`/api/v1/brands?category=${child.slug}`)).toEqual(['Sony'])
    expect(await names(`/api/v1/brands?category=${other.slug}&famous=false`)).toEqual([
      "Biti's Hunter",
    ])
    const unknown = (await get('/api/v1/brands?category=khong-co-danh-muc')).json()
    expect(unknown).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 24, total: 0, last_page: 1 },
    })
    const bad = await get('/api/v1/brands?category=%3Cscript%3E')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ category: ['Danh mục không hợp lệ.'] })
  })

  it('rejects bad paging with 422', async () => {
    const res = await get('/api/v1/brands?page=-2&famous=abc')
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['page', 'famous'])
  })
})
