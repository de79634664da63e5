import { SEARCH_FACET_OPTIONS, type SearchFacetsResponse } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'

let t: TestApp
const slug = {} as Record<
  | 'kitchen'
  | 'cookers'
  | 'shoes'
  | 'sunhouse'
  | 'toshiba'
  | 'bitis'
  | 'kangaroo'
  | 'dmx'
  | 'bepViet'
  | 'giayViet'
  | 'closed',
  string
>

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const kitchen = await createCategory(db, { name: 'Đồ gia dụng' })
  const cookers = await createCategory(db, { name: 'Nồi cơm', parent_id: kitchen.id })
  const shoes = await createCategory(db, { name: 'Giày dép' })
  const sunhouse = await createBrand(db, { name: 'Sunhouse' })
  const toshiba = await createBrand(db, { name: 'Toshiba' })
  const bitis = await createBrand(db, { name: "Biti's" })
  const kangaroo = await createBrand(db, { name: 'Kangaroo' })
  const dmx = await createStore(db, { name: 'Điện Máy Xanh' })
  const bepViet = await createStore(db, { name: 'Bếp Việt' })
  const giayViet = await createStore(db, { name: 'Giày Việt' })
  const closed = await createStore(db, { name: 'Cửa hàng tạm dừng', status: 'suspended' })
  Object.assign(slug, {
    kitchen: kitchen.slug,
    cookers: cookers.slug,
    shoes: shoes.slug,
    sunhouse: sunhouse.slug,
    toshiba: toshiba.slug,
    bitis: bitis.slug,
    kangaroo: kangaroo.slug,
    dmx: dmx.slug,
    bepViet: bepViet.slug,
    giayViet: giayViet.slug,
    closed: closed.slug,
  })
  const cooker = { category_id: cookers.id }
  await createProduct(db, {
    name: 'Nồi cơm điện Sunhouse 1,8 lít',
    ...cooker,
    brand_id: sunhouse.id,
    store_id: dmx.id,
    sold_count: 50,
  })
  await createProduct(db, {
    name: 'Nồi cơm điện tử Sunhouse',
    ...cooker,
    brand_id: sunhouse.id,
    store_id: bepViet.id,
    price: 1_250_000,
  })
  await createProduct(db, {
    name: 'Nồi cơm điện Toshiba 1 lít',
    ...cooker,
    brand_id: toshiba.id,
    store_id: dmx.id,
    stock: 0,
  })
  await createProduct(db, { name: 'Nồi cơm điện Phiên Chợ', category_id: kitchen.id })
  // Never counted: a draft, and a product of a suspended shop.
  await createProduct(db, {
    name: 'Nồi cơm điện Kangaroo nháp',
    ...cooker,
    brand_id: kangaroo.id,
    status: 'draft',
  })
  await createProduct(db, {
    name: 'Nồi cơm điện Toshiba cao tần',
    ...cooker,
    brand_id: toshiba.id,
    store_id: closed.id,
  })
  await createProduct(db, {
    name: "Giày thể thao Biti's Hunter",
    category_id: shoes.id,
    brand_id: bitis.id,
    store_id: giayViet.id,
  })
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

