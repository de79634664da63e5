import type { WebsiteSettings } from '@phiencho/contracts'

import { siteMetaFrom } from './meta'

const DEFAULT_LOGO = '/logo.svg'

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`

/**
 * schema.org `Organization` (the shop) and `WebSite` with its search box (a `SearchAction`
 * to /tim-kiem), for every page. Page-level objects (Product, BreadcrumbList) live in `seo.ts`.
 */
export function siteJsonLd(settings: WebsiteSettings | null | undefined, origin: string) {
  const site = siteMetaFrom(settings)
  const organizationId = `${origin}/#organization`
  const sameAs = Object.values(settings?.social_links ?? {}).filter(
    (link): link is string => typeof link === 'string' && /^https?:\/\//.test(link),
  )
  const phone = settings?.contact_phone
  const email = settings?.contact_email
  const organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: `${origin}/`,
    logo: absolute(origin, settings?.logo || DEFAULT_LOGO),
    ...(sameAs.length ? { sameAs } : {}),
    ...(phone || email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            areaServed: 'VN',
            availableLanguage: 'vi',
            ...(phone ? { telephone: phone } : {}),
            ...(email ? { email } : {}),
          },
        }
      : {}),
  }
  const website = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: site.name,
    description: site.description,
    url: `${origin}/`,
    inLanguage: 'vi-VN',
    publisher: { '@id': organizationId },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/tim-kiem?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
  return { '@context': 'https://schema.org', '@graph': [organization, website] }
}

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` as \u escapes (still the same
 * JSON), so that a site name holding `</script>` or `<!--` cannot end or confuse the element;
 * U+2028/2029 too, for older parsers.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
