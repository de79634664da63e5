import type { ProductDetail, ProductReviewPage, StockStatus } from '@phiencho/contracts'

import { vietnamDayOf } from '@phiencho/vn'

import { siteFromMatches } from '../../lib/meta'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  type Crumb,
  htmlToText,
  type MetaMatch,
  originFromMatches,
  seoMeta,
  truncateText,
} from '../../lib/seo'

// The meta of the product page, beside its route rather than in lib/seo.ts: that file is in the
// shell every page loads first (vite.config.ts), and only the product page uses this.

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const

/**
 * What a product page's meta needs, small enough to travel in the loader data (the page's
 * description HTML stays in the query cache only).
 */
export interface ProductSeo {
  name: string
  /** The page's title: the product's SEO title, else its name. */
  title: string
  slug: string
  sku: string
  description: string
  /** Site-relative or absolute picture URLs, the main one first. */
  images: string[]
  brand: string | null
  category: string
  /** What the shopper pays now, in đồng. */
  price: number
  stockStatus: StockStatus
  /** The shop selling it; null: the site itself. */
  seller: string | null
  breadcrumb: Crumb[]
  /** From the published reviews; null when there is none (then no rating is claimed). */
  rating: { average: number; count: number } | null
  /** The first page of published reviews, newest first. */
  reviews: SeoReview[]
}

export interface SeoReview {
  author: string
  rating: number
  publishedAt: string
  body: string
}

export function productSeo(
  product: ProductDetail,
  reviewPage: ProductReviewPage | null = null,
): ProductSeo {
  const rating = product.rating && product.rating.count > 0 ? product.rating : null
  const images = product.images.length ? product.images : product.image ? [product.image] : []
  return {
    name: product.name,
    title: product.seo_title?.trim() || product.name,
    slug: product.slug,
    sku: product.sku,
    description: product.seo_description?.trim() || productDescription(product),
    images: images.map((image) => image.url),
    brand: product.brand?.name ?? null,
    category: product.category.name,
    price: product.effective_price,
    stockStatus: product.stock_status,
    seller: product.store?.name ?? null,
    breadcrumb: [
      { name: 'Trang chủ', path: '/' },
      ...product.breadcrumb.map((category) => ({
        name: category.name,
        path: `/danh-muc-san-pham/${category.slug}`,
      })),
      { name: product.name, path: `/san-pham/${product.slug}` },
    ],
    rating: rating ? { average: rating.average, count: rating.count } : null,
    reviews: rating
      ? (reviewPage?.data ?? []).slice(0, JSON_LD_REVIEWS).map((review) => ({
          author: review.author_name,
          rating: review.rating,
          publishedAt: review.published_at,
          body: review.body,
        }))
      : [],
  }
}

/** The newest reviews the Product JSON-LD quotes (the page shows them all). */
const JSON_LD_REVIEWS = 5

/** schema.org `AggregateRating` and `Review`s, only for a product with published reviews. */
function reviewsJsonLd(product: ProductSeo) {
  if (!product.rating) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.rating.average * 10) / 10,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(product.reviews.length
      ? {
          review: product.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
            datePublished: vietnamDayOf(review.publishedAt),
            reviewBody: review.body,
          })),
        }
      : {}),
  }
}

/** schema.org `Product` with one `Offer` in đồng. */
export function productJsonLd(origin: string, product: ProductSeo, siteName: string) {
  const url = absoluteUrl(origin, `/san-pham/${product.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    ...(product.images.length
      ? { image: product.images.map((image) => absoluteUrl(origin, image)) }
      : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    category: product.category,
    ...reviewsJsonLd(product),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'VND',
      price: product.price,
      availability: AVAILABILITY[product.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.seller ?? siteName },
    },
  }
}

/** Every tag of a product page: title, description, canonical, previews, Product + BreadcrumbList. */
export function productMeta(matches: readonly MetaMatch[], product: ProductSeo) {
  const origin = originFromMatches(matches)
  const site = siteFromMatches(matches)
  return seoMeta(matches, {
    title: product.title,
    description: product.description || `${product.name} – mua ngay tại ${site.name}.`,
    path: `/san-pham/${product.slug}`,
    image: product.images[0] ?? null,
    type: 'product',
    // Structured data is read from the server's HTML; a page reached by a click in the browser
    // needs none, and leaving it out keeps its builder out of the page's first-load scripts.
    jsonLd: import.meta.env.SSR
      ? [productJsonLd(origin, product, site.name), breadcrumbJsonLd(origin, product.breadcrumb)]
      : [],
  })
}

/** The short description, else the start of the long one, as plain text. */
export function productDescription(product: ProductDetail): string {
  const text = product.short_description?.trim() || htmlToText(product.description ?? '')
  return truncateText(text, 300)
}
