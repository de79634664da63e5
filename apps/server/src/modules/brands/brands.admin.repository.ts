import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brands } from '../catalog/index.ts'

export type BrandRecord = typeof brands.$inferSelect
export type BrandValues = Pick<
  typeof brands.$inferInsert,
  'name' | 'slug' | 'logo' | 'description' | 'is_famous'
>

/** Serialises the console's brand writes (positions are renumbered over every brand). */
export async function lockBrands(tx: Db): Promise<void> {
  await tx.execute(sql`lock table brands in share row exclusive mode`)
}

/** Products that are not archived, per brand (qualified by hand: drizzle leaves a lone table's columns bare). */
const productCount = sql<number>`(select count(*) from products p
  where p.brand_id = "brands"."id" and p.status <> 'archived')`.mapWith(Number)

export function selectBrandsWithCounts(db: Db) {
  return db
    .select({ brand: brands, products: productCount })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id))
}

export async function selectBrandWithCount(db: Db, id: number) {
  const [row] = await db
    .select({ brand: brands, products: productCount })
    .from(brands)
    .where(eq(brands.id, id))
  return row
}

export async function selectBrand(db: Db, id: number): Promise<BrandRecord | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id))
  return row
}

export async function brandSlugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), exceptId === undefined ? undefined : ne(brands.id, exceptId)))
  return row !== undefined
}

export async function nextBrandPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${brands.position}) + 1, 0)`.mapWith(Number) })
    .from(brands)
  return row?.next ?? 0
}

export async function insertBrand(db: Db, values: BrandValues & { position: number }) {
  const [row] = await db.insert(brands).values(values).returning()
  return row!
}

export async function updateBrandRow(db: Db, id: number, values: BrandValues) {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning()
  return row!
}

export async function deleteBrandRow(db: Db, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id))
}

export async function selectBrandPositions(db: Db) {
  return db
    .select({ id: brands.id, position: brands.position })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id))
}

export async function setBrandPosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(brands).set({ position }).where(eq(brands.id, id))
}
