import { adminPaths, adminProductMessages, adminUrl } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../db/client.ts'
import { createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import {
  countQuery,
  filterConditions,
  findProductPage,
  resolveFilters,
} from './admin-product-list.repository.ts'

let t: TestApp
let token: string
const ids: Record<string, number> = {}
let parent: number
let child: number
let brand: number
let store: number

beforeAll(async () => {
  t = await createTestApp()
  token = (await createStaff(t, ['catalog'])).token
  const db = t.database.db
  parent = (await createCategory(db, { name: 'Điện gia dụng' })).id
  child = (await createCategory(db, { name: 'Nồi cơm điện', parent_id: parent })).id
  const other = (await createCategory(db, { name: 'Thời trang' })).id
  brand = (await createBrand(db, { name: 'Toshiba' })).id
  store = (await createStore(db, { name: 'Điện máy Xanh' })).id
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 8, minutes))
  const make = async (key: string, values: Parameters<typeof createProduct>[1]) => {
    ids[key] = (await createProduct(db, { images: 0, ...values })).id
  }
  await make('rice', {
    name: 'Nồi cơm điện Toshiba 1.8L',
    sku: 'TOS-RC18',
    category_id: child,
    brand_id: brand,
    store_id: store,
    price: 1_500_000,
    stock: 3,
    created_at: at(1),
  })
  await make('kettle', {
    name: 'Ấm đun siêu tốc',
    sku: 'KET-001',
    category_id: parent,
    price: 300_000,
    sale_price: 250_000,
    stock: 0,
    created_at: at(2),
  })
  await make('shirt', {
    name: 'Áo thun cổ tròn',
    sku: 'AO-THUN-01',
    category_id: other,
    price: 150_000,
    stock: 40,
    low_stock_threshold: 50,
    status: 'draft',
    created_at: at(3),
  })
  await make('old', {
    name: 'Quạt điện cũ',
    sku: 'QUAT-OLD',
    category_id: parent,
    price: 500_000,
    stock: 100,
    status: 'archived',
    created_at: at(4),
  })
  await make('fan', {
    name: 'Quạt đứng Senko',
    sku: 'SENKO-QD',
    category_id: parent,
    price: 700_000,
    stock: 100,
    status: 'hidden',
    created_at: at(5),
    variants: [{ name: 'Xanh' }, { name: 'Trắng' }],
  })
})
afterAll(() => t?.close())

