import { getTableColumns, sql, type Table } from 'drizzle-orm'
import { preparedStatement, type Tx } from '../db/client.ts'
import type { CartContents, CartItemRow } from '../modules/cart/index.ts'
import {
  addPurchasable,
  type Purchasable,
  purchasableColumns,
  type PurchasableRow,
} from '../modules/catalog/index.ts'
import {
  type NewOrder,
  order_items,
  order_status_history,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  orders,
} from '../modules/orders/index.ts'

// The checkout's transaction as few round trips as it can be (docs/decisions/014-checkout-round-trips.md):
// what it reads after locking the cart is one statement, what it writes before taking stock is
// another. Both have fixed texts, run as named prepared statements, so PostgreSQL plans them once
// per connection. They span the orders and cart tables, which is why they live with the workflow.

type LineRow = { replay_of: number | null } & Nullable<
  Omit<CartItemRow, 'product_id' | 'variant_id'> & { item_product_id: number } & PurchasableRow
>

const checkoutLines = preparedStatement<LineRow, { key: string; cart_id: number | null }>(
  'checkout_read_lines',
  (value) => sql`select o.id as replay_of, i.id, i.product_id as item_product_id, i.quantity,
      i.seen_unit_price, ${purchasableColumns(sql`i.variant_id`)}
    from (select 1) as one
    left join orders o on o.idempotency_key = ${value('key')}
    left join cart_items i on o.id is null and i.cart_id = ${value('cart_id')}::int
    left join products p on p.id = i.product_id
    left join product_variants v on v.id = i.variant_id and v.product_id = p.id
    order by i.created_at, i.id`,
)

/**
 * The order an idempotency key already made, else the cart's lines with their products' current
 * price and stock (read after the cart lock, in one statement).
 */
export async function readCheckoutLines(
  tx: Tx,
  cartId: number | null,
  idempotencyKey: string,
): Promise<{ replayOf: number | undefined } & CartContents> {
  const rows = await checkoutLines(tx, { key: idempotencyKey, cart_id: cartId })
  const products = new Map<string, Purchasable>()
  const replayOf = rows[0]?.replay_of ?? undefined
  if (replayOf !== undefined) return { replayOf, items: [], products }
  const items: CartItemRow[] = []
  for (const row of rows) {
    const { id, item_product_id, requested_variant_id, quantity, seen_unit_price } = row
    // The one row of an empty cart has no line.
    if (id === null || item_product_id === null || quantity === null) continue
    items.push({
      id,
      product_id: item_product_id,
      variant_id: requested_variant_id,
      quantity,
      seen_unit_price,
    })
    if (row.product_id !== null) addPurchasable(products, row as PurchasableRow)
  }
  return { replayOf, items, products }
}

type Nullable<T> = { [K in keyof T]: T[K] | null }

export interface OrderLineValues {
  product_id: number
  variant_id: number | null
  name: string
  sku: string
  variant_name: string | null
  image: string | null
  unit_price: number
  quantity: number
}

type OrderValues = Required<
  Pick<
    NewOrder,
    | 'code'
    | 'user_id'
    | 'contact_name'
    | 'contact_phone'
    | 'contact_email'
    | 'province_code'
    | 'province_name'
    | 'ward_code'
    | 'ward_name'
    | 'street'
    | 'note'
    | 'shipping_method'
    | 'shipping_fee'
    | 'subtotal'
    | 'discount'
    | 'total'
    | 'voucher_code'
    | 'payment_method'
    | 'idempotency_key'
    | 'placed_at'
  >
>

export interface WrittenRows {
  order: OrderRow
  items: OrderItemRow[]
  history: OrderHistoryRow
}

type PlacedOrderValues = Omit<OrderValues, 'placed_at'> & {
  placed_at: string
  product_ids: number[]
  variant_ids: Array<number | null>
  names: string[]
  skus: string[]
  variant_names: Array<string | null>
  images: Array<string | null>
  unit_prices: number[]
  quantities: number[]
  cart_id: number | null
  cart_item_ids: number[]
}

const placedOrderRows = preparedStatement<
  {
    order: Record<string, unknown> | null
    items: Array<Record<string, unknown>>
    history: Record<string, unknown> | null
  },
  PlacedOrderValues
