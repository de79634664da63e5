import type { AdminPartnerTab, PartnerApplicationStatus } from '@phiencho/contracts'
import { eq, sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { partner_applications, stores } from '../catalog/index.ts'

export interface PartnerRow {
  id: number
  shop_name: string
  contact_name: string
  phone: string
  email: string
  province_code: string | null
  province_name: string | null
  message: string | null
  status: PartnerApplicationStatus
  account_id: number | null
  account_name: string | null
  account_email: string | null
  store_id: number | null
  store_name: string | null
  store_slug: string | null
  review_note: string | null
  reviewed_at: Date | string | null
  created_at: Date | string
}

/**
 * The applicant's account: the one they applied from, else a verified account with the email of
 * the application.
 */
const accountSql = sql`coalesce(a.user_id, (select v.id from users v
  where lower(v.email) = lower(a.email) and v.email_verified_at is not null limit 1))`

const columns = sql`a.id, a.shop_name, a.contact_name, a.phone, a.email, a.province_code,
  pr.name as province_name, a.message, a.status, u.id as account_id, u.name as account_name,
  u.email as account_email, s.id as store_id, s.name as store_name, s.slug as store_slug,
  a.review_note, a.reviewed_at, a.created_at`

const joins = sql`left join provinces pr on pr.code = a.province_code
  left join users u on u.id = ${accountSql}
  left join stores s on s.id = a.store_id`

const tabSql: Record<AdminPartnerTab, SQL> = {
  pending: sql`a.status = 'pending'`,
  approved: sql`a.status = 'approved'`,
  rejected: sql`a.status = 'rejected'`,
  all: sql`true`,
}

// The queue is worked oldest first; the other tabs show the latest first.
const orderOf = (tab: AdminPartnerTab): SQL =>
  tab === 'pending' ? sql`a.created_at asc, a.id asc` : sql`a.created_at desc, a.id desc`

/** Shop, contact, phone or email, marks and case ignored. */
function searchSql(q: string | undefined): SQL {
  if (!q) return sql`true`
  const pattern = containsPattern(q)
  return sql`public.f_unaccent(lower(a.shop_name || ' ' || a.contact_name || ' ' || a.phone ||
    ' ' || a.email)) like public.f_unaccent(lower(${pattern}))`
}

export function selectPartnerPage(
  db: Db,
  tab: AdminPartnerTab,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<PartnerRow[]> {
  return selectRows<PartnerRow>(
    db,
    sql`select ${columns} from partner_applications a ${joins}
      where ${tabSql[tab]} and ${searchSql(q)}
      order by ${orderOf(tab)} limit ${limit} offset ${offset}`,
  )
}

export async function countPartnerTabs(
  db: Db,
  q: string | undefined,
): Promise<Record<AdminPartnerTab, number>> {
  const [row] = await selectRows<Record<AdminPartnerTab, number>>(
    db,
    sql`select count(*) filter (where a.status = 'pending')::int as pending,
        count(*) filter (where a.status = 'approved')::int as approved,
        count(*) filter (where a.status = 'rejected')::int as rejected,
        count(*)::int as "all"
      from partner_applications a where ${searchSql(q)}`,
  )
  return row ?? { pending: 0, approved: 0, rejected: 0, all: 0 }
}

export async function selectPartner(db: Db | Tx, id: number): Promise<PartnerRow | undefined> {
  const [row] = await selectRows<PartnerRow>(
    db,
    sql`select ${columns} from partner_applications a ${joins} where a.id = ${id}`,
  )
  return row
}

/** The application locked for the moderator's decision. */
export async function lockPartner(tx: Tx, id: number): Promise<PartnerRow | undefined> {
  await tx
    .select({ id: partner_applications.id })
    .from(partner_applications)
    .where(eq(partner_applications.id, id))
    .for('update')
  return selectPartner(tx, id)
}

export async function updatePartner(
  tx: Tx,
  id: number,
  values: Partial<typeof partner_applications.$inferInsert>,
): Promise<void> {
  await tx.update(partner_applications).set(values).where(eq(partner_applications.id, id))
}

/** The account's shop (the oldest, when it has several), locked. */
export async function lockOwnedStore(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: stores.id, status: stores.status, is_partner: stores.is_partner })
    .from(stores)
    .where(eq(stores.owner_id, userId))
    .orderBy(stores.id)
    .limit(1)
    .for('update')
  return row
}

export async function storeSlugTaken(tx: Tx, slug: string): Promise<boolean> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug))
  return row !== undefined
}

export async function insertStore(tx: Tx, values: typeof stores.$inferInsert): Promise<number> {
  const [row] = await tx.insert(stores).values(values).returning({ id: stores.id })
  return row!.id
}

export async function activateStore(tx: Tx, id: number): Promise<void> {
  await tx.update(stores).set({ status: 'active', is_partner: true }).where(eq(stores.id, id))
}
