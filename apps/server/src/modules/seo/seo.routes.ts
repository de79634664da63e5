import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/errors.ts'
import type { SitemapRow } from '../../lib/sitemap-source.ts'
import {
  findSource,
  openSitemapFile,
  robotsTxt,
  sitemapIndex,
  staticPageEntries,
  toEntry,
} from './seo.service.ts'
import { sitemapIndexXml, streamUrlset, urlsetXml } from './sitemap-xml.ts'

const XML = 'application/xml; charset=utf-8'
// Crawlers read these rarely; an hour keeps a burst of them off the database.
const CACHE = 'public, max-age=3600'
const FILE = /^([a-z-]+?)-([1-9]\d{0,5})\.xml$/

/** `/robots.txt`, `/sitemap.xml` (an index) and the `/sitemaps/*.xml` files it lists. */
export default async function seoRoutes(app: FastifyInstance) {
  const siteUrl = app.config.appUrl
  const perFile = app.config.sitemapUrlsPerFile

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(siteUrl)),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = await sitemapIndex(app.db, siteUrl, perFile)
    return reply.type(XML).header('cache-control', CACHE).send(sitemapIndexXml(files))
  })

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params
      if (file === 'pages.xml') {
        return reply
          .type(XML)
          .header('cache-control', CACHE)
          .send(urlsetXml(staticPageEntries(siteUrl)))
      }
      const match = FILE.exec(file)
      const source = match ? findSource(match[1]!) : undefined
      if (!match || !source) throw notFound()
      const rows = await openSitemapFile(app.db, source, Number(match[2]), perFile)
      if (!rows) throw notFound()
      async function* batches(): AsyncGenerator<SitemapRow[]> {
        yield rows!.first
        yield* rows!.rest
      }
      return reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(Readable.from(streamUrlset(batches(), toEntry(siteUrl, source))))
    },
  )
}
