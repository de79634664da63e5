import { describe, expect, it } from 'vitest'

import { articleListQuery, readArticleListView } from './article-list-query'

const view = (search: string) => readArticleListView(new URLSearchParams(search))

describe('the articles list address', () => {
  it('reads the tab, search, category and page', () => {
    expect(view('tab=in_review&q=%20tết%20&category=3&page=2')).toEqual({
      tab: 'in_review',
      q: 'tết',
      category: '3',
      page: 2,
    })
  })

  it('falls back to the defaults on anything unknown', () => {
    expect(view('tab=deleted&category=abc&page=-1')).toEqual({
      tab: 'all',
      q: '',
      category: '',
      page: 1,
    })
  })

  it('asks the API for what differs from the defaults only', () => {
    expect(articleListQuery(view(''))).toEqual({})
    expect(articleListQuery(view('tab=scheduled&q=khuyến mãi&category=7&page=3'))).toEqual({
      status: 'scheduled',
      q: 'khuyến mãi',
      category: '7',
      page: '3',
    })
  })
})
