import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct } from '../../test/catalog-factories.ts'
import { products } from '../../db/schema.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'

let t: TestApp
let shop: SmallShop

beforeAll(async () => {
  t = await createTestApp()
  shop = await seedSmallShop(t.database.db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const names = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data as Array<{ name: string }>).map((p) => p.name)
}

describe('GET /products', () => {
  it('lists visible products newest first, as cards, with Laravel-style meta', async () => {
    const res = await get('/api/v1/products')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 24,
      total: 5,
      last_page: 1,
      total_capped: false,
    })
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      'Bàn phím cơ',
      'Áo thun cổ tròn',
      'Máy tính bảng Samsung Galaxy Tab',
      'Điện thoại iPhone 15',
      'Điện thoại Samsung Galaxy A56',
    ])
    const galaxy = body.data[4]
    expect(galaxy).toEqual({
      id: shop.phone.id,
      slug: shop.phone.slug,
      name: 'Điện thoại Samsung Galaxy A56',
      price: 9_990_000,
      sale_price: 8_490_000,
      effective_price: 8_490_000,
      discount_percent: 15,
      sale_ends_at: null,
      image: {
        url: expect.stringMatching(/^\/media\/demo\/products\/test-\d+-1\.webp$/),
        width: 720,
        height: 720,
        alt: 'Điện thoại Samsung Galaxy A56',
      },
      sold_count: 500,
      rating: null,
      stock_status: 'in_stock',
      store: { name: 'Thế Giới Số', slug: shop.store.slug },
      brand: { name: 'Samsung', slug: shop.samsung.slug },
    })
    // The resized copies are not repeated in every answer (ADR 025): `mediaUrlSrcset` names them.
    expect(Object.keys(body.data[0].image).sort()).toEqual(['alt', 'height', 'url', 'width'])
    const shirt = body.data[1]
    expect(shirt).toMatchObject({
      image: null,
      stock_status: 'low_stock',
      store: null,
      brand: null,
    })
    expect(body.data[2].stock_status).toBe('out_of_stock')
  })

  it('filters by category, subcategories included', async () => {
    expect(await names(`/api/v1/products?category=${shop.slugs.electronics}`)).toEqual([
      'Bàn phím cơ',
      'Máy tính bảng Samsung Galaxy Tab',
      'Điện thoại iPhone 15',
      'Điện thoại Samsung Galaxy A56',
    ])
    expect(await names(`/api/v1/products?category=${shop.slugs.phones}`)).toHaveLength(2)
    expect(await names('/api/v1/products?category=khong-co-danh-muc')).toEqual([])
  })

  it('filters by brands (repeated or comma-separated) and by store', async () => {
    const samsung = await names(`/api/v1/products?brand=${shop.samsung.slug}`)
    expect(samsung).toEqual(['Máy tính bảng Samsung Galaxy Tab', 'Điện thoại Samsung Galaxy A56'])
    const both = `brand=${shop.samsung.slug}&brand=${shop.apple.slug}`
    expect(await names(`/api/v1/products?${both}`)).toHaveLength(3)
    const comma = `brand=${shop.samsung.slug},${shop.apple.slug}`
    expect(await names(`/api/v1/products?${comma}`)).toHaveLength(3)
    expect(await names(`/api/v1/products?store=${shop.store.slug}`)).toEqual([
      'Điện thoại Samsung Galaxy A56',
    ])
  })

  it('filters by what the shopper pays, sale and stock', async () => {
    expect(await names('/api/v1/products?price_min=1000000&price_max=8490000')).toEqual([
      'Bàn phím cơ',
      'Máy tính bảng Samsung Galaxy Tab',
      'Điện thoại Samsung Galaxy A56',
    ])
    expect(await names('/api/v1/products?on_sale=true')).toEqual([
      'Áo thun cổ tròn',
      'Điện thoại Samsung Galaxy A56',
    ])
    expect(await names('/api/v1/products?on_sale=false')).toHaveLength(5)
    expect(await names('/api/v1/products?in_stock=1')).not.toContain(
      'Máy tính bảng Samsung Galaxy Tab',
    )
  })

  it('sorts by effective price, best sellers and name without regard to marks', async () => {
    expect(await names('/api/v1/products?sort=price_asc')).toEqual([
      'Áo thun cổ tròn',
      'Bàn phím cơ',
      'Máy tính bảng Samsung Galaxy Tab',
      'Điện thoại Samsung Galaxy A56',
      'Điện thoại iPhone 15',
    ])
    expect((await names('/api/v1/products?sort=price_desc'))[0]).toBe('Điện thoại iPhone 15')
    expect(await names('/api/v1/products?sort=best_selling')).toEqual([
      'Điện thoại iPhone 15',
      'Điện thoại Samsung Galaxy A56',
      'Bàn phím cơ',
      'Máy tính bảng Samsung Galaxy Tab',
      'Áo thun cổ tròn',
    ])
    // Đ sorts as D and Á as A, not after Z.
    expect(await names('/api/v1/products?sort=name')).toEqual([
      'Áo thun cổ tròn',
      'Bàn phím cơ',
      'Điện thoại iPhone 15',
      'Điện thoại Samsung Galaxy A56',
      'Máy tính bảng Samsung Galaxy Tab',
    ])
  })

  it('paginates without overlap and reports the last page', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => get(`/api/v1/products?per_page=2&page=${page}`)),
    )
    const bodies = pages.map((res) => res.json())
    expect(bodies[0].meta).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 })
    const all = bodies.flatMap((body) => body.data.map((p: { id: number }) => p.id))
    expect(all).toHaveLength(5)
    expect(new Set(all).size).toBe(5)
    expect(bodies[3].data).toEqual([])
    // The total comes with the page's rows; a page past the last still reports it.
    expect(bodies[3].meta).toMatchObject({ current_page: 4, total: 5, last_page: 3 })
    const pastPriced = (await get('/api/v1/products?per_page=2&page=9&price_min=1')).json()
    expect(pastPriced).toMatchObject({ data: [], meta: { total: 5, total_capped: false } })
    const nothing = (await get('/api/v1/products?price_min=999999999')).json()
    expect(nothing).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } })
    expect((await get('/api/v1/products?per_page=60')).statusCode).toBe(200)
  })

  it('answers bad query values with 422 and Vietnamese messages, never 500', async () => {
    const cases: Array<[string, string, string]> = [
      ['page=0', 'page', 'Số trang phải là số nguyên từ 1 trở lên.'],
      ['page=abc', 'page', 'Số trang phải là số nguyên từ 1 trở lên.'],
      ['page=1.5', 'page', 'Số trang phải là số nguyên từ 1 trở lên.'],
      ['per_page=61', 'per_page', 'Số mục mỗi trang phải là số nguyên từ 1 đến 60.'],
      ['per_page=0', 'per_page', 'Số mục mỗi trang phải là số nguyên từ 1 đến 60.'],
      ['sort=cheap', 'sort', 'Cách sắp xếp không hợp lệ.'],
      ['price_min=-1', 'price_min', 'Giá từ phải là số nguyên không âm (đồng).'],
      ['price_min=abc', 'price_min', 'Giá từ phải là số nguyên không âm (đồng).'],
      ['price_max=99999999999', 'price_max', 'Giá đến phải là số nguyên không âm (đồng).'],
      ['price_min=500&price_max=100', 'price_max', 'Giá đến phải lớn hơn hoặc bằng giá từ.'],
      ['on_sale=maybe', 'on_sale', 'Giá trị phải là true hoặc false.'],
      ['in_stock=', 'in_stock', 'Giá trị phải là true hoặc false.'],
      ['category=Điện thoại', 'category', 'Danh mục không hợp lệ.'],
      ['store=a/b', 'store', 'Cửa hàng không hợp lệ.'],
      [`q=${'a'.repeat(101)}`, 'q', 'Từ khóa tìm kiếm không được dài quá 100 ký tự.'],
    ]
    for (const [query, field, message] of cases) {
      const res = await get(`/api/v1/products?${encodeURI(query)}`)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().errors[field], query).toEqual([message])
    }
    const brand = await get('/api/v1/products?brand=Bad%20Slug')
    expect(brand.statusCode).toBe(422)
    expect(brand.json().message).toBe('Thương hiệu không hợp lệ.')
  })
})

