import { describe, expect, it } from 'vitest'

import { onlyReviewParamsChanged } from '../../lib/review-params'
import { reviewQueryFromSearch, searchWithReviewQuery } from './review-query'

const read = (search: string) => reviewQueryFromSearch(new URLSearchParams(search))

describe('reviewQueryFromSearch', () => {
  it('reads nothing as the first page, newest first', () => {
    expect(read('')).toEqual({ page: 1, sort: 'newest' })
  })

  it('reads the star, photos, sort and page', () => {
    expect(read('sao=4&xep=helpful&trang_dg=3')).toEqual({ page: 3, sort: 'helpful', star: 4 })
    expect(read('co_anh=1')).toEqual({ page: 1, sort: 'newest', with_photos: true })
  })

  it('ignores values it cannot use', () => {
    expect(read('sao=9&xep=oldest&trang_dg=-2&co_anh=yes')).toEqual({ page: 1, sort: 'newest' })
    expect(read('sao=2.5&trang_dg=1e3')).toEqual({ page: 1, sort: 'newest' })
  })
})

describe('searchWithReviewQuery', () => {
  it('keeps other parameters and drops the defaults', () => {
    expect(searchWithReviewQuery('?utm=x&sao=5', { page: 1, sort: 'newest' })).toBe('?utm=x')
    expect(searchWithReviewQuery('', { page: 2, sort: 'helpful', with_photos: true })).toBe(
      '?co_anh=1&xep=helpful&trang_dg=2',
    )
  })

  it('reads back what it wrote', () => {
    const query = { page: 4, sort: 'helpful' as const, star: 1 }
    expect(read(searchWithReviewQuery('', query))).toEqual(query)
  })
})

describe('onlyReviewParamsChanged', () => {
  const url = (search: string) => new URL(`https://phiencho.vn/san-pham/ao${search}`)

  it('is true for another star, sort or page of the reviews', () => {
    expect(onlyReviewParamsChanged(url(''), url('?sao=5'))).toBe(true)
    expect(onlyReviewParamsChanged(url('?sao=5&x=1'), url('?x=1&trang_dg=2'))).toBe(true)
  })

  it('is false for the same address, another product or another parameter', () => {
    expect(onlyReviewParamsChanged(url('?sao=5'), url('?sao=5'))).toBe(false)
    expect(onlyReviewParamsChanged(url(''), new URL('https://phiencho.vn/san-pham/b?sao=5'))).toBe(
      false,
    )
    expect(onlyReviewParamsChanged(url('?sao=5'), url('?sao=5&x=1'))).toBe(false)
  })
})
