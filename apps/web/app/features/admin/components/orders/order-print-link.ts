import { ADMIN_WEB_PATH } from '@phiencho/contracts'

export type PrintKind = 'phieu-giao' | 'hoa-don'

/** The print page of these orders: packing slips or sales receipts, one order a page. */
export function orderPrintPath(codes: readonly string[], kind: PrintKind): string {
  return `${ADMIN_WEB_PATH}/don-hang/in?codes=${codes.join(',')}&kieu=${kind}`
}
