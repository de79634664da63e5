import { describe, expect, it } from 'vitest'

import type { FilterOptions } from './api/get-filter-options'
import { filterOptionsQueries, offeredOptions } from './offered-filter-options'

const keyboards: FilterOptions = {
  brands: [{ name: 'Apple', slug: 'apple' }],
  stores: [{ name: 'Thế Giới Số Hà Nội', slug: 'the-gioi-so-ha-noi' }],
}
const everything: FilterOptions = {
  brands: [...keyboards.brands, { name: "Biti's", slug: 'bitis' }],
  stores: [...keyboards.stores, { name: 'Thời Trang Mộc An', slug: 'thoi-trang-moc-an' }],
}

describe('offeredOptions', () => {
  it("offers the category's own options when nothing chosen is missing from them", () => {
    const chosen = { category: 'ban-phim-chuot', brands: ['apple'], store: null }
    expect(offeredOptions(keyboards, undefined, chosen)).toEqual(keyboards)
  })

  it('puts a chosen brand or shop the category lacks first, named from the full lists', () => {
    const chosen = { category: 'ban-phim-chuot', brands: ['bitis'], store: 'thoi-trang-moc-an' }
    expect(offeredOptions(keyboards, everything, chosen)).toEqual({
      brands: [{ name: "Biti's", slug: 'bitis' }, ...keyboards.brands],
      stores: [{ name: 'Thời Trang Mộc An', slug: 'thoi-trang-moc-an' }, ...keyboards.stores],
    })
  })

  it('names an unknown choice by its slug, so that it can still be unticked', () => {
    const chosen = { category: 'ban-phim-chuot', brands: ['khong-co'], store: undefined }
    expect(offeredOptions(keyboards, everything, chosen).brands[0]).toEqual({
      name: 'khong-co',
      slug: 'khong-co',
    })
  })
})

describe('filterOptionsQueries', () => {
  const keys = (chosen: Parameters<typeof filterOptionsQueries>[0]) =>
    filterOptionsQueries(chosen).map((query) => query.queryKey[2])

  it('asks for the full lists only when a category scopes them and a brand or shop is chosen', () => {
    expect(keys({ category: null, brands: ['bitis'], store: null })).toEqual([null])
    expect(keys({ category: 'ban-phim-chuot', brands: [], store: null })).toEqual([
      'ban-phim-chuot',
    ])
    expect(keys({ category: 'ban-phim-chuot', brands: [], store: 'x' })).toEqual([
      'ban-phim-chuot',
      null,
    ])
  })
})
