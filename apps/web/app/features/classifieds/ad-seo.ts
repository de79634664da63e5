import type { ClassifiedAdDetail } from '@phiencho/contracts'

import {
  absoluteUrl,
  breadcrumbJsonLd,
  type Crumb,
  htmlToText,
  originFromMatches,
  seoMeta,
  truncateText,
} from '../../lib/seo'
import { adPrice } from './ad-format'
import { adHref, CLASSIFIEDS_PATH, topicHref } from './links'

type MetaMatches = Parameters<typeof seoMeta>[0]

/** What an ad page's meta needs, small enough for the loader data (never the phone number). */
export interface AdSeo {
  title: string
  slug: string
  description: string
  images: string[]
  price: number | null
  topic: string
  province: string
  seller: string
  createdAt: string
  updatedAt: string
  expiresAt: string
  breadcrumb: Crumb[]
}

export function adBreadcrumb(ad: Pick<ClassifiedAdDetail, 'title' | 'slug' | 'topic'>): Crumb[] {
  return [
    { name: 'Trang chủ', path: '/' },
    { name: 'Rao vặt', path: CLASSIFIEDS_PATH },
    { name: ad.topic.name, path: topicHref(ad.topic.slug) },
    { name: ad.title, path: adHref(ad.slug) },
  ]
}

/** The body as one line of text; inline tags left spaces before punctuation ("km ,"). */
function bodyText(html: string): string {
  return htmlToText(html).replace(/ ([,.;:!?…])/g, '$1')
}

export function adSeo(ad: ClassifiedAdDetail): AdSeo {
  const place = ad.ward ? `${ad.ward.name}, ${ad.province.name}` : ad.province.name
  return {
    title: ad.title,
    slug: ad.slug,
    // Price and place first: what a searcher compares in the result list.
    description: truncateText(`${adPrice(ad.price)} – ${place}. ${bodyText(ad.body)}`, 300),
    images: ad.images.map((image) => image.url),
    price: ad.price,
    topic: ad.topic.name,
    province: ad.province.name,
    seller: ad.seller.name,
    createdAt: ad.created_at,
    updatedAt: ad.updated_at,
    expiresAt: ad.expires_at,
    breadcrumb: adBreadcrumb(ad),
  }
}

/**
 * schema.org has no type for a classified ad. A priced ad is a `Product` with one `Offer` in đồng
 * (sold by a person, valid until the ad expires, at the ad's province); an ad without a price
 * cannot be an Offer, so it is described as the `ItemPage` it is.
 */
export function adJsonLd(origin: string, ad: AdSeo) {
  const url = absoluteUrl(origin, adHref(ad.slug))
  const image = ad.images.length
    ? { image: ad.images.map((path) => absoluteUrl(origin, path)) }
    : {}
  if (ad.price === null) {
    return {
      '@context': 'https://schema.org',
      '@type': 'ItemPage',
      name: ad.title,
      url,
      description: ad.description,
      ...image,
      datePublished: ad.createdAt,
      dateModified: ad.updatedAt,
      author: { '@type': 'Person', name: ad.seller },
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    url,
    description: ad.description,
    ...image,
    category: ad.topic,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'VND',
      price: ad.price,
      availability: 'https://schema.org/InStock',
      priceValidUntil: ad.expiresAt.slice(0, 10),
      seller: { '@type': 'Person', name: ad.seller },
      availableAtOrFrom: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: ad.province, addressCountry: 'VN' },
      },
    },
  }
}

/** Title, description, canonical, previews with the first picture, the ad and its breadcrumb. */
export function adMeta(matches: MetaMatches, ad: AdSeo) {
  const origin = originFromMatches(matches)
  return seoMeta(matches, {
    title: ad.title,
    description: ad.description,
    path: adHref(ad.slug),
    image: ad.images[0] ?? null,
    jsonLd: [adJsonLd(origin, ad), breadcrumbJsonLd(origin, ad.breadcrumb)],
  })
}
