import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductSort } from '@phiencho/contracts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'
import type { ProductFilters } from './product-sql.ts'
import {
  type RankedSearch,
  searchRanked,
  WALK_SAMPLE,
  walkDensity,
} from './product-search.repository.ts'
import { searchTerms } from './search-terms.ts'

// A search's candidates (its `cap` best-selling matches) are found by walking the popularity
// index, through the GIN index, or by a walk that falls short and hands over to the GIN index.
// Whichever way a statement takes, the shopper must get the same page.

let t: TestApp
let shirtsId: number
let coolmateSlug: string
/** Names of the listed products, best sellers first. */
const listed: Array<{ name: string; sold: number; price: number; categoryId: number }> = []

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const shirts = await createCategory(db, { name: 'Áo thun' })
  const kitchen = await createCategory(db, { name: 'Nhà bếp' })
  shirtsId = shirts.id
  const coolmate = await createBrand(db, { name: 'Coolmate' })
  coolmateSlug = coolmate.slug
  const closed = await createStore(db, { name: 'Shop Tạm Nghỉ', status: 'suspended' })
  const colours = ['Đỏ', 'Xanh', 'Trắng', 'Đen']
  for (let i = 0; i < 40; i++) {
    const name = `Áo thun nam ${colours[i % 4]} size ${i}`
    const sold = (i * 37) % 101
    const price = 90_000 + i * 5_000
    await createProduct(db, {
      name,
      category_id: shirts.id,
      brand_id: i % 3 === 0 ? coolmate.id : null,
      sold_count: sold,
      price,
      images: 0,
    })
    listed.push({ name, sold, price, categoryId: shirts.id })
  }
  for (let i = 0; i < 12; i++) {
    const name = `Nồi cơm điện ${i + 1} lít`
    const sold = (i * 53) % 97
    await createProduct(db, { name, category_id: kitchen.id, sold_count: sold, images: 0 })
    listed.push({ name, sold, price: 100_000, categoryId: kitchen.id })
  }
  // Best sellers that must never show: walking the popularity index meets them first.
  await createProduct(db, { name: 'Áo thun nam nháp', status: 'draft', sold_count: 10_000 })
  await createProduct(db, { name: 'Áo thun nam tạm nghỉ', store_id: closed.id, sold_count: 9_000 })
})
afterAll(() => t?.close())

const WAYS: Array<Pick<RankedSearch, 'candidates' | 'walkWindow'>> = [
  { candidates: 'auto' },
  { candidates: 'gin' },
  { candidates: 'walk' },
  // A walk that reads too few best sellers to find `cap` matches, then the GIN index.
  { candidates: 'walk', walkWindow: 7 },
]

async function search(
  q: string,
  way: Pick<RankedSearch, 'candidates' | 'walkWindow'>,
  options: Partial<RankedSearch> = {},
) {
  const terms = searchTerms(q)!
  const { rows, total } = await searchRanked(t.database.db, terms, {
    filters: {},
    sort: 'relevance',
    limit: 10,
    offset: 0,
    cap: 500,
    fuzzy: false,
    ...options,
    ...way,
  })
  return { names: rows.map((row) => row.name), total }
}

describe('search candidates', () => {
  it('takes the cap best-selling matches, whichever way it finds them', async () => {
    const bestSellers = listed
      .filter((p) => p.name.startsWith('Áo thun'))
      .sort((a, b) => b.sold - a.sold)
      .slice(0, 12)
      .map((p) => p.name)
    for (const way of WAYS) {
      const { names, total } = await search('ao thun', way, {
        cap: 12,
        sort: 'best_selling',
        limit: 50,
      })
      expect(total, JSON.stringify(way)).toBe(12)
      expect(names, JSON.stringify(way)).toEqual(bestSellers)
    }
  })

  it('gives the same pages for every way, query, filter and sort', async () => {
    const queries = ['ao', 'ao thun nam', 'đỏ', '"thun nam" -đen', 'size 1', 'khong co gi']
    const filters: ProductFilters[] = [
      {},
      { categoryIds: [shirtsId] },
      { brandSlugs: [coolmateSlug] },
      { priceMin: 100_000, priceMax: 200_000 },
    ]
    const sorts: ProductSort[] = ['relevance', 'price_asc']
    for (const q of queries) {
      for (const filter of filters) {
        for (const sort of sorts) {
          for (const cap of [3, 500]) {
            for (const offset of [0, 10]) {
              const options = { filters: filter, sort, cap, offset }
              const expected = await search(q, { candidates: 'gin' }, options)
              // Equal empty pages would prove nothing: each query but the last finds something.
              if (q !== 'khong co gi' && filter === filters[0]) {
                expect(expected.total, q).toBeGreaterThan(0)
              }
              for (const way of WAYS) {
                const label = JSON.stringify({ q, way, ...options })
                expect(await search(q, way, options), label).toEqual(expected)
              }
            }
          }
        }
      }
    }
  })

  it('gives the same pages for every way when no product has every word', async () => {
    // "xanh" and "size 3" are each in some names, never with "vang": the tiers of fewer words.
    for (const q of ['ao thun vang', 'noi com vang', 'xanh size 3 vang']) {
      for (const cap of [3, 500]) {
        for (const sort of ['relevance', 'price_asc'] as const) {
          const options = { cap, sort, fuzzy: 100 }
          const expected = await search(q, { candidates: 'gin' }, options)
          expect(expected.total, q).toBeGreaterThan(0)
          for (const way of WAYS) {
            const label = JSON.stringify({ q, way, ...options })
            expect(await search(q, way, options), label).toEqual(expected)
          }
        }
      }
    }
  })

  it('sets the walk threshold at √(cap ÷ 700,000) of the sampled best sellers', () => {
    // 500 candidates: a walk when about 2.7 % of products match, 9 of the 300 sampled.
    expect(walkDensity(500)).toBeCloseTo(0.0267, 3)
    expect(Math.ceil(WALK_SAMPLE * walkDensity(500))).toBe(9)
    // The eight suggestions' 50: from about 0.85 %.
    expect(Math.ceil(WALK_SAMPLE * walkDensity(50))).toBe(3)
  })
})
