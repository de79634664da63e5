import {
  ADMIN_ORDER_COUNT_CAP,
  ADMIN_ORDER_FILTERS,
  type AdminOrderFilters,
  type AdminOrderSort,
  ORDER_TABS,
  type OrderTab,
  type OrderTabDefinition,
  orderTabs,
} from '@phiencho/contracts'
import { addDays, normalizePhone, vietnamDayStart } from '@phiencho/vn'
import {
  and,
  type AnyColumn,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import { type Db, PreparedShapes, preparedStatement, selectRows } from '../../db/client.ts'
import { order_state_counts, orders } from './orders.tables.ts'

// The order console's queries (ADR 037): a page of rows, the bounded tab counts, export batches.

/**
 * The digits of a search typed as a phone number (spaces, dots, dashes, a leading +84 as 0), or
 * null for any other search. Such a search looks in the phone alone, through its own index.
 */
export function phoneDigits(q: string): string | null {
  if (!/^\+?[\d\s.-]+$/.test(q)) return null
  const digits = q.replace(/\D/g, '')
  if (digits.length < 3) return null
  return q.trim().startsWith('+84') ? `0${digits.slice(2)}` : digits
}

// The expression of `orders_search_trgm_idx`: the planner matches it to the index.
const searchHaystack = sql`public.f_unaccent(lower(${orders.code} || ' ' || ${orders.contact_phone} || ' ' || ${orders.contact_name} || ' ' || coalesce(${orders.contact_email}, '')))`

/**
 * How a search looks. A whole mobile number (`phone`, in the one canonical form orders keep: 0 and
 * 9 digits) is contained in no other stored one, so it is looked up by equality along
 * orders_contact_phone_placed_at_idx, and its statements can be planned once: a generic plan fits
 * every number. Digits that make no whole number are looked for in the phones; anything else in
 * the code, phone, name and email without marks. `value` is what its condition binds.
 */
interface OrderSearch {
  kind: 'phone' | 'digits' | 'words'
  value: string
}

function orderSearchOf(q: string | undefined): OrderSearch | null {
  if (!q) return null
  const digits = phoneDigits(q)
  if (digits === null) return { kind: 'words', value: containsPattern(q) }
  const whole = normalizePhone(digits)
  return whole !== null ? { kind: 'phone', value: whole } : { kind: 'digits', value: `%${digits}%` }
}

/**
 * The filters' conditions. `searched` stands in for the search's value (a placeholder of a
 * statement built once per shape); without it the value is written into the statement.
 */
export function filterConditions(filters: AdminOrderFilters, searched?: SQLWrapper): SQL[] {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(orders.status, filters.status))
  if (filters.payment_method) conditions.push(eq(orders.payment_method, filters.payment_method))
  if (filters.payment_status) conditions.push(eq(orders.payment_status, filters.payment_status))
  if (filters.shipping_method) conditions.push(eq(orders.shipping_method, filters.shipping_method))
  if (filters.province_code) conditions.push(eq(orders.province_code, filters.province_code))
  if (filters.from) conditions.push(gte(orders.placed_at, vietnamDayStart(filters.from)))
  if (filters.to) conditions.push(lt(orders.placed_at, vietnamDayStart(addDays(filters.to, 1))))
  if (filters.voucher_code) conditions.push(eq(orders.voucher_code, filters.voucher_code))
  if (filters.total_min !== undefined) conditions.push(gte(orders.total, filters.total_min))
  if (filters.total_max !== undefined) conditions.push(lte(orders.total, filters.total_max))
  const search = orderSearchOf(filters.q)
  if (search) {
    const value = searched ?? search.value
    if (search.kind === 'phone') conditions.push(sql`${orders.contact_phone} = ${value}`)
    else if (search.kind === 'digits') conditions.push(sql`${orders.contact_phone} like ${value}`)
    else conditions.push(sql`${searchHaystack} like public.f_unaccent(lower(${value}))`)
  }
  return conditions
}

/** The columns a tab is defined on: the orders', or the kept state counts'. */
type StateColumns = Record<'status' | 'payment_method' | 'payment_status', AnyColumn>

