import { ORDER_BULK_MAX, type PaymentMethod, type PaymentStatus } from '@phiencho/contracts'

import type { PrintKind } from './components/orders/order-print-link'

const CODE = /^PC\d{12}$/

export interface PrintRequest {
  codes: string[]
  kind: PrintKind
}

/** `?codes=PC…,PC…&kieu=phieu-giao|hoa-don`: valid codes once each, at most a bulk's worth. */
export function readPrintRequest(search: URLSearchParams): PrintRequest {
  const codes = (search.get('codes') ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => CODE.test(code))
  return {
    codes: [...new Set(codes)].slice(0, ORDER_BULK_MAX),
    kind: search.get('kieu') === 'hoa-don' ? 'hoa-don' : 'phieu-giao',
  }
}

/** What the courier collects on delivery: the total of an unpaid COD order, else nothing. */
export function codToCollect(order: {
  payment_method: PaymentMethod
  payment_status: PaymentStatus
  total: number
}): number {
  return order.payment_method === 'cod' && order.payment_status === 'unpaid' ? order.total : 0
}
