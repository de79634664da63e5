import { describe, expect, it } from 'vitest'

import { newsListParams, newsListSearch, readNewsListState } from './news-filters'

const read = (search: string) => readNewsListState(new URLSearchParams(search))

describe('readNewsListState', () => {
  it('reads the page and the tag', () => {
    expect(read('?page=3&tag=khuyến%20mãi')).toEqual({ page: 3, tag: 'khuyến mãi' })
    expect(read('')).toEqual({ page: 1, tag: null })
  })

  it('takes a bad page for the first, as the product lists do', () => {
    for (const page of ['abc', '0', '-2', '1.5', '99999999', ''])
      expect(read(`?page=${page}`).page).toBe(1)
  })

  it('folds spaces in a tag and drops an empty or overlong one', () => {
    expect(read('?tag=%20%20flash%20%20sale%20').tag).toBe('flash sale')
    expect(read('?tag=%20%20').tag).toBeNull()
    expect(read(`?tag=${'a'.repeat(61)}`).tag).toBeNull()
    expect(read(`?tag=${'a'.repeat(60)}`).tag).toBe('a'.repeat(60))
  })
})

describe('newsListParams', () => {
  it('asks for a page of the list, of a category or of a tag', () => {
    expect(newsListParams({ page: 2, tag: null })).toEqual({ page: 2, per_page: 12 })
    expect(newsListParams({ page: 1, tag: null }, 'khuyen-mai')).toEqual({
      page: 1,
      per_page: 12,
      category: 'khuyen-mai',
    })
    expect(newsListParams({ page: 1, tag: 'mẹo hay' })).toEqual({
      page: 1,
      per_page: 12,
      tag: 'mẹo hay',
    })
  })
})

describe('newsListSearch', () => {
  it('leaves the defaults out so each list has one address', () => {
    expect(newsListSearch({ page: 1, tag: null })).toBe('')
    expect(newsListSearch({ page: 2, tag: null })).toBe('?page=2')
    expect(newsListSearch({ page: 2, tag: 'mẹo hay' })).toBe('?tag=m%E1%BA%B9o+hay&page=2')
  })
})
