import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { migratedPgliteDump, templateName } from './database.ts'
import { renderDemoPictures } from '../db/seed/demo.ts'
import { pictureCacheStorage } from '../db/seed/picture-cache.ts'
import { SEED_PICTURE_CACHE_DIR } from './seed-pictures.ts'

/**
 * Migrates a template once per run; each test file starts from a copy of it. PGlite: a dump of the
 * data directory in a temporary file; PostgreSQL: a template database.
 */
export default async function setup(project: TestProject) {
  // The seeds of the seed test and of the cluster tests copy the demo pictures drawn here once
  // (nothing is drawn when an earlier run left them).
  await fillSeedPictureCache()
  if (project.config.env?.TEST_ENGINE === 'postgres') return setupPostgres()
  const file = path.join(os.tmpdir(), `phiencho-pglite-template-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()))
  project.provide('pgliteTemplateFile', file)
  return () => rm(file, { force: true })
}

async function setupPostgres() {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return
  const template = templateName(base)
  const adminUrl = new URL(base)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  await admin.query(`drop database if exists "${template}" with (force)`)
  await admin.query(`create database "${template}"`)
  const templateUrl = new URL(base)
  templateUrl.pathname = `/${template}`
  const handle = await openDatabase(templateUrl.toString(), { poolSize: 1 })
  await migrateDatabase(handle)
  await handle.close()
  await admin.end()
}

const FILLING = Symbol.for('phiencho.test.seed-picture-cache')

/**
 * Draws the demo pictures into the cache once, before the seeds that read it run side by side.
 * Each engine's project calls it; on a machine without the cache they share one drawing.
 */
function fillSeedPictureCache(): Promise<void> {
  const holder = globalThis as { [FILLING]?: Promise<void> }
  holder[FILLING] ??= (async () => {
    const cache = await pictureCacheStorage(SEED_PICTURE_CACHE_DIR)
    try {
      await renderDemoPictures(cache)
    } finally {
      await cache.close()
    }
  })()
  return holder[FILLING]
}
