import pg from 'pg'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { templateName } from './database.ts'

/** PostgreSQL runs only: migrate a template database once; each test file clones it. */
export default async function setup(project: { config: { env?: Record<string, unknown> } }) {
  const base = process.env.TEST_DATABASE_URL
  if (project.config.env?.TEST_ENGINE !== 'postgres' || !base) return
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
