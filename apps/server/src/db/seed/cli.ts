import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { createChangeBus } from '../../lib/cache/change-bus.ts'
import { openDatabase } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { seedIfEmpty, seedLargeCatalog } from './index.ts'

// node src/db/seed/cli.ts [--products N]: migrate, seed the demo data if empty, add N products.
const { values } = parseArgs({ options: { products: { type: 'string' } } })
const extra = values.products === undefined ? 0 : Number(values.products)
if (!Number.isInteger(extra) || extra < 0) {
  console.error('--products must be a whole number, e.g. --products 100000')
  process.exit(2)
}

const config = loadConfig()
const log = (msg: string) => console.log(msg)
const handle = await openDatabase(config.databaseUrl, { poolSize: 2 })
try {
  await migrateDatabase(handle)
  const seeded = await seedIfEmpty(handle.db, { mediaDir: config.mediaDir, log })
  if (!seeded) log('Database already holds users or products: demo data left as is.')
  if (extra > 0) {
    const started = performance.now()
    await seedLargeCatalog(handle.db, { products: extra, mediaDir: config.mediaDir, log })
    log(`Added ${extra} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  if (seeded || extra > 0) {
    // Running servers drop what they keep of the catalogue and the settings (with Redis; else
    // within the TTL).
    const changes = createChangeBus({
      redisUrl: config.redisUrl,
      channelPrefix: config.changeChannelPrefix,
      listen: false,
      log: { warn: (obj, msg) => console.warn(msg, obj) },
    })
    await Promise.all([changes.announce('catalog'), changes.announce('settings')])
    await changes.close()
  }
} finally {
  await handle.close()
}
