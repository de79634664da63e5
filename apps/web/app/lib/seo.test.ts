import type { CategoryDetail, ProductDetail, ProductReviewPage } from '@phiencho/contracts'
import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'

import { categoryMeta, categorySeo } from '../features/catalog/category-seo'
import { productJsonLd, productMeta, productSeo } from '../features/catalog/product-seo'
import { absoluteUrl, breadcrumbJsonLd, homeMeta, htmlToText, truncateText } from './seo'

const matches = [
  {
    id: 'root',
    loaderData: {
      origin: 'https://phiencho.vn',
      site: { name: 'Phiên Chợ', description: 'Chợ online', favicon: '/favicon.svg' },
    },
  },
]

const image = (name: string) => ({
  url: `/media/demo/${name}.webp`,
  width: 720,
  height: 720,
  alt: name,
})

const product: ProductDetail = {
  id: 7,
  slug: 'ao-thun-nam',
  name: 'Áo thun nam </script><b>',
  price: 200_000,
  sale_price: 150_000,
  effective_price: 150_000,
  discount_percent: 25,
  sale_ends_at: null,
  sale_max_per_order: null,
  image: image('a'),
  sold_count: 30,
  rating: null,
  stock_status: 'out_of_stock',
  store: {
    id: 1,
    name: 'Thời Trang Mộc An',
    slug: 'moc-an',
    logo: null,
    is_partner: true,
    province_name: null,
  },
  brand: { id: 2, name: 'Coolmate', slug: 'coolmate', logo: null },
  sku: 'AT-1',
  short_description: null,
  description: '<h2>Đặc điểm</h2><p>Vải&nbsp;cotton &amp; mát</p>',
  attributes: {},
  seo_title: null,
  seo_description: null,
  stock: 0,
  images: [image('a'), image('b')],
  variants: [],
  category: { id: 3, name: 'Áo thun nam', slug: 'ao-thun' },
  breadcrumb: [
    { id: 1, name: 'Thời trang nam', slug: 'thoi-trang-nam' },
    { id: 3, name: 'Áo thun nam', slug: 'ao-thun' },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
}

const emptyReviewPage: ProductReviewPage = {
  data: [],
  meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 },
  summary: {
    average: null,
    count: 0,
    histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    with_photos: 0,
  },
}

const reviewPage: ProductReviewPage = {
  ...emptyReviewPage,
  data: [
    {
      id: 1,
      rating: 5,
      body: 'Áo đẹp </script> vải mát\nsẽ mua lại',
      author_name: 'Nguyễn V. A.',
      variant_name: null,
      verified_purchase: true,
      photos: [],
      helpful_count: 0,
      published_at: '2026-03-02T08:00:00.000Z',
      edited: false,
      reply: null,
    },
  ],
}

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined

describe('text helpers', () => {
  it('turns description HTML into plain text', () => {
    expect(htmlToText('<h2>Đặc điểm</h2><p>Vải&nbsp;cotton &amp; mát</p>')).toBe(
      'Đặc điểm Vải cotton & mát',
    )
    expect(htmlToText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('a b')
  })

  it('cuts long text at a word with an ellipsis', () => {
    expect(truncateText('ngắn')).toBe('ngắn')
    const cut = truncateText('một hai ba bốn năm sáu bảy tám chín mười', 20)
    expect(cut.length).toBeLessThanOrEqual(20)
    expect(cut).toBe('một hai ba bốn năm…')
  })

  it('makes site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://phiencho.vn', '/media/a.webp')).toBe(
      'https://phiencho.vn/media/a.webp',
    )
    expect(absoluteUrl('https://phiencho.vn/', 'san-pham')).toBe('https://phiencho.vn/san-pham')
    expect(absoluteUrl('https://phiencho.vn', 'https://cdn.vn/a.webp')).toBe(
      'https://cdn.vn/a.webp',
    )
  })
})

