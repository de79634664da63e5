import {
  ADMIN_ORDER_COUNT_CAP,
  ADMIN_ORDERS_PER_PAGE,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
  CUSTOMER_ACTOR,
  type OrderNoteRequest,
  orderStatusLabels,
  pageMeta,
  type Permission,
  paymentMethodLabels,
  paymentStatusLabels,
  type StaffOrderNote,
  SYSTEM_ACTOR,
} from '@phiencho/contracts'
import { formatAddress } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { csvCell, csvLine, UTF8_BOM } from '../../lib/csv.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import {
  type ConsoleRow,
  countTabs,
  type ExportCursor,
  type ExportRow,
  findConsolePage,
  findExportBatch,
} from './admin-order-list.repository.ts'
import { allowedActions } from './order-actions.ts'
import { findOrderNotes, insertOrderNote } from './order-notes.repository.ts'
import { findHistory, findUserNames, lockOrder, type OrderRow } from './orders.repository.ts'
import { findOrderRowByCode, shipmentOf, toOrderDetail } from './orders.service.ts'
import { findPayments } from './payments.repository.ts'

const shippingMethodOf = (value: string) => (value === 'express' ? 'express' : 'standard')

function toRow(row: ConsoleRow): AdminOrderList['data'][number] {
  return {
    code: row.code,
    placed_at: row.placed_at,
    customer_name: row.contact_name,
    phone: row.contact_phone,
    province_name: row.province_name,
    item_count: row.item_count,
    total: row.total,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    status: row.status,
    shipping_method: shippingMethodOf(row.shipping_method),
    shipment: shipmentOf(row),
  }
}

/** A page of the console: rows of the tab, and every tab's count under the same filters. */
export async function listConsoleOrders(
  db: Db,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  const [rows, counts] = await Promise.all([
    findConsolePage(db, query, {
      limit: ADMIN_ORDERS_PER_PAGE,
      offset: (query.page - 1) * ADMIN_ORDERS_PER_PAGE,
    }),
    countTabs(db, query),
  ])
  return {
    data: rows.map(toRow),
    meta: pageMeta(query.page, ADMIN_ORDERS_PER_PAGE, counts[query.tab]),
    counts,
    count_cap: ADMIN_ORDER_COUNT_CAP,
  }
}

/** An order's detail for staff: what the customer sees, and the back office's own parts. */
export async function getConsoleOrder(
  db: Db,
  code: string,
  permissions: ReadonlySet<Permission>,
): Promise<AdminOrderDetail> {
  const order = await findOrderRowByCode(db, code)
  const [detail, history, payments, notes] = await Promise.all([
    toOrderDetail(db, order),
    findHistory(db, order.id),
    findPayments(db, order.id),
    findOrderNotes(db, order.id),
  ])
  const names = await findUserNames(db, [
    ...new Set(history.flatMap((entry) => (entry.changed_by === null ? [] : [entry.changed_by]))),
  ])
  return {
    ...detail,
    customer: {
      user_id: order.user_id,
      name: order.contact_name,
      email: order.contact_email,
      phone: order.contact_phone,
      is_guest: order.user_id === null,
    },
    payments: payments.map((payment) => ({
      provider: payment.provider,
      amount: payment.amount,
      status: payment.status,
      memo: payment.provider === 'bank_transfer' ? order.code : null,
      reference: payment.reference,
      provider_ref: payment.provider_ref,
      created_at: payment.created_at.toISOString(),
      paid_at: payment.paid_at?.toISOString() ?? null,
      expires_at: payment.expires_at?.toISOString() ?? null,
    })),
    timeline: history.map((entry) => ({
      from_status: entry.from_status,
      to_status: entry.to_status,
      actor: actorName(order, entry.from_status, entry.changed_by, names),
      note: entry.note,
      at: entry.created_at.toISOString(),
    })),
    staff_notes: notes.map(toStaffNote),
    refund_amount: order.refund_amount,
    actions: allowedActions(order, permissions),
  }
}

/** The customer placed the order and may cancel their own; anything else unsigned is the system. */
function actorName(
  order: OrderRow,
  from: string | null,
  by: number | null,
  names: ReadonlyMap<number, string>,
): string {
  if (from === null) return CUSTOMER_ACTOR
  if (by === null) return SYSTEM_ACTOR
  if (by === order.user_id) return CUSTOMER_ACTOR
  return names.get(by) ?? SYSTEM_ACTOR
}

function toStaffNote(note: Awaited<ReturnType<typeof findOrderNotes>>[number]): StaffOrderNote {
  return {
    id: note.id,
    visibility: note.visibility,
    body: note.body,
    author: note.author,
    at: note.created_at.toISOString(),
  }
}

