import type { AdminCustomerStatus, OrderStatus, PaymentStatus } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import { type Db, selectRows } from '../../db/client.ts'

type Stamp = Date | string

export interface CustomerRow {
  id: number
  name: string
  email: string
  phone: string | null
  created_at: Stamp
  last_login_at: Stamp | null
  disabled_at: Stamp | null
  is_staff: boolean
  is_owner: boolean
  orders_count: number
  lifetime_spend: number
}

/**
 * Lifetime spend counts an order neither cancelled nor refunded that is paid or completed (a
 * completed COD order has been paid to the courier), as the dashboard's revenue does.
 */
const spends = sql`o.status <> 'cancelled' and o.payment_status <> 'refunded'
  and (o.payment_status = 'paid' or o.status = 'completed')`

const columns = sql`u.id, u.name, u.email, u.phone, u.created_at, u.last_login_at, u.disabled_at,
  exists (select 1 from user_roles ur where ur.user_id = u.id) as is_staff,
  exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = u.id and r.is_owner) as is_owner,
  (select count(*)::int from orders o where o.user_id = u.id) as orders_count,
  (select coalesce(sum(o.total), 0)::float8 from orders o
    where o.user_id = u.id and ${spends}) as lifetime_spend`

const statusSql: Record<AdminCustomerStatus, SQL> = {
  active: sql`u.disabled_at is null`,
  locked: sql`u.disabled_at is not null`,
  all: sql`true`,
}

/** Name, email or phone, marks and case ignored (`public.f_unaccent`), anywhere in the fields. */
function filterSql(status: AdminCustomerStatus, q: string | undefined): SQL {
  if (!q) return statusSql[status]
  const pattern = containsPattern(q)
  return sql`${statusSql[status]} and public.f_unaccent(lower(u.name || ' ' || u.email || ' ' ||
    coalesce(u.phone, ''))) like public.f_unaccent(lower(${pattern}))`
}

export async function selectCustomerPage(
  db: Db,
  filters: { status: AdminCustomerStatus; q: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = filterSql(filters.status, filters.q)
  const rows = await selectRows<CustomerRow>(
    db,
    sql`select ${columns} from users u where ${where}
      order by u.created_at desc, u.id desc limit ${limit} offset ${offset}`,
  )
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u where ${where}`,
  )
  return { rows, total: count?.n ?? 0 }
}

export async function selectCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await selectRows<CustomerRow>(
    db,
    sql`select ${columns} from users u where u.id = ${id}`,
  )
  return row
}

/** The account row locked for a change, with whether it holds the owner role. */
export async function lockCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  await db.execute(sql`select id from users where id = ${id} for update`)
  return selectCustomer(db, id)
}

export interface CustomerOrderRow {
  code: string
  placed_at: Stamp
  status: OrderStatus
  payment_status: PaymentStatus
  total: number
}

export interface CustomerAddressRow {
  id: number
  recipient_name: string
  phone: string
  line: string
  is_default: boolean
}

export interface CustomerCounts {
  classified_ads_count: number
  reviews_count: number
  wishlist_count: number
}

export function selectCustomerOrders(
  db: Db,
  id: number,
  limit: number,
): Promise<CustomerOrderRow[]> {
  return selectRows<CustomerOrderRow>(
    db,
    sql`select o.code, o.placed_at, o.status, o.payment_status, o.total from orders o
      where o.user_id = ${id} order by o.placed_at desc, o.id desc limit ${limit}`,
  )
}

export function selectCustomerAddresses(db: Db, id: number): Promise<CustomerAddressRow[]> {
  return selectRows<CustomerAddressRow>(
    db,
    sql`select a.id, a.recipient_name, a.phone, a.is_default,
        a.street || ', ' || w.name || ', ' || p.name as line
      from addresses a join wards w on w.code = a.ward_code
      join provinces p on p.code = a.province_code
      where a.user_id = ${id} order by a.is_default desc, a.id`,
  )
}

export async function selectCustomerCounts(db: Db, id: number): Promise<CustomerCounts> {
  const [row] = await selectRows<CustomerCounts>(
    db,
    sql`select
        (select count(*)::int from classified_ads c where c.user_id = ${id}) as classified_ads_count,
        (select count(*)::int from product_reviews r where r.user_id = ${id}) as reviews_count,
        (select count(*)::int from wishlist_items w where w.user_id = ${id}) as wishlist_count`,
  )
  return row ?? { classified_ads_count: 0, reviews_count: 0, wishlist_count: 0 }
}
