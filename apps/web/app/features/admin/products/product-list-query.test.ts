import { describe, expect, it } from 'vitest'

import { filterQuery, productListQuery, readProductListView } from './product-list-query'

describe('the product list view', () => {
  it('reads the address and gives the API only what is set', () => {
    const view = readProductListView(
      new URLSearchParams('q=ao%20thun&status=published&on_sale=true&sort=price_asc&page=3&x=1'),
    )
    expect(productListQuery(view)).toEqual({
      q: 'ao thun',
      status: 'published',
      on_sale: 'true',
      sort: 'price_asc',
      page: '3',
    })
  })

  it('gives the export the search and filters alone', () => {
    const view = readProductListView(new URLSearchParams('q=ao&stock=low&sort=name&page=4'))
    expect(filterQuery(view)).toEqual({ q: 'ao', stock: 'low' })
  })

  it('falls back to the newest first, page 1, for what it does not know', () => {
    const view = readProductListView(new URLSearchParams('sort=cheapest&page=-2'))
    expect(view).toMatchObject({ sort: 'newest', page: 1 })
    expect(productListQuery(view)).toEqual({})
  })
})