/** Adds a staff note to the order, with its audit row, in one transaction. */
export async function addOrderNote(
  db: Db,
  code: string,
  note: OrderNoteRequest,
  audit: AuditContext,
): Promise<StaffOrderNote> {
  const { id } = await findOrderRowByCode(db, code)
  const stored = await db.transaction(async (tx) => {
    await lockOrder(tx, id)
    const row = await insertOrderNote(tx, {
      order_id: id,
      author_id: audit.actorId,
      visibility: note.visibility,
      body: note.body,
    })
    await recordAudit(tx, audit, {
      action: 'order.note',
      entityType: 'order',
      entityId: code,
      before: null,
      after: { note_id: row.id, visibility: row.visibility, body: row.body },
    })
    return row
  })
  const [withAuthor] = (await findOrderNotes(db, id)).filter((n) => n.id === stored.id)
  return toStaffNote(withAuthor!)
}

const EXPORT_BATCH = 500
const VIETNAM_OFFSET_MS = 7 * 3600_000

/** `2026-11-22 14:05`, Vietnam time: sortable, and read as a date by spreadsheets. */
export function vietnamDateTime(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** `don-hang-20261122.csv`, the day in Vietnam. */
export function exportFileName(now: Date): string {
  return `don-hang-${vietnamDateTime(now).slice(0, 10).replace(/-/g, '')}.csv`
}

const EXPORT_HEADERS = [
  'Mã đơn',
  'Ngày đặt',
  'Khách hàng',
  'Số điện thoại',
  'Email',
  'Địa chỉ',
  'Tỉnh/Thành phố',
  'Sản phẩm',
  'Tạm tính',
  'Phí vận chuyển',
  'Giảm giá',
  'Tổng cộng',
  'Thanh toán',
  'Trạng thái thanh toán',
  'Trạng thái đơn',
  'Đơn vị vận chuyển',
  'Mã vận đơn',
]

/** Each label as its CSV cell, escaped once rather than once per order. */
const labelCells = <K extends string>(labels: Record<K, string>) =>
  Object.fromEntries(
    Object.entries<string>(labels).map(([key, label]) => [key, csvCell(label)]),
  ) as Record<K, string>
const paymentMethodCells = labelCells(paymentMethodLabels)
const paymentStatusCells = labelCells(paymentStatusLabels)
const orderStatusCells = labelCells(orderStatusLabels)

/** One order's CSV line, the cells of `EXPORT_HEADERS` in order. */
function exportLine(row: ExportRow): string {
  const shipment = shipmentOf(row)
  const address = formatAddress({
    street: row.street,
    wardName: row.ward_name,
    provinceName: row.province_name,
  })
  // Concatenated rather than `csvLine([...])`: a million orders, no array per row.
  return (
    csvCell(row.code) +
    ',' +
    row.placed_at_vietnam +
    ',' +
    csvCell(row.contact_name) +
    ',' +
    csvCell(row.contact_phone) +
    ',' +
    csvCell(row.contact_email) +
    ',' +
    csvCell(address) +
    ',' +
    csvCell(row.province_name) +
    ',' +
    csvCell(row.items_summary) +
    ',' +
    row.amounts +
    ',' +
    paymentMethodCells[row.payment_method] +
    ',' +
    paymentStatusCells[row.payment_status] +
    ',' +
    orderStatusCells[row.status] +
    ',' +
    csvCell(shipment?.carrier_name) +
    ',' +
    csvCell(shipment?.tracking_code) +
    '\r\n'
  )
}

/**
 * The filtered list as CSV, read from the database a batch at a time (keyset). The next batch is
 * asked for before this one is formatted, so the database and Node work at once; with the batch
 * being written, memory holds two batches however many orders the export has. The consumer pulls:
 * while the socket is full, no batch is read.
 */
export async function* exportConsoleOrders(
  db: Db,
  query: AdminOrderListQuery,
): AsyncGenerator<string | Buffer> {
  yield UTF8_BOM + csvLine(EXPORT_HEADERS)
  const read = (cursor: ExportCursor | null) => findExportBatch(db, query, cursor, EXPORT_BATCH)
  let pending = read(null)
  for (;;) {
    const batch = await pending
    const last = batch.length === EXPORT_BATCH ? batch[batch.length - 1]! : undefined
    if (last) {
      const cursor: ExportCursor = { key: last.cursor_key, id: last.id }
      pending = read(cursor)
      // Awaited on the next turn; a download abandoned meanwhile must not leave it unhandled.
      pending.catch(() => {})
    }
    if (batch.length > 0) yield exportChunk(batch)
    if (!last) return
  }
}

/**
 * A batch's lines as UTF-8, each line encoded by itself: one string of the whole batch, joined
 * from thousands of pieces, cost more to flatten and encode than its lines cost to build.
 */
function exportChunk(batch: ExportRow[]): Buffer {
  const lines = new Array<Buffer>(batch.length)
  for (let i = 0; i < batch.length; i++) lines[i] = Buffer.from(exportLine(batch[i]!))
  return Buffer.concat(lines)
}
