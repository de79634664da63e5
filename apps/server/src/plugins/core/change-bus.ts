import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type ChangeBus, createChangeBus } from '../../lib/cache/change-bus.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where writes announce what they changed, and caches hear it (with Redis, across processes). */
    changes: ChangeBus
  }
}

export default fp(
  async function changeBus(app: FastifyInstance) {
    const bus = createChangeBus({
      redisUrl: app.config.redisUrl,
      channelPrefix: app.config.changeChannelPrefix,
      log: app.log,
    })
    app.decorate('changes', bus)
    app.addHook('onClose', () => bus.close())
  },
  { name: 'change-bus', dependencies: ['config'] },
)
