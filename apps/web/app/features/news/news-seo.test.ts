import type { ArticleDetail } from '@phiencho/contracts'
import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'

import {
  articleCategoryMeta,
  articleJsonLd,
  articleMeta,
  articleSeo,
  newsListMeta,
} from './news-seo'

const matches = [
  {
    id: 'root',
    loaderData: {
      origin: 'https://phiencho.vn',
      site: { name: 'Phiên Chợ', description: 'Chợ online', favicon: '/favicon.svg' },
    },
  },
]

const summary = {
  id: 3,
  slug: 'san-sale-11-11',
  title: 'Săn sale 11.11: <mẹo> để không mua hớ',
  excerpt: null,
  cover_image: {
    url: '/media/demo/news/cover-1.webp',
    width: 1200,
    height: 675,
    alt: '',
  },
  category: { name: 'Khuyến mãi', slug: 'khuyen-mai' },
  published_at: '2026-11-10T02:00:00.000Z',
  reading_minutes: 4,
  is_featured: true,
}

const article: ArticleDetail = {
  ...summary,
  body: '<p>Ngày hội mua sắm&nbsp;lớn nhất năm.</p><h2>Mẹo</h2><p>Thêm vào giỏ sớm.</p>',
  tags: ['khuyến mãi', 'flash sale'],
  seo_title: null,
  seo_description: null,
  author: { name: 'Ban biên tập' },
  updated_at: '2026-11-11T08:30:00.000Z',
  related: [],
}

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.filter((tag) => (tag as Record<string, unknown>)[key] === value)

const content = (tags: MetaDescriptor[], key: string, value: string) =>
  find(tags, key, value).map((tag) => (tag as { content: string }).content)

const jsonLd = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) =>
    'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
  )

describe('articleSeo', () => {
  it('describes the article by its excerpt, else the start of its body as text', () => {
    expect(articleSeo(article).description).toBe(
      'Ngày hội mua sắm lớn nhất năm. Mẹo Thêm vào giỏ sớm.',
    )
    expect(articleSeo({ ...article, excerpt: ' Mở bán sớm. ' }).description).toBe('Mở bán sớm.')
  })

  it('prefers the SEO title and description the editor wrote, keeping the headline', () => {
    const seo = articleSeo({
      ...article,
      excerpt: 'Mở bán sớm.',
      seo_title: ' Săn sale 11.11 – mẹo mua hàng giảm giá ',
      seo_description: 'Năm mẹo săn sale 11.11 không mua hớ.',
    })
    expect(seo.title).toBe('Săn sale 11.11 – mẹo mua hàng giảm giá')
    expect(seo.description).toBe('Năm mẹo săn sale 11.11 không mua hớ.')
    expect(seo.breadcrumb.at(-1)?.name).toBe(article.title)
    expect(articleJsonLd('https://phiencho.vn', seo, 'Phiên Chợ').headline).toBe(article.title)
    expect(articleSeo({ ...article, seo_title: '  ' }).title).toBe(article.title)
  })

  it('keeps the breadcrumb from the home page down to the article', () => {
    expect(articleSeo(article).breadcrumb.map((crumb) => crumb.path)).toEqual([
      '/',
      '/tin-tuc',
      '/danh-muc-bai-viet/khuyen-mai',
      '/tin-tuc/san-sale-11-11',
    ])
  })
})

describe('articleJsonLd', () => {
  it('is a NewsArticle published by the site Organization', () => {
    const ld = articleJsonLd('https://phiencho.vn', articleSeo(article), 'Phiên Chợ')
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      image: ['https://phiencho.vn/media/demo/news/cover-1.webp'],
      datePublished: '2026-11-10T02:00:00.000Z',
      dateModified: '2026-11-11T08:30:00.000Z',
      author: { '@type': 'Person', name: 'Ban biên tập' },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://phiencho.vn/#organization',
        name: 'Phiên Chợ',
      },
      mainEntityOfPage: { '@id': 'https://phiencho.vn/tin-tuc/san-sale-11-11' },
      articleSection: 'Khuyến mãi',
      keywords: 'khuyến mãi, flash sale',
    })
  })

  it('credits the site when the author is gone, and leaves a missing cover out', () => {
    const ld = articleJsonLd(
      'https://phiencho.vn',
      articleSeo({ ...article, author: null, cover_image: null, tags: [] }),
      'Phiên Chợ',
    )
    expect(ld.author).toMatchObject({ '@type': 'Organization', name: 'Phiên Chợ' })
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('keywords')
  })

  it('cuts a very long headline to 110 characters', () => {
    const title = 'Kinh nghiệm '.repeat(20)
    const ld = articleJsonLd('https://phiencho.vn', articleSeo({ ...article, title }), 'x')
    expect(ld.headline.length).toBeLessThanOrEqual(110)
  })
})

describe('articleMeta', () => {
  const tags = articleMeta(matches, articleSeo(article))

  it('has the title, canonical and an Open Graph article with its times and tags', () => {
    expect(find(tags, 'title', `${article.title} | Phiên Chợ`)).toHaveLength(1)
    expect(find(tags, 'href', 'https://phiencho.vn/tin-tuc/san-sale-11-11')).toHaveLength(1)
    expect(content(tags, 'property', 'og:type')).toEqual(['article'])
    expect(content(tags, 'property', 'og:image')).toEqual([
      'https://phiencho.vn/media/demo/news/cover-1.webp',
    ])
    expect(content(tags, 'property', 'article:published_time')).toEqual([
      '2026-11-10T02:00:00.000Z',
    ])
    expect(content(tags, 'property', 'article:modified_time')).toEqual(['2026-11-11T08:30:00.000Z'])
    expect(content(tags, 'property', 'article:tag')).toEqual(['khuyến mãi', 'flash sale'])
    expect(content(tags, 'name', 'twitter:card')).toEqual(['summary_large_image'])
  })

  it('carries NewsArticle and BreadcrumbList JSON-LD', () => {
    expect(jsonLd(tags).map((data) => data['@type'])).toEqual(['NewsArticle', 'BreadcrumbList'])
  })
})

describe('list pages', () => {
  it('name the page number and keep it in the canonical address', () => {
    const tags = newsListMeta(matches, { page: 2, tag: null, search: '?page=2' })
    expect(find(tags, 'title', 'Tin tức – Trang 2 | Phiên Chợ')).toHaveLength(1)
    expect(find(tags, 'href', 'https://phiencho.vn/tin-tuc?page=2')).toHaveLength(1)
  })

  it('name a tag', () => {
    const tags = newsListMeta(matches, { page: 1, tag: 'mẹo hay', search: '?tag=m%E1%BA%B9o+hay' })
    expect(find(tags, 'title', 'Bài viết về “mẹo hay” | Phiên Chợ')).toHaveLength(1)
  })

  it('describe a category by its own words, with a breadcrumb through the news', () => {
    const tags = articleCategoryMeta(
      matches,
      { name: 'Khuyến mãi', slug: 'khuyen-mai', description: 'Ưu đãi mỗi tuần.' },
      { page: 1, search: '' },
    )
    expect(content(tags, 'name', 'description')).toEqual(['Ưu đãi mỗi tuần.'])
    expect(find(tags, 'href', 'https://phiencho.vn/danh-muc-bai-viet/khuyen-mai')).toHaveLength(1)
    const [breadcrumb] = jsonLd(tags) as [{ itemListElement: { name: string }[] }]
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([
      'Trang chủ',
      'Tin tức',
      'Khuyến mãi',
    ])
  })
})
