import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import type { Db, DbHandle } from '../../db/client.ts'
import {
  createMemoryHitCounter,
  createRedisHitCounter,
  type HitCounter,
} from '../../lib/hit-counter.ts'
import { createMediaStorage, type MediaStorage } from '../../lib/storage/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    dbHandle: DbHandle
    hits: HitCounter
    mediaStorage: MediaStorage
  }
}

export interface ServiceOptions {
  config: Config
  database: DbHandle
}

/** Shared services every module may use; closed when the app closes (graceful shutdown). */
export default fp<ServiceOptions>(
  async function services(app: FastifyInstance, { config, database }: ServiceOptions) {
    app.decorate('config', config)
    app.decorate('dbHandle', database)
    app.decorate('db', database.db)
    app.decorate(
      'hits',
      config.redisUrl ? createRedisHitCounter(config.redisUrl) : createMemoryHitCounter(),
    )
    app.decorate('mediaStorage', createMediaStorage(config))
    app.addHook('onClose', async () => {
      await app.hits.close()
      await app.mediaStorage.close()
    })
  },
  { name: 'config' },
)
