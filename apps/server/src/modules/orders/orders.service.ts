import {
  type Carrier,
  carriers,
  CARRIERS,
  CUSTOMER_ORDER_TABS,
  type CustomerOrderTab,
  customerOrderTabs,
  mediaUrl,
  type OrderDetail,
  orderMessages,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
  pageMeta,
  type PaymentStatus,
  reorderableStatuses,
  type Shipment,
  trackingUrl,
} from '@phiencho/contracts'
import { formatAddress, normalizePhone } from '@phiencho/vn'
import type { Db, Tx } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { visibleProductSlugs } from '../catalog/index.ts'
import { findOrderNotes } from './order-notes.repository.ts'
import { paymentDueAt } from './payments.repository.ts'
import { assertPaymentTransition, assertTransition } from './order-status.ts'
import {
  countOrdersOfUserByStatus,
  findHistory,
  findItems,
  findOrderByCode,
  findOrdersOfUser,
  insertHistory,
  type NewOrder,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  setPaymentStatus,
  setStatus,
} from './orders.repository.ts'

export type { NewOrder, OrderHistoryRow, OrderItemRow, OrderRow }

export interface Viewer {
  userId: number | null
  /** A guest proves the order is theirs with the phone number given at checkout. */
  phone?: string | undefined
  /** Or with the signed link of the order's mails: whether it opens this order. */
  opensByLink?: ((order: { id: number; code: string }) => boolean) | undefined
}

/**
 * The order when this viewer may see it; 404 otherwise, the same answer as for a code that does
 * not exist, so that codes cannot be probed. A customer's order needs its owner's session; a guest
 * order needs its phone number or its signed link.
 */
export async function findOrderForViewer(db: Db, code: string, viewer: Viewer): Promise<OrderRow> {
  const order = await findOrderByCode(db, code)
  if (order) {
    if (order.user_id !== null && order.user_id === viewer.userId) return order
    const phone = viewer.phone ? normalizePhone(viewer.phone) : null
    if (order.user_id === null && phone !== null && phone === order.contact_phone) return order
    if (order.user_id === null && viewer.opensByLink?.(order)) return order
  }
  throw notFound(orderMessages.notFound)
}

export async function findOrderRowByCode(db: Db, code: string): Promise<OrderRow> {
  const order = await findOrderByCode(db, code)
  if (!order) throw notFound(orderMessages.notFound)
  return order
}

const canCancel = (order: OrderRow) => order.status === 'pending' && order.user_id !== null
const canReorder = (order: OrderRow) =>
  order.user_id !== null && reorderableStatuses.includes(order.status)

export async function toOrderDetail(db: Db, order: OrderRow): Promise<OrderDetail> {
  const [items, history, dueAt, notes] = await Promise.all([
    findItems(db, [order.id]),
    findHistory(db, order.id),
    order.status === 'pending' && order.payment_status === 'unpaid'
      ? paymentDueAt(db, order.id)
      : Promise.resolve(null),
    findOrderNotes(db, order.id, 'customer'),
  ])
  const slugs = await visibleProductSlugs(
    db,
    items.flatMap((item) => (item.product_id === null ? [] : [item.product_id])),
  )
  const shopNotes = notes.map((note) => ({ body: note.body, at: note.created_at.toISOString() }))
  return buildOrderDetail(order, { items, history, dueAt, slugs, shopNotes })
}

const isCarrier = (value: string): value is Carrier => (CARRIERS as string[]).includes(value)

/** The carrier and tracking code of a handed-over order, with its public tracking link. */
export function shipmentOf(order: Pick<OrderRow, 'carrier' | 'tracking_code'>): Shipment | null {
  if (order.carrier === null || order.tracking_code === null || !isCarrier(order.carrier)) {
    return null
  }
  return {
    carrier: order.carrier,
    carrier_name: carriers[order.carrier].name,
    tracking_code: order.tracking_code,
    tracking_url: trackingUrl(order.carrier, order.tracking_code),
  }
}

/**
 * The detail from rows already at hand: a checkout answers with what it has just written instead
 * of reading it back. `slugs` maps product ids to the slugs of products still on sale.
 */
