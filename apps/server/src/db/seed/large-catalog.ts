import { sql } from 'drizzle-orm'
import type { MediaStorage } from '../../lib/storage/index.ts'
import type { Db } from '../client.ts'
import { products } from '../schema.ts'
import { leafSpecs, productColors, productKinds } from './content/catalog.ts'
import { classifiedKinds } from './content/classifieds.ts'
import { LOGO_COUNT, loadCatalogRefs } from './demo-catalog.ts'
import { renderDemoImages } from './images.ts'
import { BATCH_SIZE, insertProducts } from './product-writer.ts'
import { type GeneratedProduct, generateProduct } from './products.ts'
import { createRandom } from './random.ts'

export interface LargeCatalogOptions {
  products: number
  /** Variants of each unsized product (none by default); sized products keep their sizes. */
  variantsPerProduct?: number
  media: MediaStorage
  log?: (msg: string) => void
}

/**
 * Adds `products` generated products (benchmarks, pagination) to the demo catalogue, 1,000 rows
 * per statement and one transaction per batch. Needs the demo categories, brands and stores.
 */
export async function seedLargeCatalog(db: Db, opts: LargeCatalogOptions): Promise<void> {
  const log = opts.log ?? (() => {})
  const images = renderDemoImages(opts.media, {
    products: productKinds,
    productColors,
    classifieds: classifiedKinds,
    logos: LOGO_COUNT,
  })
  images.catch(() => {})
  const refs = await loadCatalogRefs(db)
  // Fails early, before any insert, when the demo catalogue is missing.
  for (const leaf of leafSpecs) refs.categoryId(leaf.slug)

  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${products.id}), 0)::int` })
    .from(products)
  const base = row?.max ?? 0
  const random = createRandom(base + 1)
  const now = Date.now()
  const started = performance.now()

  for (let offset = 0; offset < opts.products; offset += BATCH_SIZE) {
    const count = Math.min(BATCH_SIZE, opts.products - offset)
    const batch: GeneratedProduct[] = []
    for (let i = 0; i < count; i++) {
      const seq = base + offset + i + 1
      batch.push(
        generateProduct(random, random.pick(leafSpecs), refs, seq, {
          now,
          taglines: true,
          variantsPerProduct: opts.variantsPerProduct,
        }),
      )
    }
    await db.transaction(async (tx) => {
      await insertProducts(tx, batch)
    })
    const done = offset + count
    if (done % 10_000 === 0 || done === opts.products) {
      log(
        `${done.toLocaleString('vi-VN')} / ${opts.products.toLocaleString('vi-VN')} products (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      )
    }
  }
  // What autovacuum would do some time after a bulk load: planner statistics, and the visibility
  // map that lets the listing indexes answer without reading the table (index-only scans).
  log('vacuum analyze…')
  await db.execute(
    sql`vacuum (analyze) products, product_images, product_variants, product_status_counts`,
  )
  await images
}
