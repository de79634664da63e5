import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../app.ts'
import { webRoot } from '../plugins/core/web.ts'
import { loadConfig, type Config } from '../config.ts'
import type { DbHandle } from '../db/client.ts'
import { issueAccessToken } from '../modules/auth/index.ts'
import { createUser } from '../modules/users/index.ts'
import { createTestDatabase } from './database.ts'

export interface TestApp {
  app: FastifyInstance
  database: DbHandle
  config: Config
  close(): Promise<void>
}

/** Boots the real app (no web build) on a fresh database of this project's engine. */
export function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  return startTestApp({ overrides, env, web: false })
}

/** Whether `npm run build` has made the web build that `createWebTestApp` serves. */
export const webBuilt = existsSync(path.join(webRoot, 'build/server/index.js'))

/** Boots the real app with the React Router pages of the web build. */
export function createWebTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ overrides: {}, env, web: true })
}

async function startTestApp({
  overrides,
  env,
  web,
}: {
  overrides: Partial<Config>
  env: Record<string, string>
  web: boolean
}): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // Factories write straight to the database, around the invalidation a real write makes:
      // the read caches are off unless a test turns them on.
      CATALOG_CACHE_TTL_MS: '0',
      SSR_CACHE_TTL_MS: '0',
      ...env,
    },
    overrides,
  )
  const app = await buildApp({ config, database, web })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

let sequence = 0

/** Factory: a customer with a known password, plus a bearer token for it. */
export async function createCustomer(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {},
) {
  sequence += 1
  const input = {
    name: 'Trần Thị Bình',
    email: `khach${sequence}.${Date.now()}@example.vn`,
    phone: '0987654321',
    password: 'Mua-sam-that-vui-2026',
    ...overrides,
  }
  const user = await createUser(t.database.db, input)
  const token = await issueAccessToken(t.database.db, user.id)
  return { user, token, password: input.password, email: input.email }
}

/** `app.inject` as a logged-in user (fastify/demo's injectAs). */
export function injectAs(
  t: TestApp,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  })
}
