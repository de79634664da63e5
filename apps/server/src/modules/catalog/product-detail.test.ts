import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { product_categories, products } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory } from '../../test/catalog-factories.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'
import { inTypeOrder } from './product-detail.ts'

let t: TestApp
let shop: SmallShop

beforeAll(async () => {
  t = await createTestApp()
  shop = await seedSmallShop(t.database.db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('variant options', () => {
  it('come in the order of the option types staff gave', () => {
    const options = { 'Kích cỡ': 'M', 'Màu sắc': 'Đen' }
    const types = [{ name: 'Màu sắc' }, { name: 'Kích cỡ' }]
    expect(Object.keys(inTypeOrder(options, types))).toEqual(['Màu sắc', 'Kích cỡ'])
    expect(Object.keys(inTypeOrder(options, []))).toEqual(['Kích cỡ', 'Màu sắc'])
  })
})

describe('SEO fields', () => {
  it('answers the title and description staff wrote for search engines, on products and categories', async () => {
    const db = t.database.db
    await db
      .update(products)
      .set({ seo_title: 'Galaxy A56 chính hãng', seo_description: 'Trả góp 0 %.' })
      .where(eq(products.id, shop.phone.id))
    await db
      .update(product_categories)
      .set({ seo_title: 'Điện thoại giá tốt', seo_description: null })
      .where(eq(product_categories.slug, shop.slugs.phones!))
    expect((await get(`/api/v1/products/${shop.phone.slug}`)).json()).toMatchObject({
      seo_title: 'Galaxy A56 chính hãng',
      seo_description: 'Trả góp 0 %.',
    })
    expect((await get(`/api/v1/categories/${shop.slugs.phones}`)).json()).toMatchObject({
      seo_title: 'Điện thoại giá tốt',
      seo_description: null,
    })
    await db
      .update(products)
      .set({ seo_title: null, seo_description: null })
      .where(eq(products.id, shop.phone.id))
    await db
      .update(product_categories)
      .set({ seo_title: null })
      .where(eq(product_categories.slug, shop.slugs.phones!))
  })
})

describe('GET /products/{slug}', () => {
  it('gives the detail with gallery, variants, breadcrumb, store and brand', async () => {
    const res = await get(`/api/v1/products/${shop.phone.slug}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: shop.phone.id,
      name: 'Điện thoại Samsung Galaxy A56',
      stock: 10,
      description: '<p>Điện thoại Samsung Galaxy A56</p>',
      attributes: { 'Xuất xứ': 'Hàn Quốc' },
      category: { name: 'Điện thoại', slug: shop.slugs.phones },
      store: { name: 'Thế Giới Số', is_partner: true, province_name: 'Thành phố Hà Nội' },
      brand: { name: 'Samsung', logo: null },
      variants: [
        {
          name: '128GB',
          options: { 'Bộ nhớ': '128GB' },
          price: 9_990_000,
          effective_price: 9_990_000,
          discount_percent: 0,
          stock: 8,
          stock_status: 'in_stock',
        },
      ],
    })
    expect(body.breadcrumb.map((c: { slug: string }) => c.slug)).toEqual([
      shop.slugs.electronics,
      shop.slugs.phones,
    ])
    expect(body.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Điện thoại Samsung Galaxy A56',
      'Điện thoại Samsung Galaxy A56 - ảnh 2',
      'Điện thoại Samsung Galaxy A56 - ảnh 3',
    ])
    expect(body.image).toEqual(body.images[0])
    expect(new Date(body.created_at).toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })

  it('gives 404 for unknown, draft, archived and suspended-shop products', async () => {
    for (const slug of [
      'khong-ton-tai',
      shop.slugs['Điện thoại nháp'],
      shop.slugs['Điện thoại ngừng bán'],
      shop.slugs['Điện thoại cửa hàng đóng'],
    ]) {
      const res = await get(`/api/v1/products/${slug}`)
      expect(res.statusCode, slug).toBe(404)
      expect(res.json()).toEqual({ message: 'Không tìm thấy sản phẩm.' })
    }
  })

  it('suggests best sellers of the same category as related products', async () => {
    const res = await get(`/api/v1/products/${shop.phone.slug}/related`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Điện thoại iPhone 15'])
  })

  it('gives an empty list for a product alone in its category, and 404 for a hidden one', async () => {
    const alone = await get(`/api/v1/products/${shop.slugs['Áo thun cổ tròn']}/related`)
    expect(alone.statusCode).toBe(200)
    expect(alone.json()).toEqual({ data: [] })
    for (const slug of [
      'khong-ton-tai',
      shop.slugs['Điện thoại nháp'],
      shop.slugs['Điện thoại cửa hàng đóng'],
    ]) {
      const res = await get(`/api/v1/products/${slug}/related`)
      expect(res.statusCode, slug).toBe(404)
      expect(res.json()).toEqual({ message: 'Không tìm thấy sản phẩm.' })
    }
  })
})

describe('GET /products/{slug}?include=related', () => {
  it('gives the detail and what /related gives, in one answer', async () => {
    for (const slug of [shop.phone.slug, shop.slugs['Áo thun cổ tròn']!]) {
      const [withRelated, detail, related] = await Promise.all(
        [
          `/api/v1/products/${slug}?include=related`,
          `/api/v1/products/${slug}`,
          `/api/v1/products/${slug}/related`,
        ].map(get),
      )
      expect(withRelated!.statusCode, slug).toBe(200)
      const { related: cards, ...product } = withRelated!.json()
      expect(product).toEqual(detail!.json())
      expect(cards).toEqual(related!.json().data)
      expect(detail!.json()).not.toHaveProperty('related')
    }
    const phone = (await get(`/api/v1/products/${shop.phone.slug}?include=related`)).json()
    // Draft, archived and suspended-shop phones of the same category are not related products.
    expect(phone.related.map((p: { name: string }) => p.name)).toEqual(['Điện thoại iPhone 15'])
  })

  it('gives 404 for a hidden product and 422 for anything else to include', async () => {
    for (const slug of ['khong-ton-tai', shop.slugs['Điện thoại cửa hàng đóng']]) {
      const res = await get(`/api/v1/products/${slug}?include=related`)
      expect(res.statusCode, slug).toBe(404)
      expect(res.json()).toEqual({ message: 'Không tìm thấy sản phẩm.' })
    }
    for (const query of ['include=reviews', 'include=', 'include=related&include=related']) {
      const res = await get(`/api/v1/products/${shop.phone.slug}?${query}`)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().errors.include, query).toEqual([
        'Chỉ có thể kèm theo: related (sản phẩm liên quan).',
      ])
    }
  })
})

describe('categories', () => {
  it('serves the tree of active categories', async () => {
    const hidden = await createCategory(t.database.db, { name: 'Ẩn', status: 'hidden' })
    await createCategory(t.database.db, { name: 'Con của mục ẩn', parent_id: hidden.id })
    const res = await get('/api/v1/categories')
    expect(res.statusCode).toBe(200)
    const tree = res.json().data
    expect(tree.map((c: { name: string }) => c.name)).toEqual([
      'Điện thoại & Máy tính bảng',
      'Áo thun',
    ])
    expect(tree[0].children.map((c: { name: string }) => c.name)).toEqual([
      'Điện thoại',
      'Máy tính bảng',
    ])
    expect(tree[0].children[0].children).toEqual([])
    expect((await get(`/api/v1/categories/${hidden.slug}`)).statusCode).toBe(404)
  })

  it('gives a category with its children and breadcrumb, or 404', async () => {
    const parent = await get(`/api/v1/categories/${shop.slugs.electronics}`)
    expect(parent.statusCode).toBe(200)
    expect(parent.json()).toMatchObject({
      name: 'Điện thoại & Máy tính bảng',
      parent: null,
      children: [{ name: 'Điện thoại' }, { name: 'Máy tính bảng' }],
    })
    const child = (await get(`/api/v1/categories/${shop.slugs.phones}`)).json()
    expect(child.parent.slug).toBe(shop.slugs.electronics)
    expect(child.breadcrumb.map((c: { name: string }) => c.name)).toEqual([
      'Điện thoại & Máy tính bảng',
      'Điện thoại',
    ])
    const missing = await get('/api/v1/categories/khong-co')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Không tìm thấy danh mục.')
  })
})

describe('OpenAPI', () => {
  it('documents the catalogue routes', async () => {
    const doc = (await get('/api/docs/json')).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/products',
        '/api/v1/products/{slug}',
        '/api/v1/categories',
        '/api/v1/search',
        '/api/v1/search/suggest',
        '/api/v1/wishlist',
        '/api/v1/wishlist/{product_id}',
        '/api/v1/partner-applications',
        '/api/v1/brands',
        '/api/v1/stores/{slug}',
      ]),
    )
    const parameters = doc.paths['/api/v1/products'].get.parameters.map(
      (p: { name: string }) => p.name,
    )
    expect(parameters).toEqual(expect.arrayContaining(['page', 'per_page', 'sort', 'brand']))
  })
})