export function tabConditions(tab: OrderTab, table: StateColumns = orders): SQL[] {
  const definition: OrderTabDefinition = orderTabs[tab]
  const conditions: SQL[] = []
  if (definition.status) conditions.push(inArray(table.status, [...definition.status] as never))
  if (definition.payment_method) {
    conditions.push(inArray(table.payment_method, [...definition.payment_method] as never))
  }
  if (definition.payment_status) {
    conditions.push(inArray(table.payment_status, [...definition.payment_status] as never))
  }
  return conditions
}

const whereAll = (conditions: SQL[]) => (conditions.length > 0 ? and(...conditions) : sql`true`)

const tabCountShapes = new PreparedShapes('order_tab_counts')
const phoneCountShapes = new PreparedShapes('order_phone_counts')
const searchCountShapes = new PreparedShapes('order_search_counts', { planned: 'each-call' })

// What a count statement's text and values depend on, besides the search.
const countKeyFields = ADMIN_ORDER_FILTERS satisfies ReadonlyArray<keyof AdminOrderFilters>

/**
 * Every tab's count under the filters, each counting index entries up to the cap + 1, in one
 * statement: a count past the cap reads "more than", and no tab ever scans the whole table.
 */
export async function countTabs(
  db: Db,
  filters: AdminOrderFilters,
): Promise<Record<OrderTab, number>> {
  const [row] = await readTabCounts(db, filters)
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, Number(row![tab])])) as Record<
    OrderTab,
    number
  >
}

/** The one row of every tab's count, by the cheapest path that answers the filters. */
function readTabCounts(db: Db, filters: AdminOrderFilters): Promise<Record<OrderTab, number>[]> {
  const search = orderSearchOf(filters.q)
  if (search) {
    return (search.kind === 'phone' ? phoneCountShapes : searchCountShapes).select(
      db,
      filtersKey(filters, search.kind),
      () => searchCounts(filters, sql.placeholder('search')),
      { search: search.value },
    )
  }
  if (onlyStateFilters(filters)) {
    return keptTabCounts(db, {
      status: filters.status ?? null,
      payment_method: filters.payment_method ?? null,
      payment_status: filters.payment_status ?? null,
    })
  }
  // Prepared: planning the eight subqueries cost as much as running them.
  return tabCountShapes.select(
    db,
    filtersKey(filters),
    () => sql`select ${sql.join(tabCountColumns(filterConditions(filters)), sql`, `)}`,
  )
}

/**
 * The key of a prepared count or page: the filters its text and bound values depend on (besides
 * the search) and `more` (the tab, the sort…).
 */
const filtersKey = (filters: AdminOrderFilters, ...more: unknown[]) =>
  JSON.stringify([...countKeyFields.map((field) => filters[field] ?? null), ...more])

// The filters the kept state counts can answer.
const STATE_FILTERS = ['status', 'payment_method', 'payment_status'] as const

const onlyStateFilters = (filters: AdminOrderFilters) =>
  countKeyFields.every(
    (field) => (STATE_FILTERS as readonly string[]).includes(field) || filters[field] == null,
  )

/**
 * Every tab's count when no filter but status, payment method and payment status is set, from
 * the counts the database keeps by state (migration 0023): a few rows instead of up to 10,001
 * index entries a tab. Capped as the counted ones, so that both answer alike.
 */
const keptTabCounts = preparedStatement<
  Record<OrderTab, number>,
  { status: string | null; payment_method: string | null; payment_status: string | null }
>('order_tab_kept_counts', (value) => {
  const c = order_state_counts
  const columns = ORDER_TABS.map(
    (tab) =>
      sql`least(coalesce(sum(${c.orders}) filter (where ${whereAll(tabConditions(tab, c))}), 0), ${ADMIN_ORDER_COUNT_CAP + 1})::int as ${sql.identifier(tab)}`,
  )
  return sql`select ${sql.join(columns, sql`, `)} from ${c}
    where (${value('status')}::order_status is null or ${c.status} = ${value('status')}::order_status)
      and (${value('payment_method')}::payment_method is null
        or ${c.payment_method} = ${value('payment_method')}::payment_method)
      and (${value('payment_status')}::payment_status is null
        or ${c.payment_status} = ${value('payment_status')}::payment_status)`
})

const tabCount = (base: SQL[], tab: OrderTab) =>
  sql`(select count(*)::int from (select 1 from ${orders} where ${whereAll([...base, ...tabConditions(tab)])} limit ${ADMIN_ORDER_COUNT_CAP + 1}) as counted)`

