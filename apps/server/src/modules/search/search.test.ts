import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'

let t: TestApp
let phones: { id: number; slug: string }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  phones = await createCategory(db, { name: 'Điện thoại thông minh' })
  const kitchen = await createCategory(db, { name: 'Nồi cơm điện' })
  const fashion = await createCategory(db, { name: 'Thời trang' })
  const apple = await createBrand(db, { name: 'Apple', is_famous: true })
  await createBrand(db, { name: 'Sunhouse' })
  await createStore(db, { name: 'Thế Giới Di Động', is_partner: true })
  await createStore(db, { name: 'Điện Máy Xanh' })
  await createStore(db, { name: 'Điện Thoại Cũ', status: 'suspended' })
  const make = (name: string, values: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(db, { name, category_id: fashion.id, ...values })
  await make('Điện thoại iPhone 15 128GB', {
    category_id: phones.id,
    brand_id: apple.id,
    price: 19_990_000,
    sold_count: 900,
  })
  await make('Điện thoại Samsung Galaxy A56', {
    category_id: phones.id,
    price: 8_990_000,
    sold_count: 400,
  })
  await make('Ốp lưng điện thoại silicon', {
    category_id: phones.id,
    price: 59_000,
    sold_count: 2000,
  })
  await make('Tai nghe Bluetooth chống ồn', { category_id: phones.id, sold_count: 10 })
  await make('Nồi cơm điện Sunhouse 1,8 lít', { category_id: kitchen.id, sold_count: 300 })
  await make('Áo thun nam - Đỏ', { sold_count: 5 })
  await make('Đồng hồ đeo tay nam', { sold_count: 800 })
  await make('Độ bền cao: ba lô du lịch', { sold_count: 700 })
  await make('Bàn phím cơ không dây', { sold_count: 1 })
  await make('Sách bán chạy nhất năm', { sold_count: 5000 })
  await make('Quần áo trẻ em', { sold_count: 100 })
  await make('Áo sơ mi trắng', { sold_count: 50 })
  await make('Điện thoại nháp', { category_id: phones.id, status: 'draft', sold_count: 9999 })
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const found = async (q: string, extra = '') => {
  const res = await get(`/api/v1/search?q=${encodeURIComponent(q)}${extra}`)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().products.data as Array<{ name: string }>).map((p) => p.name)
}

describe('product search', () => {
  it('ignores diacritics and case', async () => {
    for (const q of ['dien thoai', 'Điện thoại', 'ĐIỆN THOẠI', 'điện thoai']) {
      const names = await found(q)
      expect(names, q).toEqual(
        expect.arrayContaining([
          'Điện thoại iPhone 15 128GB',
          'Điện thoại Samsung Galaxy A56',
          'Ốp lưng điện thoại silicon',
        ]),
      )
      expect(names, q).not.toContain('Điện thoại nháp')
    }
  })

  it('finds đỏ for "do" and ranks the word typed with its marks first', async () => {
    expect(await found('do')).toContain('Áo thun nam - Đỏ')
    // Đồng hồ and Độ bền sell more, but "đỏ" is the word typed.
    expect((await found('đỏ'))[0]).toBe('Áo thun nam - Đỏ')
    expect((await found('bàn'))[0]).toBe('Bàn phím cơ không dây')
    expect((await found('bán'))[0]).toBe('Sách bán chạy nhất năm')
  })

  it('ranks names that start with the query before names that only contain it', async () => {
    const names = await found('ao')
    expect(names.slice(0, 3)).toEqual(['Áo sơ mi trắng', 'Áo thun nam - Đỏ', 'Quần áo trẻ em'])
  })

  it('matches a word still being typed', async () => {
    expect(await found('iph')).toEqual(['Điện thoại iPhone 15 128GB'])
    expect(await found('nồi cơm đi')).toEqual(['Nồi cơm điện Sunhouse 1,8 lít'])
  })

  it('tolerates a typo', async () => {
    expect((await found('iphoen'))[0]).toBe('Điện thoại iPhone 15 128GB')
    expect((await found('tai nhe'))[0]).toBe('Tai nghe Bluetooth chống ồn')
    expect((await found('dien thaoi')).slice(0, 3)).toEqual(
      expect.arrayContaining(['Điện thoại iPhone 15 128GB', 'Điện thoại Samsung Galaxy A56']),
    )
  })

  it('lists products missing a word only when none has every word, those with most first', async () => {
    // Every word: the other phones and the rice cooker ("điện") are left out.
    expect(await found('dien thoai samsung')).toEqual(['Điện thoại Samsung Galaxy A56'])
    // No Xiaomi: the three with "điện thoại", not the rice cooker with "điện" alone.
    const partial = await found('dien thoai xiaomi')
    expect(partial.toSorted()).toEqual([
      'Điện thoại Samsung Galaxy A56',
      'Điện thoại iPhone 15 128GB',
      'Ốp lưng điện thoại silicon',
    ])
    const past = await get('/api/v1/products?q=dien%20thoai%20xiaomi&per_page=2&page=5')
    expect(past.json()).toMatchObject({ data: [], meta: { total: 3 } })
    const facets = await get('/api/v1/search/facets?q=dien%20thoai%20xiaomi')
    expect(facets.json().total).toBe(3)
  })

  it('applies the product filters and sorts', async () => {
    expect(await found('dien thoai', `&category=${phones.slug}&sort=price_asc`)).toEqual([
      'Ốp lưng điện thoại silicon',
      'Điện thoại Samsung Galaxy A56',
      'Điện thoại iPhone 15 128GB',
    ])
    expect(await found('dien thoai', '&price_min=1000000&price_max=10000000')).toEqual([
      'Điện thoại Samsung Galaxy A56',
    ])
    expect(await found('dien thoai', '&category=khong-co')).toEqual([])
  })

  it('is reachable from GET /products with q, paginated', async () => {
    const res = await get('/api/v1/products?q=dien%20thoai&per_page=2&page=2')
    expect(res.statusCode).toBe(200)
    expect(res.json().meta).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 })
    expect(res.json().data).toHaveLength(1)
    const past = await get('/api/v1/products?q=dien%20thoai&per_page=2&page=5')
    expect(past.json()).toMatchObject({ data: [], meta: { total: 3 } })
  })

  it('finds nothing, without an error, for punctuation only', async () => {
    expect(await found('!!!')).toEqual([])
    expect(await found('"')).toEqual([])
  })
})

