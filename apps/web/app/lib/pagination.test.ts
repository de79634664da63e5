import { describe, expect, it } from 'vitest'

import { pageSearch, pageWindow } from './pagination'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
  })

  it('clamps a current page outside the list', () => {
    expect(pageWindow(50, 3)).toEqual([1, 2, 3])
  })
})

describe('pageSearch', () => {
  it('changes only the page and drops it for page 1', () => {
    expect(pageSearch('?brand=a&sort=name&page=2', 3)).toBe('?brand=a&sort=name&page=3')
    expect(pageSearch('?brand=a&page=2', 1)).toBe('?brand=a')
    expect(pageSearch('', 1)).toBe('')
    expect(pageSearch('?brand=a&brand=b', 2)).toBe('?brand=a&brand=b&page=2')
  })
})