const tabCountColumns = (base: SQL[]) =>
  ORDER_TABS.map((tab) => sql`${tabCount(base, tab)} as ${sql.identifier(tab)}`)

/**
 * The counts under a search. The search's rows are read once, up to the cap + 1: when there are
 * no more, every tab is counted among them (one index search instead of eight); otherwise each
 * tab counts as without a search (a branch's subquery runs only when the branch is taken).
 * Planned once for a whole phone number, else on every call: a generic plan cannot tell a rare
 * pattern from a common one. `searched` is the search's placeholder.
 */
function searchCounts(filters: AdminOrderFilters, searched: SQLWrapper): SQL {
  const base = filterConditions(filters, searched)
  const columns = ORDER_TABS.map(
    (tab) => sql`case when matched_count.n <= ${ADMIN_ORDER_COUNT_CAP}
      then (select count(*)::int from matched as ${orders} where ${whereAll(tabConditions(tab))})
      else ${tabCount(base, tab)} end as ${sql.identifier(tab)}`,
  )
  return sql`with matched as materialized (
      select ${orders.status} as status, ${orders.payment_method} as payment_method, ${orders.payment_status} as payment_status
      from ${orders} where ${whereAll(base)} limit ${ADMIN_ORDER_COUNT_CAP + 1}
    )
    select ${sql.join(columns, sql`, `)}
    from (select count(*)::int as n from matched) as matched_count`
}

const orderings: Record<AdminOrderSort, SQL[]> = {
  newest: [desc(orders.placed_at), desc(orders.id)],
  oldest: [asc(orders.placed_at), asc(orders.id)],
  total_desc: [desc(orders.total), desc(orders.id)],
  total_asc: [asc(orders.total), asc(orders.id)],
}

// Written out: inside a subquery Drizzle leaves `orders.id` unqualified, which would name the
// item's own id.
const itemCount = sql<number>`(select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = "orders"."id")`

