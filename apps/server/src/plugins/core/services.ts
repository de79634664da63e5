import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import type { Db, DbHandle } from '../../db/client.ts'
import {
  createMemoryHitCounter,
  createRedisHitCounter,
  type HitCounter,
} from '../../lib/hit-counter.ts'
import { createMailer, type Mailer } from '../../lib/mailer.ts'
import { createMediaStorage, type MediaStorage } from '../../lib/storage/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    dbHandle: DbHandle
    mailer: Mailer
    hits: HitCounter
    mediaStorage: MediaStorage
  }
}

export interface ServiceOptions {
  config: Config
  database: DbHandle
  mailer?: Mailer
}

/** Shared services every module may use; closed when the app closes (graceful shutdown). */
export default fp<ServiceOptions>(
  async function services(app: FastifyInstance, { config, database, mailer }: ServiceOptions) {
    app.decorate('config', config)
    app.decorate('dbHandle', database)
    app.decorate('db', database.db)
    app.decorate(
      'mailer',
      mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          mailDir: config.mailDir,
          from: config.mailFrom,
          log: app.log,
        }),
    )
    app.decorate(
      'hits',
      config.redisUrl ? createRedisHitCounter(config.redisUrl) : createMemoryHitCounter(),
    )
    app.decorate('mediaStorage', createMediaStorage(config))
    app.addHook('onClose', async () => {
      // The mails of the requests just answered are delivered before the process ends.
      await Promise.all([app.mailer.close(), app.hits.close()])
      await app.mediaStorage.close()
    })
  },
  { name: 'config' },
)
