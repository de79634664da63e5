import { asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brands } from '../catalog/index.ts'

const columns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  logo: brands.logo,
  description: brands.description,
  is_famous: brands.is_famous,
}
export type BrandRow = Pick<typeof brands.$inferSelect, keyof typeof columns>

export interface BrandPageRequest {
  where?: SQL | undefined
  orderBy?: SQL[]
  limit: number
  offset: number
}

/** One statement: the page with the total on each row (a count only for a page past the end). */
export async function findBrands(db: Db, request: BrandPageRequest) {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(brands)
    .where(request.where)
    .orderBy(...(request.orderBy ?? []), asc(brands.position), asc(brands.name), asc(brands.id))
    .limit(request.limit)
    .offset(request.offset)
  if (rows[0]) return { rows, total: rows[0].total }
  if (request.offset === 0) return { rows, total: 0 }
  const [counted] = await db.select({ n: count() }).from(brands).where(request.where)
  return { rows, total: counted?.n ?? 0 }
}

export const famousOnly = (famous: boolean | undefined) =>
  famous === undefined ? undefined : eq(brands.is_famous, famous)

export async function findBrandBySlug(db: Db, slug: string) {
  const [row] = await db.select(columns).from(brands).where(eq(brands.slug, slug))
  return row
}

/** The name, marks and case ignored, contains the query or is a typo away from it. */
export function nameMatches(folded: string): { where: SQL; orderBy: SQL[] } {
  const name = sql`public.f_unaccent(lower(${brands.name}))`
  return {
    where: sql`(strpos(${name}, ${folded}) > 0 or ${folded} <% ${name})`,
    orderBy: [
      sql`starts_with(${name}, ${folded}) desc`,
      sql`word_similarity(${folded}, ${name}) desc`,
    ],
  }
}
