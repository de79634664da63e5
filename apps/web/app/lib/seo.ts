import type { MetaDescriptor } from 'react-router'

import { pageMeta, siteFromMatches } from './meta'

export type MetaMatch = { id: string; loaderData?: unknown } | undefined

const DESCRIPTION_MAX = 160

/** The request origin the root loader exposes (`https://phiencho.vn`), or '' when unknown. */
export function originFromMatches(matches: readonly MetaMatch[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  if (typeof root === 'object' && root !== null && 'origin' in root) {
    return typeof root.origin === 'string' ? root.origin : ''
  }
  return ''
}

/** `/media/a.webp` → `https://phiencho.vn/media/a.webp`; absolute URLs pass through. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

/** Text of an HTML fragment, for descriptions: tags dropped, common entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export interface SeoPage {
  /** Page name; " | <site name>" follows it. Null on the home page: the site name alone. */
  title: string | null
  description: string
  /** Path of the page's one address (`/san-pham/ao-thun`), made absolute with the origin. */
  path: string
  /** Picture for link previews (absolute or site-relative). */
  image?: string | null
  /** Open Graph type: `product` on a product page, `article` on a news article. */
  type?: 'website' | 'product' | 'article'
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd?: object[]
  noIndex?: boolean
}

/**
 * Title, description, canonical link, Open Graph, Twitter card and JSON-LD for one page.
 * React Router's `<Meta>` writes `script:ld+json` with `<`, `>` and `&` escaped, so a product name
 * holding `</script>` cannot end the script element.
 */
export function seoMeta(matches: readonly MetaMatch[], page: SeoPage): MetaDescriptor[] {
  const origin = originFromMatches(matches)
  const description = truncateText(page.description)
  const url = absoluteUrl(origin, page.path)
  const base = pageMeta(matches, {
    title: page.title ?? undefined,
    description,
    noIndex: page.noIndex,
  })
  const siteName = siteFromMatches(matches).name
  const title = page.title ? `${page.title} | ${siteName}` : siteName
  const tags: MetaDescriptor[] = base.filter(
    (tag) => !('property' in tag && tag.property === 'og:type'),
  )
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  )
  if (page.image) {
    const image = absoluteUrl(origin, page.image)
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
  }
  for (const data of page.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  return tags
}

export interface Crumb {
  name: string
  /** Site-relative path. */
  path: string
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  }
}

/** The home page: the site's own name and description, its one address. */
export function homeMeta(matches: readonly MetaMatch[]) {
  const site = siteFromMatches(matches)
  return seoMeta(matches, { title: null, description: site.description, path: '/' })
}