describe('productJsonLd', () => {
  it('describes the product with one Offer in VND', () => {
    const data = productJsonLd('https://phiencho.vn', productSeo(product), 'Phiên Chợ')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Áo thun nam </script><b>',
      sku: 'AT-1',
      url: 'https://phiencho.vn/san-pham/ao-thun-nam',
      image: ['https://phiencho.vn/media/demo/a.webp', 'https://phiencho.vn/media/demo/b.webp'],
      description: 'Đặc điểm Vải cotton & mát',
      brand: { '@type': 'Brand', name: 'Coolmate' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'VND',
        price: 150_000,
        availability: 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: 'Thời Trang Mộc An' },
      },
    })
  })

  it('says InStock for low stock, and names the site when it sells the product itself', () => {
    const seo = { ...productSeo(product), stockStatus: 'low_stock' as const, seller: null }
    const data = productJsonLd('https://phiencho.vn', seo, 'Phiên Chợ')
    expect(data.offers.availability).toBe('https://schema.org/InStock')
    expect(data.offers.seller.name).toBe('Phiên Chợ')
  })

  it('claims no rating and no review for a product without published reviews', () => {
    const data = productJsonLd('https://phiencho.vn', productSeo(product), 'Phiên Chợ')
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data).not.toHaveProperty('review')
    const tags = productMeta(matches, productSeo(product, emptyReviewPage))
    const jsonLd = tags.filter((tag) => 'script:ld+json' in tag)
    expect(jsonLd).toHaveLength(2)
    expect(JSON.stringify(jsonLd)).not.toMatch(/rating|review/i)
  })

  it('gives the rating and the first page of reviews of a reviewed product', () => {
    const rated = { ...product, rating: { average: 4.6667, count: 3 } }
    const data = productJsonLd('https://phiencho.vn', productSeo(rated, reviewPage), 'Phiên Chợ')
    expect(data).toHaveProperty('aggregateRating', {
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
    expect(data).toHaveProperty('review', [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Nguyễn V. A.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        datePublished: '2026-03-02',
        reviewBody: 'Áo đẹp </script> vải mát\nsẽ mua lại',
      },
    ])
    const tags = productMeta(matches, productSeo(rated, reviewPage))
    const written = JSON.stringify(tags.filter((tag) => 'script:ld+json' in tag))
    expect(written).toContain('"reviewCount":3')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd('https://phiencho.vn', [
        { name: 'Trang chủ', path: '/' },
        { name: 'Sản phẩm', path: '/san-pham' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://phiencho.vn/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Sản phẩm',
          item: 'https://phiencho.vn/san-pham',
        },
      ],
    })
  })
})

describe('productMeta', () => {
  const tags = productMeta(matches, productSeo(product))

  it('writes title, description, canonical and previews', () => {
    expect(tags).toContainEqual({ title: 'Áo thun nam </script><b> | Phiên Chợ' })
    expect(find(tags, 'name', 'description')?.content).toBe('Đặc điểm Vải cotton & mát')
    expect(find(tags, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://phiencho.vn/san-pham/ao-thun-nam',
    })
    expect(find(tags, 'property', 'og:type')?.content).toBe('product')
    expect(find(tags, 'property', 'og:url')?.content).toBe(
      'https://phiencho.vn/san-pham/ao-thun-nam',
    )
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://phiencho.vn/media/demo/a.webp',
    )
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(
      'https://phiencho.vn/media/demo/a.webp',
    )
    expect(tags.filter((tag) => 'property' in tag && tag.property === 'og:type')).toHaveLength(1)
  })

  it('adds the Product and its BreadcrumbList as JSON-LD', () => {
    const ld = tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    expect(ld.map((data) => (data as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ])
    const crumbs = (ld[1] as { itemListElement: { name: string; item: string }[] }).itemListElement
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      'https://phiencho.vn/',
      'https://phiencho.vn/danh-muc-san-pham/thoi-trang-nam',
      'https://phiencho.vn/danh-muc-san-pham/ao-thun',
      'https://phiencho.vn/san-pham/ao-thun-nam',
    ])
  })
})

describe('categoryMeta', () => {
  const category: CategoryDetail = {
    id: 3,
    name: 'Áo thun nam',
    slug: 'ao-thun',
    description: null,
    seo_title: null,
    seo_description: null,
    image: '/media/demo/c.webp',
    parent: { id: 1, name: 'Thời trang nam', slug: 'thoi-trang-nam' },
    breadcrumb: [
      { id: 1, name: 'Thời trang nam', slug: 'thoi-trang-nam' },
      { id: 3, name: 'Áo thun nam', slug: 'ao-thun' },
    ],
    children: [],
  }

  it('takes the title and description the shop wrote for search engines', () => {
    const tags = categoryMeta(
      matches,
      categorySeo({
        ...category,
        seo_title: 'Áo thun nam đẹp',
        seo_description: 'Áo thun nam giá tốt.',
      }),
    )
    expect(tags).toContainEqual({ title: 'Áo thun nam đẹp | Phiên Chợ' })
    expect(find(tags, 'name', 'description')?.content).toBe('Áo thun nam giá tốt.')
    const page = productMeta(
      matches,
      productSeo({ ...product, seo_title: 'Áo thun nam cotton', seo_description: 'Mát, bền.' }),
    )
    expect(page).toContainEqual({ title: 'Áo thun nam cotton | Phiên Chợ' })
    expect(find(page, 'name', 'description')?.content).toBe('Mát, bền.')
  })

  it('has its own canonical with the filters, and a description when the shop wrote none', () => {
    const tags = categoryMeta(matches, categorySeo(category), '?brand=x')
    expect(tags).toContainEqual({ title: 'Áo thun nam | Phiên Chợ' })
    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://phiencho.vn/danh-muc-san-pham/ao-thun?brand=x',
    )
    expect(find(tags, 'name', 'description')?.content).toMatch(/^Mua áo thun nam chính hãng/)
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://phiencho.vn/media/demo/c.webp',
    )
  })
})

describe('homeMeta', () => {
  it('uses the site name alone and the root address', () => {
    const tags = homeMeta(matches)
    expect(tags).toContainEqual({ title: 'Phiên Chợ' })
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://phiencho.vn/')
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary')
  })
})