describe('GET /products in a category with subcategories', () => {
  let own: TestApp
  beforeAll(async () => {
    own = await createTestApp()
  })
  afterAll(() => own?.close())

  it('pages through a category with several subcategories in every sort, as one list', async () => {
    const db = own.database.db
    const parent = await createCategory(db, { name: 'Nhà cửa đời sống' })
    const children = await Promise.all(
      ['Nội thất', 'Đồ bếp', 'Trang trí'].map((name) =>
        createCategory(db, { name, parent_id: parent.id }),
      ),
    )
    const made: Awaited<ReturnType<typeof createProduct>>[] = []
    for (let i = 0; i < 17; i++) {
      const category = i % 4 === 3 ? parent : children[i % 3]!
      made.push(
        await createProduct(db, {
          category_id: category.id,
          price: 100_000 + ((i * 37) % 11) * 10_000,
          sold_count: (i * 13) % 7,
          created_at: new Date(Date.UTC(2026, 0, 1 + ((i * 5) % 17))),
        }),
      )
    }
    const expected: Record<string, (a: (typeof made)[0], b: (typeof made)[0]) => number> = {
      price_asc: (a, b) => a.price - b.price || a.id - b.id,
      price_desc: (a, b) => b.price - a.price || b.id - a.id,
      best_selling: (a, b) => b.sold_count - a.sold_count || b.id - a.id,
      newest: (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
    }
    for (const [sort, compare] of Object.entries(expected)) {
      const ids: number[] = []
      for (const page of [1, 2, 3, 4]) {
        const res = await own.app.inject(
          `/api/v1/products?category=${parent.slug}&sort=${sort}&per_page=5&page=${page}`,
        )
        expect(res.json().meta).toMatchObject({ total: 17, last_page: 4 })
        ids.push(...res.json().data.map((p: { id: number }) => p.id))
      }
      expect(ids, sort).toEqual([...made].sort(compare).map((p) => p.id))
    }
  })

  it('pages of the default size (prepared, read up to a power of two) hold every product once', async () => {
    const db = own.database.db
    const parent = await createCategory(db, { name: 'Thể thao' })
    const child = await createCategory(db, { name: 'Giày chạy', parent_id: parent.id })
    const made = await db
      .insert(products)
      .values(
        Array.from({ length: 61 }, (_, i) => ({
          category_id: i % 3 ? child.id : parent.id,
          name: `Giày ${String((i * 17) % 61).padStart(2, '0')}`,
          slug: `giay-${i}`,
          sku: `GIAY-${i}`,
          price: 200_000 + ((i * 7) % 13) * 5_000,
          stock: 3,
          status: 'published' as const,
        })),
      )
      .returning()
    const orders: Record<string, (a: (typeof made)[0], b: (typeof made)[0]) => number> = {
      price_asc: (a, b) => a.price - b.price || a.id - b.id,
      name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
    }
    for (const [sort, compare] of Object.entries(orders)) {
      for (const category of [parent, child]) {
        const inCategory = made.filter((p) => category === parent || p.category_id === child.id)
        const ids: number[] = []
        for (const page of [1, 2, 3, 4]) {
          const res = await own.app.inject(
            `/api/v1/products?category=${category.slug}&sort=${sort}&page=${page}`,
          )
          expect(res.json().meta).toMatchObject({ total: inCategory.length, per_page: 24 })
          ids.push(...res.json().data.map((p: { id: number }) => p.id))
        }
        expect(ids, `${sort} ${category.name}`).toEqual(
          [...inCategory].sort(compare).map((p) => p.id),
        )
      }
    }
  })
})
