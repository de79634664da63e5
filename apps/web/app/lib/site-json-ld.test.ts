import type { WebsiteSettings } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { scriptJson, siteJsonLd } from './site-json-ld'

const settings: WebsiteSettings = {
  site_name: 'Chợ </script><script>alert(1)</script>',
  site_description: 'Mua sắm & rao vặt',
  favicon: null,
  logo: '/media/logo.png',
  contact_phone: '0987654321',
  contact_email: null,
  address: null,
  social_links: { facebook: 'https://facebook.com/phiencho', zalo: null, youtube: null },
  free_shipping_threshold: 500_000,
}

describe('siteJsonLd', () => {
  it('describes the organisation and the site search', () => {
    const data = siteJsonLd(settings, 'https://phiencho.vn')
    const [organization, website] = data['@graph']
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'https://phiencho.vn/',
      logo: 'https://phiencho.vn/media/logo.png',
      sameAs: ['https://facebook.com/phiencho'],
      contactPoint: { telephone: '0987654321' },
    })
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://phiencho.vn/tim-kiem?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('falls back to the default name and logo without settings', () => {
    const [organization] = siteJsonLd(null, 'http://localhost:3000')['@graph']
    expect(organization).toMatchObject({
      name: 'Phiên Chợ',
      logo: 'http://localhost:3000/logo.svg',
    })
  })
})

describe('scriptJson', () => {
  it('cannot close the script element, and still parses to the same value', () => {
    const data = siteJsonLd(settings, 'https://phiencho.vn')
    const text = scriptJson(data)
    expect(text).not.toMatch(/[<>&]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })
})
