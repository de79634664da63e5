import { describe, expect, it } from 'vitest'

import {
  emptyProductForm,
  formToRequest,
  fromLocalInput,
  matrixRows,
  renameOptionValue,
  toLocalInput,
  type VariantRow,
} from './product-form-state'

const stored = (id: number, options: Record<string, string>, stock: number): VariantRow => ({
  id,
  options,
  sku: `AO-${id}`,
  price: '199000',
  planned_sale_price: '',
  barcode: '',
  image: '',
  stock,
})
const defaults = { sku: 'AO', price: '199000', sale: '149000' }

describe('the variant matrix', () => {
  it('makes one row per combination, new ones with a SKU from the values', () => {
    const rows = matrixRows(
      [
        { name: 'Màu', values: ['Đen', 'Trắng'] },
        { name: 'Kích cỡ', values: ['M', 'L', 'XL'] },
      ],
      [],
      defaults,
    )
    expect(rows).toHaveLength(6)
    expect(rows[0]).toMatchObject({
      options: { Màu: 'Đen', 'Kích cỡ': 'M' },
      sku: 'AO-DEN-M',
      price: '199000',
      planned_sale_price: '149000',
      stock: 0,
    })
  })

  it('keeps the stored variants (and their stock) when a value is added or removed', () => {
    const before = [stored(1, { Màu: 'Đen' }, 5), stored(2, { Màu: 'Trắng' }, 7)]
    const added = matrixRows([{ name: 'Màu', values: ['Đen', 'Trắng', 'Đỏ'] }], before, defaults)
    expect(added.map((row) => [row.id, row.stock])).toEqual([
      [1, 5],
      [2, 7],
      [undefined, 0],
    ])
    const removed = matrixRows([{ name: 'Màu', values: ['Trắng'] }], before, defaults)
    expect(removed.map((row) => [row.id, row.stock])).toEqual([[2, 7]])
  })

  it('keeps each stored variant on the first combination that agrees when a type is added', () => {
    const before = [stored(1, { Màu: 'Đen' }, 5), stored(2, { Màu: 'Trắng' }, 7)]
    const rows = matrixRows(
      [
        { name: 'Màu', values: ['Đen', 'Trắng'] },
        { name: 'Kích cỡ', values: ['M', 'L'] },
      ],
      before,
      defaults,
    )
    expect(rows.map((row) => [row.id, row.options['Kích cỡ'], row.stock])).toEqual([
      [1, 'M', 5],
      [undefined, 'L', 0],
      [2, 'M', 7],
      [undefined, 'L', 0],
    ])
  })

  it('gives a new row whose SKU nobody typed the SKU of its new combination', () => {
    const colours = matrixRows([{ name: 'Màu', values: ['Đen'] }], [], defaults)
    expect(colours[0]!.sku).toBe('AO-DEN')
    const sized = matrixRows(
      [
        { name: 'Màu', values: ['Đen'] },
        { name: 'Kích cỡ', values: ['M', 'L'] },
      ],
      [colours[0]!, { ...colours[0]!, sku: 'TU-DAT', options: { Màu: 'Trắng' } }],
      defaults,
    )
    expect(sized.map((row) => row.sku)).toEqual(['AO-DEN-M', 'AO-DEN-L'])
  })

  it('follows a renamed value without losing the variant', () => {
    const state = {
      option_types: [{ name: 'Màu', values: ['Đen', 'Trắng'] }],
      variants: [stored(1, { Màu: 'Đen' }, 5), stored(2, { Màu: 'Trắng' }, 7)],
    }
    const renamed = renameOptionValue(state, 0, 0, 'Đen tuyền')
    const rows = matrixRows(renamed.option_types, renamed.variants, defaults)
    expect(rows.map((row) => [row.id, row.options.Màu])).toEqual([
      [1, 'Đen tuyền'],
      [2, 'Trắng'],
    ])
  })
})

describe('the save request', () => {
  it('reads prices typed with dots, dates in Vietnam time, and leaves empty fields null', () => {
    const request = formToRequest({
      ...emptyProductForm(),
      name: 'Áo thun',
      sku: 'AO',
      category_id: '3',
      price: '1.250.000',
      planned_sale_price: '990.000',
      sale_starts_at: '2026-12-01T08:00',
    })
    expect(request).toMatchObject({
      category_id: 3,
      brand_id: null,
      price: 1_250_000,
      planned_sale_price: 990_000,
      sale_starts_at: '2026-12-01T08:00:00+07:00',
      sale_ends_at: null,
      slug: null,
      variants: [],
    })
  })

  it('turns an instant into the local input and back', () => {
    expect(toLocalInput('2026-12-01T01:00:00.000Z')).toBe('2026-12-01T08:00')
    expect(fromLocalInput('2026-12-01T08:00')).toBe('2026-12-01T08:00:00+07:00')
    expect(fromLocalInput('')).toBeNull()
  })
})