export function buildOrderDetail(
  order: OrderRow,
  parts: {
    items: OrderItemRow[]
    history: OrderHistoryRow[]
    dueAt: Date | null
    slugs: ReadonlyMap<number, string>
    /** The notes the shop wrote for the customer (none on a new order). */
    shopNotes?: OrderDetail['shop_notes']
  },
): OrderDetail {
  const { items, history, dueAt, slugs } = parts
  return {
    code: order.code,
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    shipping_method: order.shipping_method === 'express' ? 'express' : 'standard',
    contact: { name: order.contact_name, phone: order.contact_phone, email: order.contact_email },
    address: {
      province_code: order.province_code,
      province_name: order.province_name,
      ward_code: order.ward_code,
      ward_name: order.ward_name,
      street: order.street,
      full: formatAddress({
        street: order.street,
        wardName: order.ward_name,
        provinceName: order.province_name,
      }),
    },
    note: order.note,
    items: items.map((item) => ({
      product_id: item.product_id,
      product_slug: item.product_id === null ? null : (slugs.get(item.product_id) ?? null),
      variant_id: item.variant_id,
      name: item.name,
      variant_name: item.variant_name,
      sku: item.sku,
      image: item.image ? mediaUrl(item.image) : null,
      unit_price: item.unit_price,
      quantity: item.quantity,
      line_total: item.line_total,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    shipping_fee: order.shipping_fee,
    total: order.total,
    voucher_code: order.voucher_code,
    history: history.map((entry) => ({
      from_status: entry.from_status,
      to_status: entry.to_status,
      note: entry.note,
      at: entry.created_at.toISOString(),
    })),
    placed_at: order.placed_at.toISOString(),
    cancelled_at: order.cancelled_at?.toISOString() ?? null,
    cancel_reason: order.cancel_reason,
    can_cancel: canCancel(order),
    can_reorder: canReorder(order),
    payment_due_at: dueAt?.toISOString() ?? null,
    shipment: shipmentOf(order),
    shop_notes: parts.shopNotes ?? [],
  }
}

const PREVIEW_LINES = 3

export async function listOrdersOfUser(
  db: Db,
  userId: number,
  query: {
    page: number
    per_page: number
    status?: OrderStatus | undefined
    tab?: CustomerOrderTab | undefined
  },
): Promise<OrderPage> {
  const [{ rows, total }, counts] = await Promise.all([
    findOrdersOfUser(db, userId, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
      status: query.status,
      statuses: query.tab ? customerOrderTabs[query.tab].statuses : undefined,
    }),
    countOrderTabs(db, userId),
  ])
  const items = await findItems(
    db,
    rows.map((row) => row.id),
  )
  const byOrder = new Map<number, OrderItemRow[]>()
  for (const item of items)
    byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item])
  return {
    data: rows.map((order): OrderSummary => {
      const lines = byOrder.get(order.id) ?? []
      return {
        code: order.code,
        status: order.status,
        payment_status: order.payment_status,
        payment_method: order.payment_method,
        total: order.total,
        item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
        items_preview: lines.slice(0, PREVIEW_LINES).map((line) => ({
          name: line.variant_name ? `${line.name} (${line.variant_name})` : line.name,
          image: line.image ? mediaUrl(line.image) : null,
          quantity: line.quantity,
        })),
        placed_at: order.placed_at.toISOString(),
        can_cancel: canCancel(order),
        can_reorder: canReorder(order),
      }
    }),
    meta: pageMeta(query.page, query.per_page, total),
    counts,
  }
}

/** How many of the customer's orders each tab of the history holds. */
async function countOrderTabs(db: Db, userId: number): Promise<Record<CustomerOrderTab, number>> {
  const byStatus = new Map(
    (await countOrdersOfUserByStatus(db, userId)).map((row) => [row.status, row.n]),
  )
  return Object.fromEntries(
    CUSTOMER_ORDER_TABS.map((tab) => [
      tab,
      customerOrderTabs[tab].statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    ]),
  ) as Record<CustomerOrderTab, number>
}

/**
 * Moves a locked order to `to` (409 when the state machine forbids it) and writes the timeline.
 * `by` is the user who did it; null for the system (payment callbacks, expiry).
 */
export async function changeOrderStatus(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  change: { by: number | null; note?: string | null | undefined },
): Promise<void> {
  assertTransition(order.status, to)
  await setStatus(
    tx,
    order.id,
    to === 'cancelled'
      ? { status: to, cancelled_at: new Date(), cancel_reason: change.note ?? null }
      : { status: to },
  )
  await insertHistory(tx, {
    order_id: order.id,
    from_status: order.status,
    to_status: to,
    changed_by: change.by,
    note: change.note ?? null,
  })
  order.status = to
}

export async function changePaymentStatus(
  tx: Tx,
  order: OrderRow,
  to: PaymentStatus,
): Promise<void> {
  assertPaymentTransition(order.payment_status, to)
  await setPaymentStatus(tx, order.id, to)
  order.payment_status = to
}

export {
  findOrderById,
  findOrderIdByIdempotencyKey,
  insertHistory,
  latestHistoryId,
  lockOrder,
  findSettledOrderIds,
  lockPendingOrdersSkipLocked,
  setRefundAmount,
  setShipment,
} from './orders.repository.ts'
export { findItems as findOrderItems } from './orders.repository.ts'
