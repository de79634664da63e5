import { describe, expect, it } from 'vitest'

import {
  activeFilterCount,
  canonicalListSearch,
  formSearch,
  parsePrice,
  parseProductFilters,
  productFiltersSearch,
  productListParams,
} from './product-filters'

const parse = (query: string) => parseProductFilters(new URLSearchParams(query))

describe('parseProductFilters', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'category=dien-thoai&brand=samsung&brand=apple&store=the-gioi-so&price_min=100000&price_max=500000&on_sale=true&in_stock=1&sort=price_asc&page=3',
      ),
    ).toEqual({
      category: 'dien-thoai',
      brands: ['samsung', 'apple'],
      store: 'the-gioi-so',
      priceMin: 100_000,
      priceMax: 500_000,
      onSale: true,
      inStock: true,
      sort: 'price_asc',
      page: 3,
    })
  })

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({
      category: null,
      brands: [],
      store: null,
      priceMin: null,
      priceMax: null,
      onSale: false,
      inStock: false,
      sort: 'newest',
      page: 1,
    })
  })

  it('drops what it cannot read instead of failing', () => {
    const filters = parse(
      'category=../etc&brand=OK,%20,bad%20slug&store=&price_min=abc&sort=relevance&page=-2&on_sale=maybe',
    )
    expect(filters).toMatchObject({
      category: null,
      brands: ['ok'],
      store: null,
      priceMin: null,
      sort: 'newest',
      page: 1,
      onSale: false,
    })
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=99999999').page).toBe(1)
  })

  it('takes comma lists of brands and drops repeats', () => {
    expect(parse('brand=a,b&brand=a').brands).toEqual(['a', 'b'])
  })

  it('swaps a price range given the wrong way round', () => {
    expect(parse('price_min=500000&price_max=100000')).toMatchObject({
      priceMin: 100_000,
      priceMax: 500_000,
    })
  })
})

describe('parsePrice', () => {
  it('reads prices as Vietnamese shoppers type them', () => {
    expect(parsePrice('500.000')).toBe(500_000)
    expect(parsePrice('1,250,000 ₫')).toBe(1_250_000)
    expect(parsePrice(' 200 000đ ')).toBe(200_000)
    expect(parsePrice('0')).toBe(0)
  })

  it('gives null for anything that is not an amount', () => {
    expect(parsePrice(null)).toBeNull()
    expect(parsePrice('')).toBeNull()
    expect(parsePrice('-5')).toBeNull()
    expect(parsePrice('1e6')).toBeNull()
  })

  it('caps at the largest price the API takes', () => {
    expect(parsePrice('99999999999')).toBeNull()
    expect(parsePrice('9999999999')).toBe(2_000_000_000)
  })
})

describe('productFiltersSearch', () => {
  it('writes one address per state, defaults left out', () => {
    expect(productFiltersSearch(parse(''))).toBe('')
    expect(productFiltersSearch(parse('sort=newest&page=1'))).toBe('')
    expect(productFiltersSearch(parse('page=2&brand=b&brand=a&sort=name&on_sale=on'))).toBe(
      '?brand=b&brand=a&on_sale=true&sort=name&page=2',
    )
  })

  it('round-trips through the parser', () => {
    const query =
      'category=ao&brand=x&store=y&price_min=1&price_max=2&on_sale=true&in_stock=true&sort=price_desc&page=4'
    expect(productFiltersSearch(parse(query))).toBe(`?${query}`)
  })

  it('keeps the sort out of the canonical address', () => {
    expect(canonicalListSearch(parse('brand=x&sort=price_asc&page=2'))).toBe('?brand=x&page=2')
  })
})

describe('formSearch', () => {
  it('turns a submitted filter form into a clean address on page 1', () => {
    const entries: [string, string][] = [
      ['sort', 'price_asc'],
      ['category', ''],
      ['brand', 'apple'],
      ['brand', 'sony'],
      ['store', ''],
      ['price_min', '100.000'],
      ['price_max', ''],
      ['in_stock', 'true'],
      ['page', '5'],
    ]
    expect(formSearch(entries)).toBe(
      '?brand=apple&brand=sony&price_min=100000&in_stock=true&sort=price_asc',
    )
  })
})

describe('productListParams', () => {
  it('asks the API for exactly the filters that are set', () => {
    expect(productListParams(parse('brand=a&on_sale=true&page=2'))).toEqual({
      page: 2,
      per_page: 24,
      sort: 'newest',
      brand: ['a'],
      on_sale: true,
    })
  })

  it('uses the category of the path on a category page', () => {
    expect(productListParams(parse('category=khac'), 'dien-thoai').category).toBe('dien-thoai')
  })
})

describe('activeFilterCount', () => {
  it('counts filters, not the sort or page; the price range counts once', () => {
    const filters = parse(
      'category=a&brand=x&brand=y&price_min=1&price_max=2&in_stock=true&sort=name&page=3',
    )
    expect(activeFilterCount(filters)).toBe(5)
    expect(activeFilterCount(filters, { withCategory: false })).toBe(4)
  })
})
