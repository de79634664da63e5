import { openDatabase } from './src/db/client.ts'
import { migrateDatabase } from './src/db/migrate.ts'
let t = performance.now()
const h = await openDatabase('memory://')
console.log('open', (performance.now() - t).toFixed(0)); t = performance.now()
await migrateDatabase(h)
console.log('migrate', (performance.now() - t).toFixed(0)); t = performance.now()
const client = (h.db as any).$client
const blob = await client.dumpDataDir('none')
console.log('dump', (performance.now() - t).toFixed(0), blob.size); t = performance.now()
const { PGlite } = await import('@electric-sql/pglite')
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
const c2 = await PGlite.create('memory://', { extensions: { unaccent, pg_trgm }, loadDataDir: blob })
console.log('load', (performance.now() - t).toFixed(0)); t = performance.now()
console.log((await c2.query("select count(*) from provinces")).rows)
