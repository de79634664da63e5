import type { Db } from '../client.ts'
import { products, users } from '../schema.ts'
import { lockSeeding, prepareDemo, seconds, type SeedOptions, writeDemoData } from './demo.ts'
import { seedGeo } from './geo.ts'

export { seedDemoData, type SeedOptions } from './demo.ts'
export { seedGeo } from './geo.ts'
export { seedGeneratedOrders } from './generated-orders.ts'
export { seedLargeCatalog, type LargeCatalogOptions } from './large-catalog.ts'
export { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from './content/users.ts'

async function isEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1)
  const [product] = await db.select({ id: products.id }).from(products).limit(1)
  return !user && !product
}

/**
 * Seeds the demo data when there are neither users nor products; returns whether it seeded.
 * Safe when several processes start at once: the check is repeated under a lock.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false
  const started = performance.now()
  const prepared = await prepareDemo(opts.media)
  const seeded = await db.transaction(async (tx) => {
    await lockSeeding(tx)
    if (!(await isEmpty(tx))) return false
    await writeDemoData(tx, prepared)
    return true
  })
  const rendered = await prepared.images
  if (seeded) opts.log(`Demo data seeded in ${seconds(started)} s (${rendered} pictures rendered)`)
  return seeded
}

/** Provinces and wards are reference data: load them even when demo seeding is off. */
export async function ensureReferenceData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx)
    return seedGeo(tx)
  })
}