>('checkout_write_order', (value) => {
  // Each array in a sub-select, so that the planner sizes it alike whatever it holds and keeps one
  // generic plan for the statement (see findPurchasables).
  const column = (key: keyof PlacedOrderValues, type: string) =>
    sql`(select ${value(key)}::${sql.raw(type)})`
  return sql`with new_order as (
    insert into orders (code, user_id, contact_name, contact_phone, contact_email, province_code,
      province_name, ward_code, ward_name, street, note, shipping_method, shipping_fee, subtotal,
      discount, total, voucher_code, payment_method, idempotency_key, placed_at)
    values (${value('code')}, ${value('user_id')}::int, ${value('contact_name')},
      ${value('contact_phone')}, ${value('contact_email')}, ${value('province_code')},
      ${value('province_name')}, ${value('ward_code')}, ${value('ward_name')}, ${value('street')},
      ${value('note')}, ${value('shipping_method')}, ${value('shipping_fee')}::bigint,
      ${value('subtotal')}::bigint, ${value('discount')}::bigint, ${value('total')}::bigint,
      ${value('voucher_code')}, ${value('payment_method')}::payment_method,
      ${value('idempotency_key')}, ${value('placed_at')}::timestamptz)
    on conflict do nothing
    returning *
  ), new_items as (
    insert into order_items (order_id, product_id, variant_id, name, sku, variant_name, image,
      unit_price, quantity, line_total)
    select o.id, l.product_id, l.variant_id, l.name, l.sku, l.variant_name, l.image, l.unit_price,
      l.quantity, l.unit_price * l.quantity
    from new_order o
    cross join unnest(${column('product_ids', 'int[]')}, ${column('variant_ids', 'int[]')},
      ${column('names', 'text[]')}, ${column('skus', 'text[]')},
      ${column('variant_names', 'text[]')}, ${column('images', 'text[]')},
      ${column('unit_prices', 'bigint[]')}, ${column('quantities', 'int[]')})
      with ordinality as l (product_id, variant_id, name, sku, variant_name, image, unit_price,
        quantity, position)
    order by l.position
    returning *
  ), new_history as (
    insert into order_status_history (order_id, from_status, to_status)
    select id, null, 'pending' from new_order
    returning *
  ), removed_lines as (
    delete from cart_items
    where cart_id = ${value('cart_id')}::int and id = any(${value('cart_item_ids')}::int[])
      and exists (select 1 from new_order)
  ), cleared_voucher as (
    update carts set voucher_code = null
    where id = ${value('cart_id')}::int and exists (select 1 from new_order)
  )
  select (select row_to_json(o) from new_order o) as order,
    coalesce((select json_agg(i order by i.id) from new_items i), '[]') as items,
    (select row_to_json(h) from new_history h) as history`
})

/**
 * Inserts the order, its lines (in the given order) and its first status, and takes the ordered
 * lines and the voucher out of the cart (if any). Undefined when the code or the idempotency key is taken
 * (unique indexes): then nothing was written.
 */
export async function writePlacedOrder(
  tx: Tx,
  values: OrderValues,
  lines: OrderLineValues[],
  /** Null for a line bought now: no cart is touched. */
  cart: { id: number | null; orderedItemIds: number[] },
): Promise<WrittenRows | undefined> {
  const [row] = await placedOrderRows(tx, {
    ...values,
    placed_at: values.placed_at.toISOString(),
    product_ids: lines.map((line) => line.product_id),
    variant_ids: lines.map((line) => line.variant_id),
    names: lines.map((line) => line.name),
    skus: lines.map((line) => line.sku),
    variant_names: lines.map((line) => line.variant_name),
    images: lines.map((line) => line.image),
    unit_prices: lines.map((line) => line.unit_price),
    quantities: lines.map((line) => line.quantity),
    cart_id: cart.id,
    cart_item_ids: cart.orderedItemIds,
  })
  if (!row?.order || !row.history) return undefined
  return {
    order: fromJson<OrderRow>(orders, row.order),
    items: row.items.map((item) => fromJson<OrderItemRow>(order_items, item)),
    history: fromJson<OrderHistoryRow>(order_status_history, row.history),
  }
}

/** A row that PostgreSQL wrote as JSON, with each column read as Drizzle reads it (dates, numbers). */
function fromJson<T>(table: Table, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T
}
