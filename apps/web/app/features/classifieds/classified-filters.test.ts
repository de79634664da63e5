import { describe, expect, it } from 'vitest'

import {
  activeFilterCount,
  canonicalClassifiedsPath,
  classifiedAdsParams,
  classifiedFiltersSearch,
  classifiedFormSearch,
  NO_CLASSIFIED_FILTERS,
  parseClassifiedFilters,
  readPrice,
  withKnownTopic,
  withoutFilters,
} from './classified-filters'

const parse = (query: string) => parseClassifiedFilters(new URLSearchParams(query))

describe('parseClassifiedFilters', () => {
  it('reads every filter, the words, the sort and the page', () => {
    expect(
      parse(
        'q=xe%20may&topic=xe-co&province=79&price_min=1000000&price_max=20000000&has_image=true&sort=price_asc&page=3',
      ),
    ).toEqual({
      q: 'xe may',
      topic: 'xe-co',
      province: '79',
      priceMin: 1_000_000,
      priceMax: 20_000_000,
      hasImage: true,
      sort: 'price_asc',
      page: 3,
    })
  })

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(NO_CLASSIFIED_FILTERS)
  })

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      parse(
        'topic=../etc&province=7&price_min=abc&price_max=-5&has_image=maybe&sort=relevance&page=0',
      ),
    ).toEqual(NO_CLASSIFIED_FILTERS)
    expect(parse('province=799&page=99999999').province).toBeNull()
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=10001').page).toBe(1)
  })

  it('reads prices as people type them and turns an upside-down range round', () => {
    expect(parse('price_min=5.000.000&price_max=1 000 000 ₫')).toMatchObject({
      priceMin: 1_000_000,
      priceMax: 5_000_000,
    })
  })

  it('lowercases the topic slug and accepts 1/on for the picture filter', () => {
    expect(parse('topic=Xe-Co&has_image=1')).toMatchObject({ topic: 'xe-co', hasImage: true })
  })
})

describe('readPrice', () => {
  it('caps what the API accepts and refuses text', () => {
    expect(readPrice('9999999999999')).toBe(100_000_000_000)
    expect(readPrice('')).toBeNull()
    expect(readPrice(null)).toBeNull()
    expect(readPrice('1e6')).toBeNull()
  })
})

describe('classifiedFiltersSearch', () => {
  it('leaves the defaults out, so one state has one address', () => {
    expect(classifiedFiltersSearch(NO_CLASSIFIED_FILTERS)).toBe('')
    expect(
      classifiedFiltersSearch({ ...NO_CLASSIFIED_FILTERS, province: '01', sort: 'price_desc' }),
    ).toBe('?province=01&sort=price_desc')
  })

  it('round-trips through the parser', () => {
    const query = 'q=iphone&topic=do-dien-tu&province=79&price_min=1&has_image=true&page=2'
    expect(classifiedFiltersSearch(parse(query))).toBe(`?${query}`)
  })
})

describe('classifiedFormSearch', () => {
  it('drops empty fields, re-reads prices and goes back to page 1', () => {
    expect(
      classifiedFormSearch([
        ['q', ' xe  may '],
        ['topic', ''],
        ['province', '79'],
        ['price_min', '500.000'],
        ['price_max', ''],
        ['sort', 'price_asc'],
        ['page', '4'],
      ]),
    ).toBe('?q=xe+may&province=79&price_min=500000&sort=price_asc')
  })
})

describe('classifiedAdsParams', () => {
  it('sends only what narrows the list, the topic of the path first', () => {
    const filters = parse('topic=xe-co&province=79&has_image=true')
    expect(classifiedAdsParams(filters)).toEqual({
      page: 1,
      per_page: 20,
      sort: 'newest',
      topic: 'xe-co',
      province: '79',
      has_image: true,
    })
    expect(classifiedAdsParams({ ...filters, topic: null }, 'thu-cung').topic).toBe('thu-cung')
  })
})

describe('activeFilterCount and withoutFilters', () => {
  it('counts the filters, not the words or the order', () => {
    const filters = parse('q=xe&topic=xe-co&province=79&price_max=5&has_image=1&sort=price_asc')
    expect(activeFilterCount(filters)).toBe(4)
    expect(withoutFilters(filters)).toEqual({
      ...NO_CLASSIFIED_FILTERS,
      q: 'xe',
      sort: 'price_asc',
    })
  })
})

describe('canonicalClassifiedsPath', () => {
  it('keeps filters and page, drops the order, and gives a chosen topic its own page', () => {
    expect(
      canonicalClassifiedsPath(parse('province=79&sort=price_asc&page=2'), '/muc-rao-vat'),
    ).toBe('/muc-rao-vat?province=79&page=2')
    expect(canonicalClassifiedsPath(parse('topic=xe-co&province=79'), '/muc-rao-vat')).toBe(
      '/chu-de-tin-rao-vat/xe-co?province=79',
    )
  })
})

describe('withKnownTopic', () => {
  const topics = [{ slug: 'xe-co' }, { slug: 'thu-cung' }]

  it('keeps a topic of the list and drops any other', () => {
    expect(withKnownTopic(parse('topic=xe-co'), topics).topic).toBe('xe-co')
    expect(withKnownTopic(parse('topic=khong-co&province=79'), topics)).toMatchObject({
      topic: null,
      province: '79',
    })
  })

  it('leaves the topic to the API when the list is not there', () => {
    expect(withKnownTopic(parse('topic=khong-co'), undefined).topic).toBe('khong-co')
  })
})
