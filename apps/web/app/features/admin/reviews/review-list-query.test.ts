import { describe, expect, it } from 'vitest'

import { readReviewListView, reviewListQuery } from './review-list-query'

const view = (search: string) => readReviewListView(new URLSearchParams(search))

describe('the review moderation list in the address', () => {
  it('starts on the pending tab, every rating, page 1, and asks the API for nothing more', () => {
    expect(view('')).toEqual({ tab: 'pending', q: '', rating: null, page: 1 })
    expect(reviewListQuery(view(''))).toEqual({})
  })

  it('reads a tab, a search, a rating and a page, and passes them on', () => {
    const read = view('tab=reported&q=%20%C3%A1o%20thun%20&rating=2&page=3')
    expect(read).toEqual({ tab: 'reported', q: 'áo thun', rating: 2, page: 3 })
    expect(reviewListQuery(read)).toEqual({ tab: 'reported', q: 'áo thun', rating: '2', page: '3' })
  })

  it('drops what the API would refuse', () => {
    expect(view('tab=deleted&rating=6&page=-2')).toEqual({
      tab: 'pending',
      q: '',
      rating: null,
      page: 1,
    })
    expect(view('rating=0').rating).toBeNull()
    expect(view('rating=4.5').rating).toBeNull()
    expect(view(`q=${'a'.repeat(150)}`).q).toHaveLength(100)
  })
})
