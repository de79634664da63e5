import { describe, expect, it } from 'vitest'

import { customerListQuery, readCustomerListView } from './customer-list-query'

describe('the customer list address', () => {
  it('reads the tab, search and page, and sends only what differs from the defaults', () => {
    const view = readCustomerListView(new URLSearchParams('tab=locked&q=huong&page=2'))
    expect(view).toEqual({ status: 'locked', q: 'huong', page: 2 })
    expect(customerListQuery(view)).toEqual({ status: 'locked', q: 'huong', page: '2' })
    const fallback = readCustomerListView(new URLSearchParams('tab=banned'))
    expect(fallback.status).toBe('all')
    expect(customerListQuery(fallback)).toEqual({})
  })
})
