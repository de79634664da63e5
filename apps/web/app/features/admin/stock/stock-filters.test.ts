import { stockMessages } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { readStockLedgerFilters } from './stock-filters'
import { formatChange } from './stock-format'

const read = (query: string) => readStockLedgerFilters(new URLSearchParams(query))

describe('the stock ledger filters in the address', () => {
  it('reads ids, a reason, days and the page', () => {
    expect(
      read(
        'product_id=12&variant_id=3&reason=damage&staff_id=7&from=2026-11-01&to=2026-11-27&q=%20AO-1%20&page=2',
      ),
    ).toEqual({
      filters: {
        page: 2,
        q: 'AO-1',
        product_id: '12',
        variant_id: '3',
        reason: 'damage',
        staff_id: '7',
        from: '2026-11-01',
        to: '2026-11-27',
      },
      error: null,
    })
  })

  it('drops what the API would refuse, and reports days out of order', () => {
    const { filters } = read('product_id=0&variant_id=x&reason=lost&staff_id=-1&from=2026-02-30')
    expect(filters).toMatchObject({
      product_id: '',
      variant_id: '',
      reason: '',
      staff_id: '',
      from: '',
    })
    expect(read('from=2026-11-27&to=2026-11-01').error).toBe(stockMessages.dateRange)
  })
})

describe('a ledger change', () => {
  it('carries its sign, with a true minus', () => {
    expect([formatChange(1250), formatChange(-2), formatChange(0)]).toEqual(['+1.250', '−2', '0'])
  })
})
