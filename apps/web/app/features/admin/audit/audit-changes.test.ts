import { auditMessages } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { auditValue, changedFields } from './audit-changes'
import { readAuditFilters } from './audit-filters'

describe('the changes of an audit row', () => {
  it('pairs every touched field, labelled, before and after', () => {
    expect(
      changedFields(
        'settings',
        { bank_account_number: '0011001234567', shipping_fees: null },
        { bank_account_number: '1234567890', bank_bin: '970436' },
      ),
    ).toEqual([
      {
        field: 'bank_account_number',
        label: 'Số tài khoản',
        before: '0011001234567',
        after: '1234567890',
      },
      { field: 'shipping_fees', label: 'Phí giao hàng tiêu chuẩn', before: '—', after: '—' },
      { field: 'bank_bin', label: 'Ngân hàng', before: '—', after: '970436' },
    ])
  })

  it('reads a creation and unknown fields', () => {
    expect(changedFields('role', null, { name: 'Kho', extra: 1 })).toEqual([
      { field: 'name', label: 'Tên', before: '—', after: 'Kho' },
      { field: 'extra', label: 'extra', before: '—', after: '1' },
    ])
  })

  it('writes values for people', () => {
    expect(auditValue(['cod', 'vnpay'])).toBe('cod, vnpay')
    expect(auditValue(1250000)).toBe('1.250.000')
    expect(auditValue(true)).toBe('Có')
    expect(auditValue({ north: 30_000, south: 25_000 })).toBe('Miền Bắc: 30.000\nMiền Nam: 25.000')
  })
})

describe('the audit log filters in the address', () => {
  it('keeps valid days and reports days out of order', () => {
    const { filters, error } = readAuditFilters(
      new URLSearchParams('q=an&action=settings.update&from=2026-11-30&to=2026-11-01&page=2'),
    )
    expect(filters).toEqual({
      page: 2,
      q: 'an',
      entity_type: '',
      action: 'settings.update',
      from: '2026-11-30',
      to: '2026-11-01',
    })
    expect(error).toBe(auditMessages.dateRange)
    expect(readAuditFilters(new URLSearchParams('from=2026-13-01')).filters.from).toBe('')
  })
})
