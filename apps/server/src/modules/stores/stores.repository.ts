import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { provinces } from '../geo/index.ts'
import { partner_applications, stores } from '../catalog/index.ts'

const cardColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  logo: stores.logo,
  description: stores.description,
  is_partner: stores.is_partner,
  province_code: provinces.code,
  province_name: provinces.name,
}
export interface StoreCardRow {
  id: number
  name: string
  slug: string
  logo: string | null
  description: string | null
  is_partner: boolean
  province_code: string | null
  province_name: string | null
}

/** Shops that are pending approval or suspended are not shown. */
const active = eq(stores.status, 'active')

export interface StorePageRequest {
  where?: SQL | undefined
  orderBy?: SQL[]
  limit: number
  offset: number
}

/** One statement: the page with the total on each row (a count only for a page past the end). */
export async function findStores(db: Db, request: StorePageRequest) {
  const where = and(active, request.where)
  const rows: Array<StoreCardRow & { total: number }> = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .where(where)
    .orderBy(...(request.orderBy ?? []), desc(stores.is_partner), asc(stores.name), asc(stores.id))
    .limit(request.limit)
    .offset(request.offset)
  if (rows[0]) return { rows, total: rows[0].total }
  if (request.offset === 0) return { rows, total: 0 }
  const [counted] = await db.select({ n: count() }).from(stores).where(where)
  return { rows, total: counted?.n ?? 0 }
}

export const partnerOnly = (partner: boolean | undefined) =>
  partner === undefined ? undefined : eq(stores.is_partner, partner)

export async function findStoreBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      banner: stores.banner,
      address: stores.address,
      phone: stores.phone,
      email: stores.email,
      created_at: stores.created_at,
    })
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .where(and(active, eq(stores.slug, slug)))
  return row
}

/** The name, marks and case ignored, contains the query or is a typo away from it. */
export function nameMatches(folded: string): { where: SQL; orderBy: SQL[] } {
  const name = sql`public.f_unaccent(lower(${stores.name}))`
  return {
    where: sql`(strpos(${name}, ${folded}) > 0 or ${folded} <% ${name})`,
    orderBy: [
      sql`starts_with(${name}, ${folded}) desc`,
      sql`word_similarity(${folded}, ${name}) desc`,
    ],
  }
}

export async function provinceExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(eq(provinces.code, code))
  return row !== undefined
}

export async function insertPartnerApplication(
  db: Db,
  values: typeof partner_applications.$inferInsert,
) {
  const [row] = await db
    .insert(partner_applications)
    .values(values)
    .returning({ id: partner_applications.id })
  return row!.id
}
