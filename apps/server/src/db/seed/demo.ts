import { sql } from 'drizzle-orm'
import type { MediaStorage } from '../../lib/storage/index.ts'
import type { Db } from '../client.ts'
import { vouchers, website_settings } from '../schema.ts'
import { classifiedKinds } from './content/classifieds.ts'
import { productColors, productKinds } from './content/catalog.ts'
import { websiteSettings } from './content/settings.ts'
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_EDITOR_EMAIL,
  DEMO_WRITER_EMAIL,
  DEMO_OWNER_EMAIL,
  NEW_POSTER_EMAILS,
} from './content/users.ts'
import { voucherRows } from './content/vouchers.ts'
import { LOGO_COUNT, seedDemoCatalog } from './demo-catalog.ts'
import { seedDemoClassifieds } from './demo-classifieds.ts'
import { seedDemoNews } from './demo-news.ts'
import {
  type PasswordHashes,
  hashDemoPasswords,
  seedCustomerHistory,
  seedUsers,
} from './demo-people.ts'
import { seedDemoReviews } from './demo-reviews.ts'
import { seedGeneratedOrders } from './generated-orders.ts'
import { seedGeo } from './geo.ts'
import { renderDemoImages } from './images.ts'
import { createRandom } from './random.ts'

export interface SeedOptions {
  media: MediaStorage
  log: (msg: string) => void
}

/** Slow work that needs no database: password hashes and the picture files. */
export interface PreparedDemo {
  hashes: PasswordHashes
  images: Promise<number>
}

/** Draws the demo's pictures the storage does not hold yet; answers how many it drew. */
export function renderDemoPictures(media: MediaStorage): Promise<number> {
  return renderDemoImages(media, {
    products: productKinds,
    productColors,
    classifieds: classifiedKinds,
    logos: LOGO_COUNT,
  })
}

export function prepareDemo(media: MediaStorage): Promise<PreparedDemo> {
  const images = renderDemoPictures(media)
  // Keep a rejection from surfacing as unhandled before the caller awaits it.
  images.catch(() => {})
  return hashDemoPasswords().then((hashes) => ({ hashes, images }))
}

/** The demo's draws: the catalogue takes them first (tests seed it alone with the same seed). */
export const DEMO_RANDOM_SEED = 20_261_122

/** Writes every demo row; call inside a transaction. */
export async function writeDemoData(db: Db, prepared: PreparedDemo): Promise<void> {
  // Fixed seed and clock offsets: the same catalogue on every machine, dated relative to today.
  const random = createRandom(DEMO_RANDOM_SEED)
  const now = Date.now()
  await seedGeo(db)
  await db.insert(website_settings).values(websiteSettings)
  const people = await seedUsers(db, prepared.hashes, now)
  const customer = people.find((u) => u.email === DEMO_CUSTOMER_EMAIL)
  const editor = people.find((u) => u.email === DEMO_EDITOR_EMAIL)
  const writer = people.find((u) => u.email === DEMO_WRITER_EMAIL)
  if (!customer || !editor || !writer) throw new Error('Demo users are missing')
  const productIds = await seedDemoCatalog(db, random, now)
  await seedDemoNews(db, random, now, { editorId: editor.id, writerId: writer.id })
  const owners = people
    .filter((u) => !u.staff && !NEW_POSTER_EMAILS.includes(u.email))
    .map((u) => ({ id: u.id, name: u.name, phone: u.phone ?? '' }))
  const newPosters = people
    .filter((u) => NEW_POSTER_EMAILS.includes(u.email))
    .map((u) => ({ id: u.id, name: u.name, phone: u.phone ?? '' }))
  await seedDemoClassifieds(db, random, now, owners, newPosters)
  await db.insert(vouchers).values(voucherRows(now))
  await seedCustomerHistory(db, customer.id, productIds, now)
  // Three months of other shoppers' orders, so the back office opens on a shop with a history.
  await seedGeneratedOrders(db, {
    orders: DEMO_GENERATED_ORDERS,
    days: 90,
    now,
    customers: 40,
    passwordHash: prepared.hashes.unusable,
  })
  const owner = people.find((u) => u.email === DEMO_OWNER_EMAIL)
  if (!owner) throw new Error('The demo owner is missing')
  await seedDemoReviews(db, random, now, { shop: owner.id, customer: customer.id })
}

export const DEMO_GENERATED_ORDERS = 400

/** Seeds the demo data in one transaction (all or nothing), whatever the tables hold. */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<void> {
  const started = performance.now()
  const prepared = await prepareDemo(opts.media)
  await db.transaction((tx) => writeDemoData(tx, prepared))
  const rendered = await prepared.images
  opts.log(`Demo data seeded in ${seconds(started)} s (${rendered} pictures rendered)`)
}

export function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1)
}

export const SEED_LOCK = 7_261_123

/** Serialises seeding between server processes that start together against one PostgreSQL. */
export async function lockSeeding(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
}
