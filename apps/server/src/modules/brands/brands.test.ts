import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBrand } from '../../test/catalog-factories.ts'
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

  it('rejects bad paging with 422', async () => {
    const res = await get('/api/v1/brands?page=-2&famous=abc')
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['page', 'famous'])
  })
})