async function list(query = '') {
  const res = await injectAs(t, token, {
    method: 'GET',
    url: `${adminUrl(adminPaths.products)}${query ? `?${query}` : ''}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{
    data: Array<Record<string, unknown> & { id: number }>
    meta: { total: number; last_page: number }
    count_cap: number
  }>()
}
const named = async (query = '') => {
  const answer = await list(query)
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]))
  return answer.data.map((row) => byId[row.id])
}

describe('the product list', () => {
  it('shows every status but archived by default, newest first, with its row fields', async () => {
    const answer = await list()
    expect(answer.meta.total).toBe(4)
    expect(answer.count_cap).toBe(10_000)
    expect(await named()).toEqual(['fan', 'shirt', 'kettle', 'rice'])
    expect(answer.data.find((row) => row.id === ids.rice)).toMatchObject({
      name: 'Nồi cơm điện Toshiba 1.8L',
      sku: 'TOS-RC18',
      category: { id: child, name: 'Nồi cơm điện' },
      brand: { id: brand, name: 'Toshiba' },
      store: { id: store, name: 'Điện máy Xanh' },
      status: 'published',
      price: 1_500_000,
      sale_price: null,
      stock: 3,
      variants_count: 0,
      cover: null,
      version: 1,
    })
    expect(answer.data.find((row) => row.id === ids.fan)).toMatchObject({ variants_count: 2 })
    expect(answer.data.find((row) => row.id === ids.kettle)).toMatchObject({
      sale_price: 250_000,
      planned_sale_price: 250_000,
    })
    expect(await named('status=archived')).toEqual(['old'])
  })

  it('searches name without marks and SKU', async () => {
    expect(await named('q=noi com')).toEqual(['rice'])
    expect(await named('q=ÁO THUN')).toEqual(['shirt'])
    expect(await named('q=senko-qd')).toEqual(['fan'])
    expect(await named('q=100%25')).toEqual([])
    // Read from the products (a sort the search keys lack), each search its own pattern.
    expect(await named('q=noi com&sort=price_asc')).toEqual(['rice'])
    expect(await named('q=ao thun&sort=price_asc')).toEqual(['shirt'])
  })

  it('counts by status, category, brand and shop from the kept counts as the counted ones do', async () => {
    // `price_min=0` matches every product but makes the list count row by row.
    const filterSets = [
      '',
      'status=archived&',
      'status=draft&',
      'status=published&',
      `category_id=${parent}&`,
      `category_id=${child}&status=published&`,
      `brand_id=${brand}&`,
      `store=${store}&`,
      'store=shop&',
      'category_id=999999&',
    ]
    for (const filters of filterSets) {
      const kept = await list(filters)
      const counted = await list(`${filters}price_min=0`)
      expect(kept.meta.total, filters).toBe(counted.meta.total)
    }
    expect((await list()).meta.total).toBe(4)
    expect((await list('status=archived')).meta.total).toBe(1)
  })

  it('counts a search’s matches, on its page and on a page past them', async () => {
    const first = await list('q=quat')
    expect(first.data.map((row) => row.id)).toEqual([ids.fan])
    expect(first.meta.total).toBe(1)
    const past = await list('q=quat&page=3')
    expect(past.data).toEqual([])
    expect(past.meta.total).toBe(1)
    expect((await list('q=khong-co-dau')).meta.total).toBe(0)
    expect((await list('q=quat&status=archived')).meta.total).toBe(1)
  })

  it('answers a search from the search keys as from the products, whatever filters and sort', async () => {
    // Newest first and by name read the search keys; `price_min=0` and the other sorts read the
    // products: every pair must agree, rows and totals.
    const searches = [
      'q=quat',
      'q=o',
      `q=o&category_id=${parent}`,
      `q=o&brand_id=${brand}`,
      `q=o&store=${store}`,
      'q=o&store=shop',
      'q=o&status=archived',
      'q=o&status=draft',
      'q=o&sort=name',
    ]
    for (const search of searches) {
      const fromKeys = await list(search)
      const fromProducts = await list(`${search}&price_min=0`)
      expect(fromKeys.data, search).toEqual(fromProducts.data)
      expect(fromKeys.meta.total, search).toBe(fromProducts.meta.total)
    }
    expect(await named('q=o')).toEqual(['fan', 'shirt', 'kettle', 'rice'])
    expect(await named('q=o&sort=name')).toEqual(['kettle', 'shirt', 'rice', 'fan'])
    expect((await list('q=o&page=9')).meta.total).toBe(4)
  })

  it('filters by category with its sub-categories, brand, store, stock, sale and price', async () => {
    expect(await named(`category_id=${parent}`)).toEqual(['fan', 'kettle', 'rice'])
    expect(await named(`category_id=${child}`)).toEqual(['rice'])
    const unknown = await list('category_id=999999')
    expect([unknown.data, unknown.meta.total]).toEqual([[], 0])
    expect(await named(`brand_id=${brand}`)).toEqual(['rice'])
    expect(await named(`store=${store}`)).toEqual(['rice'])
    expect(await named('store=shop')).toEqual(['fan', 'shirt', 'kettle'])
    expect(await named('stock=out')).toEqual(['kettle'])
    // The shirt's own threshold (50) makes its 40 low; the rice cooker's 3 is under the default.
    expect(await named('stock=low')).toEqual(['shirt', 'rice'])
    expect(await named('stock=in')).toEqual(['fan'])
    expect(await named('on_sale=true')).toEqual(['kettle'])
    expect(await named('price_min=200000&price_max=800000')).toEqual(['fan', 'kettle'])
    // One prepared statement serves filters of one shape: each answer holds its own values.
    expect(await named('price_min=600000&price_max=800000')).toEqual(['fan'])
    const otherBrand = await list(`brand_id=${brand + 100000}`)
    expect([otherBrand.data, otherBrand.meta.total]).toEqual([[], 0])
    expect(await named(`brand_id=${brand}`)).toEqual(['rice'])
  })

  it('counts the low-stock products along their own index, not every product in stock', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain ${countQuery(tx, filterConditions({ stock: 'low' }))}`,
      )
    })
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('products_low_stock_list_idx')
  })

  it('reads a page of out-of-stock products along their own index, not the newest products', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain ${findProductPage(tx, { stock: 'out' }, 'newest', { limit: 20, offset: 3980, through: 4000 })}`,
      )
    })
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'products_out_of_stock_list_idx',
    )
  })

  it('sorts by name, price, stock and update', async () => {
    expect(await named('sort=name')).toEqual(['kettle', 'shirt', 'rice', 'fan'])
    expect(await named('sort=price_asc')).toEqual(['shirt', 'kettle', 'fan', 'rice'])
    expect(await named('sort=price_desc')).toEqual(['rice', 'fan', 'kettle', 'shirt'])
    expect(await named('sort=stock_asc')).toEqual(['kettle', 'rice', 'shirt', 'fan'])
    expect((await named('sort=updated')).length).toBe(4)
  })

  it('answers 422 per field for a bad query', async () => {
    const res = await injectAs(t, token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.products)}?status=sold&page=501&price_min=9&price_max=1&sort=x`,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toMatchObject({
      status: [adminProductMessages.status],
      page: [adminProductMessages.page],
      sort: [adminProductMessages.sort],
    })
    const range = await injectAs(t, token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.products)}?price_min=9&price_max=1`,
    })
    expect(range.json().errors).toEqual({ price_max: [adminProductMessages.priceRange] })
  })
})

describe('a category with sub-categories, page after page', () => {
  // Last in the file: these products would join the lists the tests above compare whole.
  let top: number
  let expected: number[]
  beforeAll(async () => {
    const db = t.database.db
    top = (await createCategory(db, { name: 'Nhà cửa & Đời sống' })).id
    const kitchen = (await createCategory(db, { name: 'Nhà bếp', parent_id: top })).id
    const bath = (await createCategory(db, { name: 'Phòng tắm', parent_id: kitchen })).id
    const homes = [top, kitchen, bath]
    const made: Array<{ id: number; at: number; status: string }> = []
    // 47 products, the three categories taking turns irregularly; two share a time (the id
    // breaks the tie), some archived.
    for (let n = 0; n < 47; n += 1) {
      const at = n === 20 ? 19 : n
      const status = n % 9 === 4 ? 'archived' : n % 5 === 0 ? 'draft' : 'published'
      const product = await createProduct(db, {
        images: 0,
        name: `Kệ gia dụng số ${n}`,
        category_id: homes[(n * 7) % 3]!,
        stock: n % 4 === 0 ? 0 : 10,
        status: status as 'published',
        created_at: new Date(Date.UTC(2026, 10, 2, 8, at)),
      })
      made.push({ id: product.id, at, status })
    }
    expected = made
      .filter((product) => product.status !== 'archived')
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((product) => product.id)
  })

  it('reads every page of the subtree newest first, each product once', async () => {
    const pages = []
    for (const page of [1, 2, 3]) {
      const answer = await list(`category_id=${top}&page=${page}`)
      expect(answer.meta.total).toBe(expected.length)
      pages.push(...answer.data.map((row) => row.id))
    }
    expect(pages).toEqual(expected)
    expect((await list(`category_id=${top}&page=4`)).data).toEqual([])
    const outOfStock = await list(`category_id=${top}&stock=out&page=2`)
    expect(outOfStock.data.map((row) => row.stock)).toEqual(outOfStock.data.map(() => 0))
  })

  it('merges the categories’ own newest-first walks, reading each no further than the page', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const categoryIds = (await resolveFilters(tx, { category_id: top })).categoryIds
      return selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain ${findProductPage(tx, { categoryIds }, 'newest', { limit: 20, offset: 20, through: 40 })}`,
      )
    })
    const text = plan.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toContain('Merge Append')
    expect(text).toContain('products_category_newest_idx')
  })
})
