import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type ChangeBus, createChangeBus } from '../../lib/cache/change-bus.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where caches hear what committed writes changed, in this process and every other one. */
    changes: ChangeBus
  }
}

export default fp(
  async function changeBus(app: FastifyInstance) {
    const bus = createChangeBus()
    app.decorate('changes', bus)
    // Listening before the app is ready: a change committed by another process from then on is
    // heard here.
    const stop = await app.dbHandle.changes.listen((topic) => bus.heard(topic), app.log)
    app.addHook('onClose', async () => {
      await stop()
      bus.close()
    })
  },
  { name: 'change-bus', dependencies: ['config'] },
)
