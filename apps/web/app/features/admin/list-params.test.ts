import { describe, expect, it } from 'vitest'

import { listSearch, nextSort, readListParams, sortRows } from './list-params'

describe('list state in the address', () => {
  it('reads page, search, filters and sort, with defaults for nonsense', () => {
    const params = readListParams(new URLSearchParams('page=3&q=%20an%20&sort=-holders&kind=x'), [
      'kind',
      'status',
    ])
    expect(params).toEqual({
      page: 3,
      q: 'an',
      sort: { key: 'holders', direction: 'desc' },
      filters: { kind: 'x', status: '' },
    })
    expect(readListParams(new URLSearchParams('page=-2')).page).toBe(1)
    expect(readListParams(new URLSearchParams('page=abc')).sort).toBeNull()
  })

  it('goes back to page 1 when anything but the page changes, and drops empty values', () => {
    expect(listSearch('page=4&q=an', { q: 'binh' })).toBe('?q=binh')
    expect(listSearch('q=an', { page: 2 })).toBe('?q=an&page=2')
    expect(listSearch('q=an&page=2', { page: 1 })).toBe('?q=an')
    expect(listSearch('q=an', { q: '' })).toBe('')
  })

  it('cycles a column through ascending, descending and none', () => {
    expect(nextSort(null, 'name')).toBe('name')
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toBe('-name')
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull()
    expect(nextSort({ key: 'name', direction: 'desc' }, 'holders')).toBe('holders')
  })

  it('sorts Vietnamese names by their letters, numbers as numbers', () => {
    const rows = [
      { n: 'Đào', h: 10 },
      { n: 'An', h: 2 },
      { n: 'Bình', h: 1 },
    ]
    const value = (row: (typeof rows)[number], key: string) => (key === 'n' ? row.n : row.h)
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, value).map((r) => r.n)).toEqual([
      'An',
      'Bình',
      'Đào',
    ])
    expect(sortRows(rows, { key: 'h', direction: 'desc' }, value).map((r) => r.h)).toEqual([
      10, 2, 1,
    ])
  })
})
