import type { ProductVariant } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { findVariant, optionAvailable, optionGroups } from './variants'

const variant = (id: number, options: Record<string, string>, stock = 10): ProductVariant => ({
  id,
  sku: `SKU-${id}`,
  name: Object.values(options).join(' / '),
  options,
  price: 100_000,
  sale_price: null,
  effective_price: 100_000,
  discount_percent: 0,
  stock,
  stock_status: stock > 0 ? 'in_stock' : 'out_of_stock',
})

const variants = [
  variant(1, { 'Màu sắc': 'Đen', 'Kích cỡ': 'M' }),
  variant(2, { 'Màu sắc': 'Đen', 'Kích cỡ': 'L' }, 0),
  variant(3, { 'Màu sắc': 'Trắng', 'Kích cỡ': 'M' }),
]

describe('variants', () => {
  it('groups the options in the order the variants list them', () => {
    expect(optionGroups(variants)).toEqual([
      { name: 'Màu sắc', values: ['Đen', 'Trắng'] },
      { name: 'Kích cỡ', values: ['M', 'L'] },
    ])
  })

  it('finds the variant once every group is chosen', () => {
    expect(findVariant(variants, { 'Màu sắc': 'Đen' })).toBeNull()
    expect(findVariant(variants, { 'Màu sắc': 'Đen', 'Kích cỡ': 'L' })?.id).toBe(2)
    expect(findVariant(variants, { 'Màu sắc': 'Trắng', 'Kích cỡ': 'L' })).toBeNull()
  })

  it('counts a group with one value as chosen', () => {
    const single = [
      variant(1, { 'Màu sắc': 'Xanh', 'Kích cỡ': '29' }),
      variant(2, { 'Màu sắc': 'Xanh', 'Kích cỡ': '30' }),
    ]
    expect(findVariant(single, { 'Kích cỡ': '30' })?.id).toBe(2)
  })

  it('tells which choices lead to something in stock', () => {
    expect(optionAvailable(variants, { 'Màu sắc': 'Đen' }, 'Kích cỡ', 'L')).toBe(false)
    expect(optionAvailable(variants, { 'Màu sắc': 'Đen' }, 'Kích cỡ', 'M')).toBe(true)
    expect(optionAvailable(variants, {}, 'Màu sắc', 'Trắng')).toBe(true)
  })
})
