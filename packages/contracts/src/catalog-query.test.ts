import { describe, expect, it } from 'vitest'
import { productListQuery } from './catalog-query.ts'
import { fillPath } from './paths.ts'

describe('productListQuery', () => {
  it('applies defaults and parses query-string values', () => {
    expect(productListQuery.parse({})).toEqual({ page: 1, per_page: 24 })
    expect(
      productListQuery.parse({
        page: '3',
        sort: 'price_desc',
        brand: ['apple', 'samsung,sony'],
        price_min: '0',
        on_sale: 'true',
        in_stock: '0',
      }),
    ).toEqual({
      page: 3,
      per_page: 24,
      sort: 'price_desc',
      brand: ['apple', 'samsung', 'sony'],
      price_min: 0,
      on_sale: true,
      in_stock: false,
    })
  })

  it('refuses an inverted price range on price_max', () => {
    const result = productListQuery.safeParse({ price_min: '200', price_max: '100' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price_max', 'Giá đến phải lớn hơn hoặc bằng giá từ.'],
    ])
  })
})

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/v1/products/:slug/related', { slug: 'áo thun' })).toBe(
      '/api/v1/products/%C3%A1o%20thun/related',
    )
    expect(() => fillPath('/api/v1/wishlist/:product_id', {})).toThrow(/product_id/)
  })
})
