import { describe, expect, it } from 'vitest'

import { codToCollect, readPrintRequest } from './order-print'

const read = (search: string) => readPrintRequest(new URLSearchParams(search))

describe('readPrintRequest', () => {
  it('keeps valid codes once each, in order, and reads the kind', () => {
    expect(read('codes=pc000000000002,PC000000000001,PC000000000002,xyz&kieu=hoa-don')).toEqual({
      codes: ['PC000000000002', 'PC000000000001'],
      kind: 'hoa-don',
    })
  })

  it('prints packing slips unless told otherwise', () => {
    expect(read('codes=PC000000000001&kieu=khac').kind).toBe('phieu-giao')
    expect(read('').codes).toEqual([])
  })
})

describe('codToCollect', () => {
  it('collects the total of an unpaid COD order only', () => {
    expect(codToCollect({ payment_method: 'cod', payment_status: 'unpaid', total: 250_000 })).toBe(
      250_000,
    )
    expect(codToCollect({ payment_method: 'cod', payment_status: 'paid', total: 250_000 })).toBe(0)
    expect(
      codToCollect({ payment_method: 'bank_transfer', payment_status: 'unpaid', total: 250_000 }),
    ).toBe(0)
  })
})
