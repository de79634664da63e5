import type { Db } from '../client.ts'
import { brands, product_categories, stores } from '../schema.ts'
import { brandSpecs } from './content/brands.ts'
import { categorySpecs, leafSpecs } from './content/catalog.ts'
import { storeSpecs } from './content/stores.ts'
import { bannerImages, itemImages, logoImages } from './images.ts'
import { startDemoFlashSales } from './flash-sales.ts'
import { insertProducts } from './product-writer.ts'
import { type CatalogRefs, type GeneratedProduct, generateProduct } from './products.ts'
import { createRandom, type Random } from './random.ts'

const DAY = 86_400_000

export const DEMO_PRODUCTS = 300
export const LOGO_COUNT = brandSpecs.length + storeSpecs.length

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`Unknown ${what} "${key}"`)
  return id
}

/** Reads the ids that generated products point at (categories, brands, stores) by slug. */
export async function loadCatalogRefs(db: Db): Promise<CatalogRefs> {
  // One after another: inside a transaction there is a single connection.
  const categoryRows = await db
    .select({ id: product_categories.id, slug: product_categories.slug })
    .from(product_categories)
  const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands)
  const storeRows = await db.select({ id: stores.id, slug: stores.slug }).from(stores)
  const categories = new Map(categoryRows.map((r) => [r.slug, r.id]))
  const brandIds = new Map(brandRows.map((r) => [r.slug, r.id]))
  const storeIds = new Map(storeRows.map((r) => [r.slug, r.id]))
  const sellers = new Map<string, number[]>()
  for (const store of storeSpecs) {
    const id = storeIds.get(store.slug)
    if (id === undefined) continue
    for (const leaf of store.sells) sellers.set(leaf, [...(sellers.get(leaf) ?? []), id])
  }
  return {
    categoryId: (slug) => lookup(categories, slug, 'category'),
    brandId: (slug) => lookup(brandIds, slug, 'brand'),
    storeIds: (slug) => sellers.get(slug) ?? [],
  }
}

async function seedBrandsAndStores(db: Db, now: number): Promise<void> {
  const logos = logoImages(LOGO_COUNT)
  const banners = bannerImages()
  await db
    .insert(brands)
    .values(brandSpecs.map((b, i) => ({ ...b, logo: logos[i]?.path ?? null, position: i + 1 })))
  await db.insert(stores).values(
    storeSpecs.map(({ sells: _sells, ...s }, i) => ({
      ...s,
      logo: logos[brandSpecs.length + i]?.path ?? null,
      banner: banners[i % banners.length]?.path ?? null,
      status: 'active' as const,
      // Shops that have sold here for a while (about 1 to 5 years), not since the seed ran.
      created_at: new Date(now - (400 + ((i * 211) % 1_400)) * DAY),
    })),
  )
}

async function seedCategories(db: Db): Promise<void> {
  const picture = (kind: string) => itemImages('products', kind)[0]?.path ?? null
  const parents = await db
    .insert(product_categories)
    .values(
      categorySpecs.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        image: picture(c.children[0]?.kind ?? ''),
        position: i + 1,
      })),
    )
    .returning({ id: product_categories.id, slug: product_categories.slug })
  const parentId = new Map(parents.map((p) => [p.slug, p.id]))
  await db.insert(product_categories).values(
    categorySpecs.flatMap((c) =>
      c.children.map((leaf, i) => ({
        parent_id: lookup(parentId, c.slug, 'category'),
        name: leaf.name,
        slug: leaf.slug,
        description: leaf.description,
        image: picture(leaf.kind),
        position: i + 1,
      })),
    ),
  )
}

/** Draws for the products that replace those left out, apart from the main stream (see below). */
const TOP_UP_SEED = 20_261_126

/**
 * A shop lists a product once (a shop showing the same pan four times looks like a scam). A product
 * drawn again for a shop that already sells it goes to another seller of its category, or to Phiên
 * Chợ itself, that does not; when every one does, it is left out. Returns false when left out.
 */
function sellOnce(item: GeneratedProduct, sellers: number[], listed: Set<string>): boolean {
  const key = (store: number | null | undefined) => `${item.product.name}\u0000${store ?? 0}`
  const store = [item.product.store_id, ...sellers, null].find((id) => !listed.has(key(id)))
  if (store === undefined) return false
  item.product.store_id = store
  listed.add(key(store))
  return true
}

/**
 * Brands, stores, the two-level category tree and 300 published products, a few of them on a
 * running flash sale; returns product ids.
 */
export async function seedDemoCatalog(db: Db, random: Random, now: number): Promise<number[]> {
  await seedBrandsAndStores(db, now)
  await seedCategories(db)
  const refs = await loadCatalogRefs(db)
  const usedSlugs = new Set<string>()
  const listed = new Set<string>()
  const items: GeneratedProduct[] = []
  const add = (draws: Random, seq: number) => {
    const leaf = leafSpecs[(seq - 1) % leafSpecs.length]!
    const item = generateProduct(draws, leaf, refs, seq, { usedSlugs, now })
    if (!sellOnce(item, refs.storeIds(leaf.slug), listed)) return false
    items.push(item)
    return true
  }
  const leftOut: number[] = []
  for (let seq = 1; seq <= DEMO_PRODUCTS; seq++) if (!add(random, seq)) leftOut.push(seq)
  // One left out is replaced in its category, under its number (its SKU is free), from draws of
  // its own, so that the demo data seeded after the catalogue (news, classified ads) takes the
  // same draws from `random` as before.
  const topUp = createRandom(TOP_UP_SEED)
  for (const seq of leftOut) {
    for (let tries = 1; !add(topUp, seq); tries++) {
      if (tries === 50) throw new Error(`No distinct product left to draw for demo product #${seq}`)
    }
  }
  const ids = await insertProducts(db, items)
  await startDemoFlashSales(db, ids, now)
  return ids
}
