import { describe, expect, it } from 'vitest'
import { pageMeta, paginationMeta } from './pagination.ts'

describe('pageMeta', () => {
  it('counts the last page, and gives an empty list one page', () => {
    expect(pageMeta(2, 20, 41)).toEqual({ current_page: 2, per_page: 20, total: 41, last_page: 3 })
    expect(pageMeta(1, 20, 40).last_page).toBe(2)
    expect(pageMeta(1, 20, 0).last_page).toBe(1)
  })

  it('is what the contract describes', () => {
    expect(paginationMeta.parse(pageMeta(1, 12, 5))).toEqual(pageMeta(1, 12, 5))
  })
})
