import { describe, expect, it } from 'vitest'

import {
  activeFilterCount,
  hasFilters,
  readSearchUrl,
  searchApiQuery,
  searchHref,
} from './search-url'

const read = (search: string) => readSearchUrl(new URLSearchParams(search))

describe('readSearchUrl', () => {
  it('reads the text, tab, page, sort and filters', () => {
    const state = read(
      'q=%20%C4%91i%E1%BB%87n%20tho%E1%BA%A1i%20&page=2&sort=price_asc&category=dien-thoai-thong-minh&brand=apple&brand=samsung&price_min=1000000&price_max=5000000&on_sale=true&in_stock=1',
    )
    expect(state).toEqual({
      q: 'điện thoại',
      type: 'products',
      page: 2,
      sort: 'price_asc',
      filters: {
        category: 'dien-thoai-thong-minh',
        brand: ['apple', 'samsung'],
        store: undefined,
        price_min: 1_000_000,
        price_max: 5_000_000,
        on_sale: true,
        in_stock: true,
      },
    })
  })

  it('gives the defaults for a bare address', () => {
    expect(read('')).toEqual({
      q: '',
      type: 'products',
      page: 1,
      sort: 'relevance',
      filters: {
        category: undefined,
        brand: [],
        store: undefined,
        price_min: undefined,
        price_max: undefined,
        on_sale: false,
        in_stock: false,
      },
    })
  })

  it('drops what the API would refuse and keeps the rest', () => {
    const state = read(
      'q=ao&page=abc&sort=cheapest&price_min=12abc&price_max=100&brand=Bad%20Slug&type=stores',
    )
    expect(state.q).toBe('ao')
    expect(state.type).toBe('stores')
    expect(state.page).toBe(1)
    expect(state.sort).toBe('relevance')
    expect(state.filters.brand).toEqual([])
    expect(state.filters.price_min).toBeUndefined()
    expect(state.filters.price_max).toBe(100)
  })

  it('keeps the well-formed brands of a list with a malformed one', () => {
    expect(read('q=giay&brand=bitis&brand=Bad%20Slug&brand=nike').filters.brand).toEqual([
      'bitis',
      'nike',
    ])
  })

  it('reads prices as shoppers type them, either way round', () => {
    const state = read('q=ao&price_min=500.000%20%E2%82%AB&price_max=100 000')
    expect(state.filters.price_min).toBe(100_000)
    expect(state.filters.price_max).toBe(500_000)
  })

  it('cuts an over-long text to the API limit', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100)
  })

  it('counts the filters set', () => {
    expect(
      activeFilterCount(read('q=ao&brand=a&brand=b&price_min=1&price_max=9&on_sale=1&sort=name')),
    ).toBe(4)
  })

  it('ignores empty parameters, as a submitted filter form sends them', () => {
    const state = read('q=ao&category=&price_min=&price_max=&sort=')
    expect(hasFilters(state)).toBe(false)
    expect(state.sort).toBe('relevance')
  })
})

describe('searchHref', () => {
  const state = read('q=ao thun&sort=newest&brand=coolmate&page=3')

  it('goes back to page 1 on any change but the page', () => {
    expect(searchHref(state, { sort: 'price_desc' })).toBe(
      '/tim-kiem?q=ao+thun&sort=price_desc&brand=coolmate',
    )
    expect(searchHref(state, { page: 4 })).toBe(
      '/tim-kiem?q=ao+thun&sort=newest&brand=coolmate&page=4',
    )
  })

  it('keeps only the text for the stores and brands tabs', () => {
    expect(searchHref(state, { type: 'stores' })).toBe('/tim-kiem?q=ao+thun&type=stores')
  })

  it('round-trips through readSearchUrl', () => {
    const href = searchHref(state, { page: 2 })
    expect(read(href.split('?')[1]!)).toEqual({ ...state, page: 2 })
  })
})

describe('searchApiQuery', () => {
  it('joins the brands and leaves unset filters out', () => {
    expect(searchApiQuery(read('q=giay&brand=bitis&brand=nike&on_sale=true'))).toEqual({
      q: 'giay',
      page: 1,
      per_page: 24,
      sort: 'relevance',
      category: undefined,
      brand: 'bitis,nike',
      store: undefined,
      price_min: undefined,
      price_max: undefined,
      on_sale: true,
      in_stock: undefined,
    })
  })

  it('asks a store or brand tab for that section only', () => {
    expect(searchApiQuery(read('q=sai gon&type=stores&page=2'))).toEqual({
      q: 'sai gon',
      type: 'stores',
      page: 2,
      per_page: 24,
    })
  })
})
