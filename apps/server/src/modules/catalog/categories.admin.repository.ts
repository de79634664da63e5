import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { selectRows } from '../../db/client.ts'
import { product_categories, products } from './catalog.tables.ts'

export type CategoryRecord = typeof product_categories.$inferSelect
export type CategoryChange = Partial<
  Pick<
    typeof product_categories.$inferInsert,
    | 'parent_id'
    | 'name'
    | 'slug'
    | 'description'
    | 'image'
    | 'position'
    | 'status'
    | 'seo_title'
    | 'seo_description'
  >
>

export interface CategoryCountsRow extends CategoryRecord {
  published: number
  total: number
  archived: number
}

/**
 * Serialises the console's changes of the tree (a move reads the whole tree to refuse cycles and
 * renumbers siblings). SHARE ROW EXCLUSIVE blocks other writers of categories only: readers and
 * the key-share locks of product writes pass.
 */
export async function lockCategories(tx: Db): Promise<void> {
  await tx.execute(sql`lock table product_categories in share row exclusive mode`)
}

/** Every category with the number of its own products by status (a shop has tens of them). */
export async function selectCategoriesWithCounts(db: Db): Promise<CategoryCountsRow[]> {
  const p = products
  const counts = db
    .select({
      category_id: p.category_id,
      published: sql<number>`count(*) filter (where ${p.status} = 'published')`
        .mapWith(Number)
        .as('published'),
      total: sql<number>`count(*) filter (where ${p.status} <> 'archived')`
        .mapWith(Number)
        .as('total'),
      archived: sql<number>`count(*) filter (where ${p.status} = 'archived')`
        .mapWith(Number)
        .as('archived'),
    })
    .from(p)
    .groupBy(p.category_id)
    .as('counts')
  const rows = await db
    .select({
      category: product_categories,
      published: counts.published,
      total: counts.total,
      archived: counts.archived,
    })
    .from(product_categories)
    .leftJoin(counts, eq(counts.category_id, product_categories.id))
    .orderBy(asc(product_categories.position), asc(product_categories.id))
  return rows.map((row) => ({
    ...row.category,
    published: Number(row.published ?? 0),
    total: Number(row.total ?? 0),
    archived: Number(row.archived ?? 0),
  }))
}

export async function selectCategory(db: Db, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await db.select().from(product_categories).where(eq(product_categories.id, id))
  return row
}

export async function categorySlugTaken(db: Db, slug: string, exceptId?: number) {
  const c = product_categories
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.slug, slug), exceptId === undefined ? undefined : ne(c.id, exceptId)))
  return row !== undefined
}

/** The ids of a parent's children (null: the top level) by position, leaving one out. */
export async function selectSiblingIds(db: Db, parentId: number | null, except?: number) {
  const c = product_categories
  const rows = await db
    .select({ id: c.id, position: c.position })
    .from(c)
    .where(
      and(
        parentId === null ? isNull(c.parent_id) : eq(c.parent_id, parentId),
        except === undefined ? undefined : ne(c.id, except),
      ),
    )
    .orderBy(asc(c.position), asc(c.id))
  return rows
}

export async function insertCategory(
  db: Db,
  values: typeof product_categories.$inferInsert,
): Promise<CategoryRecord> {
  const [row] = await db.insert(product_categories).values(values).returning()
  return row!
}

export async function updateCategoryRow(
  db: Db,
  id: number,
  change: CategoryChange,
): Promise<CategoryRecord> {
  const [row] = await db
    .update(product_categories)
    .set(change)
    .where(eq(product_categories.id, id))
    .returning()
  return row!
}

export async function setCategoryPosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(product_categories).set({ position }).where(eq(product_categories.id, id))
}

export async function deleteCategoryRow(db: Db, id: number): Promise<void> {
  await db.delete(product_categories).where(eq(product_categories.id, id))
}

/** What holds a category in place: its products (archived included: the FK keeps them) and children. */
export async function categoryHolders(db: Db, id: number) {
  const [row] = await selectRows<{ products: number; children: number; vouchers: number }>(
    db,
    sql`select
      (select count(*)::int from products where category_id = ${id}) as products,
      (select count(*)::int from product_categories where parent_id = ${id}) as children,
      -- The vouchers module's table, read by SQL: deleting the category would cascade out of a
      -- voucher's list and widen the voucher to every category (the catalog may not import it).
      (select count(*)::int from voucher_categories where category_id = ${id}) as vouchers`,
  )
  return row!
}
