import type { ClassifiedAdDetail } from '@phiencho/contracts'
import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'

import { adJsonLd, adMeta, adSeo } from './ad-seo'

const matches = [
  {
    id: 'root',
    loaderData: {
      origin: 'https://phiencho.vn',
      site: { name: 'Phiên Chợ', description: 'Chợ online', favicon: '/favicon.svg' },
    },
  },
]

const ad: ClassifiedAdDetail = {
  id: 12,
  slug: 'ban-xe-wave-alpha-2019',
  title: 'Bán xe Wave Alpha 2019 chính chủ',
  body: '<p>Xe đi <strong>12.000 km</strong>, máy êm.</p>',
  price: 12_500_000,
  topic: { name: 'Xe cộ', slug: 'xe-co' },
  province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
  ward: { code: '26734', name: 'Phường Sài Gòn' },
  images: [
    { url: '/media/ads/1.webp', width: 800, height: 600, alt: 'xe' },
    { url: '/media/ads/2.webp', width: 800, height: 600, alt: 'xe' },
  ],
  seller: { name: 'Anh Tuấn', member_since: '2025-01-05T00:00:00.000Z' },
  phone_masked: '0912 345 ***',
  view_count: 40,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  bumped_at: '2026-11-21T03:00:00.000Z',
  expires_at: '2026-12-20T03:00:00.000Z',
  is_owner: false,
  seller_other_ads: [],
}

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined

describe('adSeo', () => {
  it('starts the description with the price and the place, then the text without tags', () => {
    const seo = adSeo(ad)
    // truncateText folds every space, the no-break one of the price included.
    expect(seo.description).toBe(
      '12.500.000 ₫ – Phường Sài Gòn, Thành phố Hồ Chí Minh. Xe đi 12.000 km, máy êm.',
    )
    expect(seo.breadcrumb.map((crumb) => crumb.path)).toEqual([
      '/',
      '/muc-rao-vat',
      '/chu-de-tin-rao-vat/xe-co',
      '/tin-rao-vat/ban-xe-wave-alpha-2019',
    ])
  })

  it('never carries the phone number', () => {
    expect(JSON.stringify(adSeo(ad))).not.toContain('0912')
  })
})

describe('adJsonLd', () => {
  it('is a Product with an Offer in VND when the ad has a price', () => {
    const ld = adJsonLd('https://phiencho.vn', adSeo(ad)) as Record<string, unknown>
    expect(ld['@type']).toBe('Product')
    expect(ld.image).toEqual([
      'https://phiencho.vn/media/ads/1.webp',
      'https://phiencho.vn/media/ads/2.webp',
    ])
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'VND',
      price: 12_500_000,
      priceValidUntil: '2026-12-20',
      url: 'https://phiencho.vn/tin-rao-vat/ban-xe-wave-alpha-2019',
    })
  })

  it('is an ItemPage without an offer when the price is negotiable', () => {
    const ld = adJsonLd('https://phiencho.vn', adSeo({ ...ad, price: null })) as Record<
      string,
      unknown
    >
    expect(ld['@type']).toBe('ItemPage')
    expect(ld).not.toHaveProperty('offers')
    expect(ld.description).toMatch(/^Thỏa thuận – /)
  })
})

describe('adMeta', () => {
  it('gives the title, canonical, first picture and both JSON-LD objects', () => {
    const tags = adMeta(matches, adSeo(ad))
    expect(find(tags, 'title', 'Bán xe Wave Alpha 2019 chính chủ | Phiên Chợ')).toBeDefined()
    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://phiencho.vn/tin-rao-vat/ban-xe-wave-alpha-2019',
    )
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://phiencho.vn/media/ads/1.webp')
    const types = tags
      .filter((tag) => 'script:ld+json' in tag)
      .map((tag) => (tag as { 'script:ld+json': { '@type': string } })['script:ld+json']['@type'])
    expect(types).toEqual(['Product', 'BreadcrumbList'])
  })
})
