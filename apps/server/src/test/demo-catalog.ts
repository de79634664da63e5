import type { Db } from '../db/client.ts'
import { DEMO_RANDOM_SEED } from '../db/seed/demo.ts'
import { seedDemoCatalog } from '../db/seed/demo-catalog.ts'
import { seedGeo } from '../db/seed/geo.ts'
import { createRandom } from '../db/seed/random.ts'

/**
 * The demo catalogue alone (brands, shops, categories and the 300 products, pictures not drawn)
 * and the provinces its shops are in: the same products as `npm start` seeds, since no other demo
 * data takes draws before the catalogue.
 */
export async function seedDemoCatalogOnly(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedGeo(tx)
    await seedDemoCatalog(tx, createRandom(DEMO_RANDOM_SEED), Date.now())
  })
}
