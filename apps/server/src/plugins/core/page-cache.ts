import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPageCache, type PageCache } from '../../lib/page-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache
  }
  interface FastifyContextConfig {
    /** The page route whose anonymous answers the page cache keeps. */
    keptPages?: boolean
  }
}

/** The rendered-page cache, made before any hook so that its hits can be sent first. */
export default fp(
  async function pageCache(app: FastifyInstance) {
    app.decorate(
      'pageCache',
      createPageCache({
        ttlMs: app.config.dev ? 0 : app.config.ssrCacheTtlMs,
        changes: app.changes,
      }),
    )
  },
  { name: 'page-cache', dependencies: ['config', 'change-bus'] },
)
