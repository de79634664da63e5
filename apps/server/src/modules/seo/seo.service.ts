import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import {
  type SitemapRow,
  type SitemapSource,
  sitemapFiles,
  sitemapRows,
} from '../../lib/sitemap-source.ts'
import { categorySitemap, productSitemap } from '../catalog/index.ts'
import { classifiedSitemap, classifiedTopicSitemap } from '../classifieds/index.ts'
import { articleCategorySitemap, articleSitemap } from '../news/index.ts'
import { storeSitemap } from '../stores/index.ts'
import type { SitemapEntry } from './sitemap-xml.ts'

/** Listing pages that always exist (docs/requirements.md, SEO); one visitor's pages stay out. */
export const STATIC_PAGES = [
  '/',
  '/san-pham',
  '/cua-hang',
  '/tin-tuc',
  '/muc-rao-vat',
  '/doi-tac-ban-hang',
  '/thuong-hieu-noi-tieng',
]

/** Kept out of crawlers' way: one visitor's pages, the API and search results. */
export const DISALLOWED = [
  '/my-account',
  '/cart',
  '/gio-hang',
  '/checkout',
  '/thanh-toan',
  '/don-hang/',
  '/api/',
  '/tim-kiem?',
  ADMIN_WEB_PATH,
]

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  categorySitemap,
  storeSitemap,
  productSitemap,
  articleCategorySitemap,
  articleSitemap,
  classifiedTopicSitemap,
  classifiedSitemap,
]

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

/** The index: the static pages' file, then every non-empty file of every source. */
export async function sitemapIndex(
  db: Db,
  siteUrl: string,
  perFile: number,
): Promise<SitemapEntry[]> {
  const perSource = await Promise.all(
    SITEMAP_SOURCES.map(async (source) =>
      (await sitemapFiles(db, source, perFile)).map((file) => ({
        loc: `${siteUrl}/sitemaps/${source.name}-${file.number}.xml`,
        lastmod: file.lastmod,
      })),
    ),
  )
  return [{ loc: `${siteUrl}/sitemaps/pages.xml` }, ...perSource.flat()]
}

export const staticPageEntries = (siteUrl: string): SitemapEntry[] =>
  STATIC_PAGES.map((path) => ({ loc: `${siteUrl}${path}` }))

export function findSource(name: string): SitemapSource | undefined {
  return SITEMAP_SOURCES.find((source) => source.name === name)
}

export interface SitemapFileRows {
  /** The first batch is read up front: an empty file is a 404, not an empty document. */
  first: SitemapRow[]
  rest: AsyncGenerator<SitemapRow[]>
}

export async function openSitemapFile(
  db: Db,
  source: SitemapSource,
  number: number,
  perFile: number,
): Promise<SitemapFileRows | null> {
  const rows = sitemapRows(db, source, number, perFile)
  const first = await rows.next()
  if (first.done) return null
  return { first: first.value, rest: rows }
}

export const toEntry =
  (siteUrl: string, source: SitemapSource) =>
  (row: SitemapRow): SitemapEntry => ({
    loc: `${siteUrl}${source.pagePath(encodeURIComponent(row.slug))}`,
    lastmod: row.lastmod,
  })
