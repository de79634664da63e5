import type { SuggestResponse } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import {
  activeIndex,
  CLOSED,
  type ComboboxState,
  comboboxReducer,
  searchPageHref,
  suggestionOptions,
} from './suggestion-state'

const suggestions: SuggestResponse = {
  products: [
    {
      id: 47,
      slug: 'dien-thoai-xiaomi',
      name: 'Điện thoại Xiaomi',
      effective_price: 4_790_000,
      image: null,
    },
    {
      id: 1,
      slug: 'dien-thoai-iphone',
      name: 'Điện thoại iPhone',
      effective_price: 26_690_000,
      image: null,
    },
  ],
  categories: [
    {
      id: 5,
      slug: 'dien-thoai-thong-minh',
      name: 'Điện thoại thông minh',
      parent_name: 'Điện thoại & Máy tính bảng',
    },
  ],
}

describe('suggestionOptions', () => {
  it('lists categories, then products, then the full search', () => {
    const options = suggestionOptions(suggestions, ' dien thoai ')
    expect(options.map((option) => [option.kind, option.href])).toEqual([
      ['category', '/danh-muc-san-pham/dien-thoai-thong-minh'],
      ['product', '/san-pham/dien-thoai-xiaomi'],
      ['product', '/san-pham/dien-thoai-iphone'],
      ['search', '/tim-kiem?q=dien+thoai'],
    ])
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length)
    expect(options[0]!.context).toBe('Điện thoại & Máy tính bảng')
  })

  it('is empty without text or without any match', () => {
    expect(suggestionOptions(suggestions, '  ')).toEqual([])
    expect(suggestionOptions(undefined, 'ao')).toEqual([])
    expect(suggestionOptions({ products: [], categories: [] }, 'xyz')).toEqual([])
  })
})

describe('searchPageHref', () => {
  it('encodes the text', () => {
    expect(searchPageHref('áo & quần')).toBe('/tim-kiem?q=%C3%A1o+%26+qu%E1%BA%A7n')
  })
})

describe('comboboxReducer', () => {
  const run = (state: ComboboxState, ...steps: (1 | -1)[]) =>
    steps.reduce(
      (current, step) => comboboxReducer(current, { type: 'move', step, count: 3 }),
      state,
    )

  it('opens on typing with no option chosen', () => {
    expect(comboboxReducer(CLOSED, { type: 'typed' })).toEqual({ open: true, active: -1 })
  })

  it('ArrowDown from the text field goes to the first option, then on and back to the field', () => {
    const open = comboboxReducer(CLOSED, { type: 'typed' })
    expect(run(open, 1)).toEqual({ open: true, active: 0 })
    expect(run(open, 1, 1, 1)).toEqual({ open: true, active: 2 })
    expect(run(open, 1, 1, 1, 1)).toEqual({ open: true, active: -1 })
    expect(run(open, 1, 1, 1, 1, 1)).toEqual({ open: true, active: 0 })
  })

  it('ArrowUp from the text field goes to the last option', () => {
    const open = comboboxReducer(CLOSED, { type: 'typed' })
    expect(run(open, -1)).toEqual({ open: true, active: 2 })
    expect(run(open, 1, -1)).toEqual({ open: true, active: -1 })
  })

  it('an arrow opens a closed list on its first or last option', () => {
    expect(run(CLOSED, 1)).toEqual({ open: true, active: 0 })
    expect(run(CLOSED, -1)).toEqual({ open: true, active: 2 })
  })

  it('does nothing to choose without options', () => {
    expect(comboboxReducer({ open: true, active: 1 }, { type: 'move', step: 1, count: 0 })).toEqual(
      {
        open: true,
        active: -1,
      },
    )
  })

  it('follows the pointer and closes', () => {
    const open = comboboxReducer(CLOSED, { type: 'typed' })
    expect(comboboxReducer(open, { type: 'hover', index: 1 })).toEqual({ open: true, active: 1 })
    expect(comboboxReducer(CLOSED, { type: 'hover', index: 1 })).toBe(CLOSED)
    expect(comboboxReducer({ open: true, active: 1 }, { type: 'close' })).toEqual(CLOSED)
  })

  it('keeps the chosen option where the new list has it, else chooses nothing', () => {
    const chosen = { open: true, active: 3 }
    expect(comboboxReducer(chosen, { type: 'replaced', index: 1 })).toEqual({
      open: true,
      active: 1,
    })
    expect(comboboxReducer(chosen, { type: 'replaced', index: 3 })).toBe(chosen)
    expect(comboboxReducer(chosen, { type: 'replaced', index: -1 })).toEqual({
      open: true,
      active: -1,
    })
    expect(comboboxReducer(CLOSED, { type: 'replaced', index: -1 })).toBe(CLOSED)
  })

  it('forgets an option the new list no longer has', () => {
    expect(activeIndex({ open: true, active: 5 }, 3)).toBe(-1)
    expect(activeIndex({ open: true, active: 2 }, 3)).toBe(2)
    expect(activeIndex({ open: false, active: 2 }, 3)).toBe(-1)
  })
})
