import { ADMIN_STORES_PER_PAGE, type StoreStatus } from '@phiencho/contracts'
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stores } from '../catalog/index.ts'
import { provinces } from '../geo/index.ts'

export type StoreRecord = typeof stores.$inferSelect
export type StoreValues = Pick<
  typeof stores.$inferInsert,
  | 'name'
  | 'slug'
  | 'description'
  | 'address'
  | 'province_code'
  | 'phone'
  | 'email'
  | 'is_partner'
  | 'logo'
  | 'banner'
>

/** Products that are not archived, per shop (qualified by hand: drizzle may leave columns bare). */
const productCount = sql<number>`(select count(*) from products p
  where p.store_id = "stores"."id" and p.status <> 'archived')`.mapWith(Number)

const listColumns = {
  store: stores,
  province_name: provinces.name,
  products: productCount,
}
export interface StoreListRow {
  store: StoreRecord
  province_name: string | null
  products: number
}

/** Name, slug, phone or email holding the words, marks and case ignored (a shop has hundreds). */
export function storeSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  // Qualified by hand: the list joins provinces, which has a name too.
  return sql`strpos(public.f_unaccent(lower(concat_ws(' ', "stores"."name", "stores"."slug",
    "stores"."phone", "stores"."email"))), public.f_unaccent(lower(${q}))) > 0`
}

export async function selectStorePage(
  db: Db,
  where: { search?: SQL | undefined; status?: StoreStatus | undefined },
  page: number,
): Promise<StoreListRow[]> {
  return db
    .select(listColumns)
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .where(and(where.search, where.status ? eq(stores.status, where.status) : undefined))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(ADMIN_STORES_PER_PAGE)
    .offset((page - 1) * ADMIN_STORES_PER_PAGE)
}

export async function countStoresByStatus(db: Db, search: SQL | undefined) {
  const rows = await db
    .select({ status: stores.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(stores)
    .where(search)
    .groupBy(stores.status)
  const counts = { all: 0, pending: 0, active: 0, suspended: 0 }
  for (const row of rows) {
    counts[row.status] = row.n
    counts.all += row.n
  }
  return counts
}

export async function selectStoreListRow(db: Db, id: number): Promise<StoreListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .where(eq(stores.id, id))
  return row
}

/** The shop's row, locked until the transaction ends (two edits or status changes in turn). */
export async function selectStoreForUpdate(db: Db, id: number): Promise<StoreRecord | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).for('update')
  return row
}

export async function storeSlugTaken(db: Db, slug: string, exceptId: number) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.slug, slug), ne(stores.id, exceptId)))
  return row !== undefined
}

export async function provinceExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(eq(provinces.code, code))
  return row !== undefined
}

export async function updateStoreRow(
  db: Db,
  id: number,
  values: Partial<StoreValues> & { status?: StoreStatus },
): Promise<StoreRecord> {
  const [row] = await db.update(stores).set(values).where(eq(stores.id, id)).returning()
  return row!
}
