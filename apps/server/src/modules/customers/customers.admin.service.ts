import {
  ADMIN_CUSTOMER_ORDERS_SHOWN,
  ADMIN_CUSTOMERS_PER_PAGE,
  type AdminCustomer,
  type AdminCustomerDetail,
  adminCustomerMessages as m,
  type AdminCustomerPage,
  type AdminCustomersQuery,
  pageMeta,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { queuePasswordResetMail } from '../auth/index.ts'
import { setDisabled } from '../users/index.ts'
import {
  type CustomerRow,
  lockCustomer,
  selectCustomer,
  selectCustomerAddresses,
  selectCustomerCounts,
  selectCustomerOrders,
  selectCustomerPage,
} from './customers.admin.repository.ts'

const iso = (value: Date | string) => new Date(value).toISOString()
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value))
const conflict = (message: string) => new HttpError(409, message)

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    created_at: iso(row.created_at),
    last_login_at: isoOrNull(row.last_login_at),
    locked_at: isoOrNull(row.disabled_at),
    is_staff: row.is_staff,
    orders_count: row.orders_count,
    lifetime_spend: Number(row.lifetime_spend),
  }
}

export async function listCustomers(
  db: Db,
  query: AdminCustomersQuery,
): Promise<AdminCustomerPage> {
  const { rows, total } = await selectCustomerPage(
    db,
    { status: query.status, q: query.q || undefined },
    ADMIN_CUSTOMERS_PER_PAGE,
    (query.page - 1) * ADMIN_CUSTOMERS_PER_PAGE,
  )
  return {
    data: rows.map(toAdminCustomer),
    meta: pageMeta(query.page, ADMIN_CUSTOMERS_PER_PAGE, total),
  }
}

/** The account with its latest orders, addresses and the figures of its stored rows. */
export async function getCustomer(db: Db, id: number): Promise<AdminCustomerDetail> {
  const row = await selectCustomer(db, id)
  if (!row) throw notFound(m.notFound)
  const orders = await selectCustomerOrders(db, id, ADMIN_CUSTOMER_ORDERS_SHOWN)
  const addresses = await selectCustomerAddresses(db, id)
  const counts = await selectCustomerCounts(db, id)
  return {
    ...toAdminCustomer(row),
    orders: orders.map((order) => ({
      code: order.code,
      placed_at: iso(order.placed_at),
      status: order.status,
      payment_status: order.payment_status,
      total: Number(order.total),
    })),
    addresses,
    ...counts,
  }
}

async function lockedRow(tx: Db, id: number): Promise<CustomerRow> {
  const row = await lockCustomer(tx, id)
  if (!row) throw notFound(m.notFound)
  return row
}

/**
 * Locks the account: it cannot sign in, and its sessions end at once (`users.disabled_at`, as a
 * disabled staff member's). Staff accounts are locked and unlocked from the staff page
 * (`staff:manage`), not here: the owner's account and one's own are refused with their own words.
 */
export async function lockAccount(
  tx: Db,
  audit: AuditContext,
  id: number,
  reason: string | undefined,
): Promise<AdminCustomerDetail> {
  const row = await lockedRow(tx, id)
  if (row.disabled_at !== null) throw conflict(m.alreadyLocked)
  if (row.is_owner) throw conflict(m.ownerProtected)
  if (id === audit.actorId) throw conflict(m.notYourself)
  if (row.is_staff) throw conflict(m.staffElsewhere)
  await setDisabled(tx, id, true)
  const after = (await selectCustomer(tx, id))!
  await recordAudit(tx, audit, {
    action: 'customer.lock',
    entityType: 'customer',
    entityId: id,
    before: { locked_at: null },
    after: { locked_at: isoOrNull(after.disabled_at), reason: reason || null },
  })
  return getCustomer(tx, id)
}

export async function unlockAccount(
  tx: Db,
  audit: AuditContext,
  id: number,
): Promise<AdminCustomerDetail> {
  const row = await lockedRow(tx, id)
  if (row.disabled_at === null) throw conflict(m.notLocked)
  if (row.is_staff) throw conflict(m.staffElsewhere)
  await setDisabled(tx, id, false)
  await recordAudit(tx, audit, {
    action: 'customer.unlock',
    entityType: 'customer',
    entityId: id,
    before: { locked_at: isoOrNull(row.disabled_at) },
    after: { locked_at: null },
  })
  return getCustomer(tx, id)
}

/** Queues the "Quên mật khẩu" mail to the account; the caller wakes the outbox after commit. */
export async function sendPasswordReset(
  tx: Db,
  audit: AuditContext,
  id: number,
  mail: { appUrl: string; siteName: string },
): Promise<void> {
  const row = await lockedRow(tx, id)
  await queuePasswordResetMail(tx, row, mail.appUrl, mail.siteName)
  await recordAudit(tx, audit, {
    action: 'customer.password_reset',
    entityType: 'customer',
    entityId: id,
    before: null,
    after: { email: row.email },
  })
}
