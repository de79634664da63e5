import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'

import { BENCH_FILES_DIR, nodeBinary, repoRoot } from './start-server.ts'

/** The catalogue benchmarks' own PostgreSQL database; never the development or test one. */
export const DEFAULT_CATALOG_DATABASE =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/phiencho_bench'
export const DEFAULT_CATALOG_PRODUCTS = 100_000

/** Credentials in a postgres:// URL must not land in a results file or a log. */
export function describeDatabase(url: string): string {
  if (!/^postgres(ql)?:\/\//.test(url)) return `pglite ${url}`
  const parsed = new URL(url)
  parsed.username = ''
  parsed.password = ''
  return `postgres ${parsed.toString()}`
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function createDatabaseIfMissing(url: string, log: (line: string) => void): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name "${name}"`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  await withClient(admin.toString(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) return
    log(`creating database ${name}…`)
    await client.query(`create database ${name}`)
  })
}

async function countProducts(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const table = await client.query("select to_regclass('public.products') as t")
    if (!table.rows[0]?.t) return 0
    const result = await client.query<{ n: number }>('select count(*)::int as n from products')
    return result.rows[0]?.n ?? 0
  })
}

function runSeed(url: string, extra: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = [
      'apps/server/src/db/seed/cli.ts',
      ...(extra > 0 ? ['--products', String(extra)] : []),
    ]
    const child = spawn(nodeBinary(), args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: url,
        MEDIA_DIR: `${BENCH_FILES_DIR}/media`,
        MAIL_DIR: `${BENCH_FILES_DIR}/mail`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the seed exited with code ${code}`)),
    )
  })
}

/** How many migrations the database has applied (to tell whether migrating changed it). */
async function appliedMigrations(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    return result.rows[0]?.n ?? 0
  })
}

/**
 * Fresh bulk inserts leave the planner without statistics, and the visibility map unset (every
 * index-only scan then reads the table too), until autovacuum comes by: do its work now.
 */
async function analyzeIfNeeded(url: string, force: boolean, log: (line: string) => void) {
  await withClient(url, async (client) => {
    const stats = await client.query<{ vacuumed: boolean }>(
      `select (last_analyze is not null or last_autoanalyze is not null)
          and (last_vacuum is not null or last_autovacuum is not null) as vacuumed
       from pg_stat_user_tables where relname = 'products'`,
    )
    if (!force && stats.rows[0]?.vacuumed) return
    log('vacuum analyze (planner statistics, visibility map)…')
    await client.query('vacuum (analyze)')
  })
}

/**
 * Creates the bench database if needed, migrates it, seeds the demo data and adds generated
 * products until it holds at least `products` (a seeded database is reused as it is).
 * Returns the number of products it holds.
 */
export async function ensureCatalogDatabase(
  url: string,
  products: number,
  log: (line: string) => void = console.log,
): Promise<number> {
  await createDatabaseIfMissing(url, log)
  let count = await countProducts(url)
  if (count >= products) {
    // A database seeded by an earlier version is brought to the current schema, as the server does.
    const before = await appliedMigrations(url)
    const handle = await openDatabase(url, { poolSize: 1 })
    await migrateDatabase(handle).finally(() => handle.close())
    // A migration may rewrite rows: index-only scans need the visibility map set again.
    await analyzeIfNeeded(url, (await appliedMigrations(url)) > before, log)
    return count
  }
  log(`${describeDatabase(url)} holds ${count} products; seeding up to ${products} (minutes)…`)
  // Migrations and the demo catalogue first: the generator needs its categories, brands, stores.
  await runSeed(url, 0)
  count = await countProducts(url)
  if (count < products) await runSeed(url, count > 0 && count < 1_000 ? products : products - count)
  await analyzeIfNeeded(url, true, log)
  return countProducts(url)
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { database: { type: 'string' }, products: { type: 'string' } },
  })
  const url = values.database ?? DEFAULT_CATALOG_DATABASE
  const products = Number(values.products ?? DEFAULT_CATALOG_PRODUCTS)
  if (!Number.isInteger(products) || products < 0) throw new RangeError('--products N')
  const count = await ensureCatalogDatabase(url, products)
  console.log(`${describeDatabase(url)}: ${count.toLocaleString('en-US')} products`)
}
