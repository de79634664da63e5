import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { createMediaStorage } from '../../lib/storage/index.ts'
import { openDatabase } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { randomUUID } from 'node:crypto'
import { hashPassword } from '../../modules/users/index.ts'
import { seedGeneratedOrders, seedIfEmpty, seedLargeCatalog } from './index.ts'
import { withPictureCache } from './picture-cache.ts'
import { VARIANTS_PER_PRODUCT_MAX } from './products.ts'

const usage = `Usage: npm run seed -- [--products N] [--variants-per-product V] [--orders N [--order-days D]]

Migrates the database, seeds the Vietnamese demo data (users, staff accounts, catalogue, news,
classifieds, orders and their pictures) when it holds no users or products, then adds N
generated products and N generated orders. Refused when NODE_ENV=production.

Options:
  --products N    add N generated products, e.g. for benchmarks (default 0)
  --variants-per-product V
                  give the generated products without sizes V − 2 to V + 2 variants (packagings;
                  V at most 6), about V per product over the catalogue (default 0: none)
  --orders N      add N generated orders of generated customers and guests (default 0)
  --order-days D  the orders are placed over the last D days (default 730)
  -h, --help      print this help

Environment:
  DATABASE_URL  postgres:// URL, or a PGlite directory (default ./data/pglite)
  MEDIA_DIR     where the pictures are written (default ./data/media)
  MEDIA_STORAGE s3: into the S3_BUCKET instead (see the README)
  SEED_PICTURE_CACHE
                a folder where the drawn demo pictures are kept and found again by the next
                seed, which then copies them instead of drawing them (test runs set it)

Running servers on the same database drop what they keep of the changed data as soon as it is
committed (the database announces it).

Example:
  DATABASE_URL=postgres://localhost/phiencho npm run seed -- --products 100000
  DATABASE_URL=postgres://localhost/phiencho npm run seed -- --orders 1000000
`

function parse() {
  try {
    return parseArgs({
      options: {
        products: { type: 'string' },
        'variants-per-product': { type: 'string' },
        orders: { type: 'string' },
        'order-days': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    // parseArgs throws for an unknown option, a missing value or a positional argument.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    process.exit(2)
  }
}

const values = parse()
if (values.help) {
  process.stdout.write(usage)
  process.exit(0)
}
function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  example = fallback || 100000,
): number {
  const number = value === undefined ? fallback : Number(value)
  if (Number.isInteger(number) && number >= 0) return number
  console.error(`--${name} must be a whole number, e.g. --${name} ${example}`)
  process.exit(2)
}
const extra = wholeNumber('products', values.products, 0)
const variantsPerProduct = wholeNumber('variants-per-product', values['variants-per-product'], 0, 4)
if (variantsPerProduct > VARIANTS_PER_PRODUCT_MAX) {
  console.error(`--variants-per-product is at most ${VARIANTS_PER_PRODUCT_MAX}`)
  process.exit(2)
}
const extraOrders = wholeNumber('orders', values.orders, 0)
const orderDays = Math.max(1, wholeNumber('order-days', values['order-days'], 730))

const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
})()
if (config.isProduction) {
  // The demo staff accounts sign in with a published password.
  console.error('NODE_ENV=production: demo data is never seeded in production.')
  process.exit(1)
}
const log = (msg: string) => console.log(msg)
const handle = await openDatabase(config.databaseUrl, { poolSize: 2 })
const media = config.seedPictureCache
  ? await withPictureCache(createMediaStorage(config), config.seedPictureCache)
  : createMediaStorage(config)
try {
  await migrateDatabase(handle)
  const seeded = await seedIfEmpty(handle.db, { media, log })
  if (!seeded) log('Database already holds users or products: demo data left as is.')
  if (extra > 0) {
    const started = performance.now()
    await seedLargeCatalog(handle.db, { products: extra, variantsPerProduct, media, log })
    log(`Added ${extra} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  if (extraOrders > 0) {
    const started = performance.now()
    await seedGeneratedOrders(handle.db, {
      orders: extraOrders,
      days: orderDays,
      now: Date.now(),
      passwordHash: await hashPassword(randomUUID()),
      seed: Date.now() % 1_000_000,
      log,
    })
    log(`Added ${extraOrders} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
} finally {
  await media.close()
  await handle.close()
}
