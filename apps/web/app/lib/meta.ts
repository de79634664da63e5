import { DEFAULT_FAVICON, type WebsiteSettings } from '@phiencho/contracts'
import type { MetaDescriptor } from 'react-router'

export interface SiteMeta {
  name: string
  description: string
  favicon: string
}

// Used only when the settings call failed: the page still needs a name, a description, an icon.
const FALLBACK_SITE: SiteMeta = {
  name: 'Phiên Chợ',
  description: 'Mua sắm, tin tức và rao vặt trực tuyến.',
  favicon: DEFAULT_FAVICON,
}

export function siteMetaFrom(settings: WebsiteSettings | null | undefined): SiteMeta {
  if (!settings) return FALLBACK_SITE
  return {
    name: settings.site_name || FALLBACK_SITE.name,
    description: settings.site_description || FALLBACK_SITE.description,
    favicon: settings.favicon || DEFAULT_FAVICON,
  }
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined

/** The site part of the root loader's data, as route `meta` functions see it. */
export function siteFromMatches(matches: readonly MetaMatch[]): SiteMeta {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  if (typeof root === 'object' && root !== null && 'site' in root) return root.site as SiteMeta
  return FALLBACK_SITE
}

interface PageMeta {
  /** Page name; the site name follows it. Absent on the home page. */
  title?: string
  description?: string
  /** Pages that should not be indexed (account, password reset). */
  noIndex?: boolean
}

/** Title "Đăng nhập | Phiên Chợ", description and Open Graph tags for one page. */
export function pageMeta(matches: readonly MetaMatch[], page: PageMeta = {}): MetaDescriptor[] {
  const site = siteFromMatches(matches)
  const title = page.title ? `${page.title} | ${site.name}` : site.name
  const description = page.description ?? site.description
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'vi_VN' },
  ]
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