describe('GET /search sections', () => {
  it('returns matching stores and brands beside the products', async () => {
    const res = await get('/api/v1/search?q=dien')
    const body = res.json()
    expect(body.q).toBe('dien')
    expect(body.stores.data.map((s: { name: string }) => s.name)).toEqual(['Điện Máy Xanh'])
    expect(body.brands.meta.total).toBe(0)
    const brands = (await get('/api/v1/search?q=sunhous')).json().brands
    expect(brands.data.map((b: { name: string }) => b.name)).toEqual(['Sunhouse'])
  })

  it('gives one section alone with type', async () => {
    const res = await get('/api/v1/search?q=the%20gioi&type=stores')
    expect(res.json()).toMatchObject({ products: null, brands: null })
    expect(res.json().stores.data[0].name).toBe('Thế Giới Di Động')
  })

  it('requires a query and a known type', async () => {
    const missing = await get('/api/v1/search')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.q).toEqual(['Vui lòng nhập từ khóa tìm kiếm.'])
    const type = await get('/api/v1/search?q=a&type=news')
    expect(type.json().errors.type).toEqual(['Loại kết quả không hợp lệ.'])
  })
})

describe('GET /search/suggest', () => {
  it('suggests products and categories as one types', async () => {
    const res = await get(`/api/v1/search/suggest?q=${encodeURIComponent('nồi cơm')}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.products).toEqual([
      {
        id: expect.any(Number),
        slug: expect.any(String),
        name: 'Nồi cơm điện Sunhouse 1,8 lít',
        effective_price: 100_000,
        image: expect.objectContaining({ url: expect.stringMatching(/^\/media\//) }),
      },
    ])
    expect(body.categories).toEqual([
      { id: expect.any(Number), name: 'Nồi cơm điện', slug: expect.any(String), parent_name: null },
    ])
  })

  it('keeps to 8 products and 5 categories, and answers an empty query with empty lists', async () => {
    const many = (await get('/api/v1/search/suggest?q=a')).json()
    expect(many.products.length).toBeLessThanOrEqual(8)
    expect(many.categories.length).toBeLessThanOrEqual(5)
    expect((await get('/api/v1/search/suggest?q=')).json()).toEqual({
      products: [],
      categories: [],
    })
    expect((await get('/api/v1/search/suggest')).json()).toEqual({ products: [], categories: [] })
  })
})
