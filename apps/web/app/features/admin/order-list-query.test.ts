import { describe, expect, it } from 'vitest'

import {
  formatOrderCount,
  orderFilterQuery,
  orderListQuery,
  readOrderListView,
} from './order-list-query'

const view = (search: string) => readOrderListView(new URLSearchParams(search))

describe('readOrderListView and orderListQuery', () => {
  it('asks for everything, newest first, when the address says nothing', () => {
    expect(orderListQuery(view(''))).toEqual({})
    expect(view('').tab).toBe('tat-ca')
  })

  it('passes the tab, the filters given, the search, the sort and the page', () => {
    const query = orderListQuery(
      view(
        'tab=cho-xac-nhan&status=pending&province_code=01&from=&q=%20nguyen%20&sort=-total&page=3',
      ),
    )
    expect(query).toEqual({
      tab: 'cho-xac-nhan',
      status: 'pending',
      province_code: '01',
      q: 'nguyen',
      sort: 'total_desc',
      page: '3',
    })
  })

  it('maps the date column to oldest or newest, and drops unknown tabs and sorts', () => {
    expect(orderListQuery(view('sort=placed_at'))).toEqual({ sort: 'oldest' })
    expect(orderListQuery(view('sort=-placed_at'))).toEqual({ sort: 'newest' })
    expect(orderListQuery(view('sort=name&tab=khong-co'))).toEqual({})
  })

  it('gives the export the filters without tab, sort nor page', () => {
    expect(orderFilterQuery(view('tab=da-huy&voucher_code=GIAM10&sort=total&page=2'))).toEqual({
      voucher_code: 'GIAM10',
    })
  })
})

describe('formatOrderCount', () => {
  it('writes counts the Vietnamese way and says "more than" past the cap', () => {
    expect(formatOrderCount(0)).toBe('0')
    expect(formatOrderCount(1234)).toBe('1.234')
    expect(formatOrderCount(10_000)).toBe('10.000')
    expect(formatOrderCount(10_001)).toBe('10.000+')
  })
})
