import { auditMessages } from '@phiencho/contracts'
import { isIsoDay } from '@phiencho/vn'

import { readListParams } from '../list-params'

export interface AuditLogFilters {
  page: number
  q: string
  entity_type: string
  action: string
  from: string
  to: string
}

export const AUDIT_FILTER_NAMES = ['entity_type', 'action', 'from', 'to'] as const

/**
 * The audit log's filters as the address holds them; a day that is not one is dropped, and days
 * out of order are reported rather than asked (the API would refuse them).
 */
export function readAuditFilters(search: URLSearchParams): {
  filters: AuditLogFilters
  error: string | null
} {
  const { page, q, filters } = readListParams(search, AUDIT_FILTER_NAMES)
  const day = (value: string | undefined) => (value && isIsoDay(value) ? value : '')
  const read: AuditLogFilters = {
    page,
    q,
    entity_type: filters.entity_type ?? '',
    action: filters.action ?? '',
    from: day(filters.from),
    to: day(filters.to),
  }
  const error = read.from && read.to && read.from > read.to ? auditMessages.dateRange : null
  return { filters: read, error }
}

const entityTypeLabels: Record<string, string> = {
  role: 'Vai trò',
  staff: 'Nhân viên',
  settings: 'Cài đặt',
  order: 'Đơn hàng',
  product: 'Sản phẩm',
  category: 'Danh mục',
  brand: 'Thương hiệu',
  store: 'Cửa hàng',
  voucher: 'Mã giảm giá',
}

/** An entity type in Vietnamese; one without a label shows as itself. */
export function entityTypeLabel(type: string): string {
  return entityTypeLabels[type] ?? type
}