async function facets(query: string): Promise<SearchFacetsResponse> {
  const res = await get(`/api/v1/search/facets?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const counted = (options: SearchFacetsResponse['brands']) =>
  options.map(({ slug, count }) => [slug, count])

describe('GET /search/facets', () => {
  it('counts the brands and shops among the products found, most first', async () => {
    const result = await facets('q=noi+com+dien')
    expect(counted(result.brands)).toEqual([
      [slug.sunhouse, 2],
      [slug.toshiba, 1],
    ])
    expect(counted(result.stores)).toEqual([
      [slug.dmx, 2],
      [slug.bepViet, 1],
    ])
    expect(result.brands[0]?.name).toBe('Sunhouse')
    expect(result.stores[0]?.name).toBe('Điện Máy Xanh')
    expect(result).toMatchObject({ total: 4, total_capped: false })
  })

  it('gives counts that the search, filtered by each choice, finds', async () => {
    const q = 'q=noi+com+dien'
    const result = await facets(q)
    const choices = [
      ...result.brands.map((option) => ({ param: 'brand', option })),
      ...result.stores.map((option) => ({ param: 'store', option })),
    ]
    expect(choices.length).toBeGreaterThan(2)
    for (const { param, option } of choices) {
      const res = await get(`/api/v1/search?${q}&${param}=${option.slug}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().products.meta.total, `${param}=${option.slug}`).toBe(option.count)
    }
  })

  it('ignores diacritics, like the search', async () => {
    expect(await facets('q=N%E1%BB%93i+c%C6%A1m+%C4%91i%E1%BB%87n')).toEqual(
      await facets('q=noi+com+dien'),
    )
  })

  it('keeps to the category and its subcategories', async () => {
    expect(counted((await facets(`q=noi+com&category=${slug.kitchen}`)).brands)).toEqual([
      [slug.sunhouse, 2],
      [slug.toshiba, 1],
    ])
    const inShoes = await facets(`q=noi+com&category=${slug.shoes}`)
    expect(inShoes).toEqual({ brands: [], stores: [], total: 0, total_capped: false })
    expect(counted((await facets(`q=giay&category=${slug.shoes}`)).brands)).toEqual([
      [slug.bitis, 1],
    ])
  })

  it('lists the chosen brands and shop first, with 0 when nothing found has them', async () => {
    const result = await facets(
      `q=noi+com+dien&brand=${slug.bitis},${slug.toshiba}&store=${slug.giayViet}`,
    )
    expect(counted(result.brands)).toEqual([
      [slug.toshiba, 1],
      [slug.bitis, 0],
      [slug.sunhouse, 2],
    ])
    expect(counted(result.stores)).toEqual([
      [slug.giayViet, 0],
      [slug.dmx, 2],
      [slug.bepViet, 1],
    ])
  })

  it('never names a suspended shop, an unknown slug or a draft product’s brand', async () => {
    const result = await facets(
      `q=noi+com+dien&brand=khong-co-that&store=${slug.closed}&category=${slug.cookers}`,
    )
    expect(result.brands.map((b) => b.slug)).toEqual([slug.sunhouse, slug.toshiba])
    expect(result.stores.map((s) => s.slug)).toEqual([slug.dmx, slug.bepViet])
    expect(JSON.stringify(result)).not.toMatch(/Kangaroo|tạm dừng/)
  })

  it('answers an unknown category or a query of punctuation with empty lists', async () => {
    const empty = { brands: [], stores: [], total: 0, total_capped: false }
    expect(await facets('q=noi+com&category=khong-ton-tai')).toEqual(empty)
    expect(await facets('q=%21%21%21')).toEqual(empty)
  })

  it('rejects a missing query and bad filters with Vietnamese messages', async () => {
    const missing = await get('/api/v1/search/facets')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.q[0]).toBe('Vui lòng nhập từ khóa tìm kiếm.')

    const bad = await get(
      `/api/v1/search/facets?q=noi&category=%3Cb%3E&store=a%20b&brand=${'x,'.repeat(30)}`,
    )
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['brand', 'category', 'store'])
    expect(JSON.stringify(bad.json())).toMatch(/[ạảãàáâậầấẩẫăắằặẳẵđ]/)
  })
})

describe('GET /search/facets with many brands', () => {
  it(`offers the ${SEARCH_FACET_OPTIONS} brands with most matches, and the chosen ones`, async () => {
    const db = t.database.db
    const lamps = await createCategory(db, { name: 'Đèn pin' })
    const many = SEARCH_FACET_OPTIONS + 5
    const brands = []
    for (let i = 0; i < many; i++) {
      const brand = await createBrand(db, { name: `Hãng đèn ${String(i).padStart(2, '0')}` })
      brands.push(brand)
      // Brand i has i + 1 lamps, so the last brands have the most.
      for (let k = 0; k <= (i >= many - 3 ? i : 0); k++) {
        await createProduct(db, {
          name: `Đèn pin siêu sáng ${i}-${k}`,
          category_id: lamps.id,
          brand_id: brand.id,
          images: 0,
        })
      }
    }
    const first = brands[0]!
    const result = await facets(`q=den+pin&category=${lamps.slug}&brand=${first.slug}`)
    expect(result.brands).toHaveLength(SEARCH_FACET_OPTIONS + 1)
    expect(result.brands[0]).toEqual({ slug: first.slug, name: first.name, count: 1 })
    // Then the three largest, then the rest by name.
    expect(result.brands.slice(1, 4).map((b) => b.count)).toEqual([many, many - 1, many - 2])
    expect(result.brands[4]?.name).toBe('Hãng đèn 01')
    expect(new Set(result.brands.map((b) => b.slug)).size).toBe(result.brands.length)
  })
})