// The time as the answer writes it (a JavaScript date's ISO form, to the millisecond): turning
// the driver's text into a date and back cost Node more than the database's formatting.
const placedAtIso = sql<string>`to_char(${orders.placed_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const rowColumns = {
  id: orders.id,
  code: orders.code,
  placed_at: placedAtIso,
  contact_name: orders.contact_name,
  contact_phone: orders.contact_phone,
  province_name: orders.province_name,
  total: orders.total,
  payment_method: orders.payment_method,
  payment_status: orders.payment_status,
  status: orders.status,
  shipping_method: orders.shipping_method,
  carrier: orders.carrier,
  tracking_code: orders.tracking_code,
  item_count: itemCount,
}

export interface ConsoleRow {
  id: number
  code: string
  /** ISO 8601, UTC, to the millisecond. */
  placed_at: string
  contact_name: string
  contact_phone: string
  province_name: string
  total: number
  payment_method: (typeof orders.$inferSelect)['payment_method']
  payment_status: (typeof orders.$inferSelect)['payment_status']
  status: (typeof orders.$inferSelect)['status']
  shipping_method: string
  carrier: string | null
  tracking_code: string | null
  item_count: number
}

const pageShapes = new PreparedShapes('order_console_page')
const searchPageShapes = new PreparedShapes('order_search_page', { planned: 'each-call' })

/**
 * The page's statement: its ids first, by themselves (ordered by an index that holds the sort key
 * and the id, the rows skipped by the offset are read in the index alone: page 500 skips 9,980),
 * then only the page's own rows from the table.
 */
function pageStatement(
  query: AdminOrderFilters & { tab: OrderTab; sort: AdminOrderSort },
  page: { limit: SQLWrapper; offset: SQLWrapper; searched: SQLWrapper },
): SQL {
  const ids = sql`select ${orders.id} from ${orders}
    where ${whereAll([...filterConditions(query, page.searched), ...tabConditions(query.tab)])}
    order by ${sql.join(orderings[query.sort], sql`, `)}
    limit ${page.limit} offset ${page.offset}`
  const columns = Object.entries(rowColumns).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  )
  return sql`select ${sql.join(columns, sql`, `)} from ${orders}
    where ${orders.id} in (${ids})
    order by ${sql.join(orderings[query.sort], sql`, `)}`
}

/**
 * A page of the list, its statement built once per shape of the filters, tab, sort and kind of
 * search (building it cost Node more than running it). Planned once without a search or for a
 * whole phone number; another search's is planned on every call, as its counts (a generic plan
 * cannot tell a rare pattern from a common one).
 */
export async function findConsolePage(
  db: Db,
  query: AdminOrderFilters & { tab: OrderTab; sort: AdminOrderSort },
  page: { limit: number; offset: number },
): Promise<ConsoleRow[]> {
  const search = orderSearchOf(query.q)
  const shapes = search && search.kind !== 'phone' ? searchPageShapes : pageShapes
  const rows = await shapes.select<ConsoleRow>(
    db,
    filtersKey(query, query.tab, query.sort, search?.kind ?? null),
    () =>
      pageStatement(query, {
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
        searched: sql.placeholder('search'),
      }),
    { ...page, search: search?.value ?? null },
  )
  // Raw rows: the drivers answer a bigint as text (Drizzle's mapping is skipped).
  return rows.map((row) => ({ ...row, total: Number(row.total) }))
}

const itemsSummary = sql<string>`(select coalesce(string_agg(i.name || coalesce(' (' || i.variant_name || ')', '') || ' × ' || i.quantity, '; ' order by i.id), '') from order_items i where i.order_id = "orders"."id")`

/**
 * Where an export batch resumes: the sort key and id of the last row written, the key as the
 * database's text (a JavaScript date drops the microseconds, and rows would come twice).
 */
export interface ExportCursor {
  key: string
  id: number
}

/** A row of the export as the driver answers it: the CSV needs text, so nothing is mapped. */
export interface ExportRow {
  id: number
  /** The sort key, for the next batch's cursor. */
  cursor_key: string
  code: string
  placed_at_vietnam: string
  contact_name: string
  contact_phone: string
  contact_email: string | null
  street: string
  ward_name: string
  province_name: string
  items_summary: string
  /** Subtotal, shipping fee, discount and total, joined by commas: numbers need no escaping. */
  amounts: string
  payment_method: ConsoleRow['payment_method']
  payment_status: ConsoleRow['payment_status']
  status: ConsoleRow['status']
  carrier: string | null
  tracking_code: string | null
}

/**
 * One batch of the export, in the list's order, after `cursor` (keyset: each batch is an index
 * range, however deep, and nothing is held between batches). Raw rows: mapping a million rows
 * through the query builder cost more than writing them, and every column the driver decodes
 * costs Node more than the database's joining of the amounts.
 */
export function findExportBatch(
  db: Db,
  query: AdminOrderFilters & { tab: OrderTab; sort: AdminOrderSort },
  cursor: ExportCursor | null,
  limit: number,
): Promise<ExportRow[]> {
  const byTotal = query.sort === 'total_desc' || query.sort === 'total_asc'
  const descending = query.sort === 'newest' || query.sort === 'total_desc'
  const key = byTotal ? orders.total : orders.placed_at
  const conditions = [...filterConditions(query), ...tabConditions(query.tab)]
  if (cursor) {
    const at = byTotal ? sql`${cursor.key}::bigint` : sql`${cursor.key}::timestamptz`
    conditions.push(
      descending
        ? sql`(${key}, ${orders.id}) < (${at}, ${cursor.id})`
        : sql`(${key}, ${orders.id}) > (${at}, ${cursor.id})`,
    )
  }
  return selectRows<ExportRow>(
    db,
    sql`select ${orders.id} as id, ${key}::text as cursor_key, ${orders.code} as code,
      to_char((${orders.placed_at} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI') as placed_at_vietnam,
      ${orders.contact_name} as contact_name, ${orders.contact_phone} as contact_phone,
      ${orders.contact_email} as contact_email, ${orders.street} as street,
      ${orders.ward_name} as ward_name, ${orders.province_name} as province_name,
      ${itemsSummary} as items_summary,
      ${orders.subtotal} || ',' || ${orders.shipping_fee} || ',' || ${orders.discount} || ',' || ${orders.total} as amounts,
      ${orders.payment_method} as payment_method,
      ${orders.payment_status} as payment_status, ${orders.status} as status,
      ${orders.carrier} as carrier, ${orders.tracking_code} as tracking_code
    from ${orders} where ${whereAll(conditions)}
    order by ${sql.join(orderings[query.sort], sql`, `)} limit ${limit}`,
  )
}
