import type { ArticleDetail } from '@phiencho/contracts'
import type { MetaDescriptor } from 'react-router'

import { siteFromMatches } from '../../lib/meta'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  type Crumb,
  htmlToText,
  originFromMatches,
  seoMeta,
  truncateText,
} from '../../lib/seo'
import { articleCategoryHref, articleHref, NEWS_PATH } from './links'

type MetaMatch = { id: string; loaderData?: unknown } | undefined

// Google shows at most about 110 characters of a headline.
const HEADLINE_MAX = 110

/** What an article page's meta needs, small enough to travel in the loader data (no body). */
export interface ArticleSeo {
  /** The page's title for search engines and link previews: the SEO title, else the headline. */
  title: string
  /** The article's own title, for the JSON-LD headline. */
  headline: string
  slug: string
  description: string
  /** Site-relative or absolute cover URL. */
  image: string | null
  /** ISO 8601. */
  publishedAt: string
  modifiedAt: string
  author: string | null
  category: string
  tags: string[]
  breadcrumb: Crumb[]
}

export function articleSeo(article: ArticleDetail): ArticleSeo {
  // What the editor wrote for search engines wins; the excerpt, then the body, stand in.
  const text =
    article.seo_description?.trim() || article.excerpt?.trim() || htmlToText(article.body)
  return {
    title: article.seo_title?.trim() || article.title,
    headline: article.title,
    slug: article.slug,
    description: truncateText(text, 300),
    image: article.cover_image?.url ?? null,
    publishedAt: article.published_at,
    modifiedAt: article.updated_at,
    author: article.author?.name ?? null,
    category: article.category.name,
    tags: article.tags,
    breadcrumb: [
      { name: 'Trang chủ', path: '/' },
      { name: 'Tin tức', path: NEWS_PATH },
      { name: article.category.name, path: articleCategoryHref(article.category.slug) },
      { name: article.title, path: articleHref(article.slug) },
    ],
  }
}

/**
 * schema.org `NewsArticle`; the publisher is the site's `Organization`, by the `@id` the root's
 * JSON-LD gives it (its logo and contacts live there).
 */
export function articleJsonLd(origin: string, article: ArticleSeo, siteName: string) {
  const url = absoluteUrl(origin, articleHref(article.slug))
  const publisher = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: siteName,
    url: `${origin}/`,
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: truncateText(article.headline, HEADLINE_MAX),
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(article.image ? { image: [absoluteUrl(origin, article.image)] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt,
    author: article.author ? { '@type': 'Person', name: article.author } : publisher,
    publisher,
    articleSection: article.category,
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    inLanguage: 'vi-VN',
  }
}

/**
 * Every tag of an article page: title, description, canonical, Open Graph `article` with its
 * times, section and tags, the Twitter card, and NewsArticle + BreadcrumbList.
 */
export function articleMeta(matches: readonly MetaMatch[], article: ArticleSeo): MetaDescriptor[] {
  const origin = originFromMatches(matches)
  const site = siteFromMatches(matches)
  const tags = seoMeta(matches, {
    title: article.title,
    description: article.description,
    path: articleHref(article.slug),
    image: article.image,
    type: 'article',
    jsonLd: [
      articleJsonLd(origin, article, site.name),
      breadcrumbJsonLd(origin, article.breadcrumb),
    ],
  })
  tags.push(
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.modifiedAt },
    { property: 'article:section', content: article.category },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  )
  return tags
}

const newsDescription = (siteName: string) =>
  `Tin khuyến mãi, kinh nghiệm mua sắm, xu hướng và hoạt động mới nhất của ${siteName}.`

/** The news list (`search`: its canonical query, tag and page), or one tag of it. */
export function newsListMeta(
  matches: readonly MetaMatch[],
  { page, tag, search }: { page: number; tag: string | null; search: string },
): MetaDescriptor[] {
  const origin = originFromMatches(matches)
  const site = siteFromMatches(matches)
  const name = tag ? `Bài viết về “${tag}”` : 'Tin tức'
  return seoMeta(matches, {
    title: page > 1 ? `${name} – Trang ${page}` : name,
    description: tag
      ? `Các bài viết có thẻ “${tag}” trên ${site.name}.`
      : newsDescription(site.name),
    path: `${NEWS_PATH}${search}`,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: 'Trang chủ', path: '/' },
        { name: 'Tin tức', path: NEWS_PATH },
      ]),
    ],
  })
}

/** What a news category page's meta needs. */
export interface ArticleCategorySeo {
  name: string
  slug: string
  description: string | null
}

/** A news category page (`search`: its canonical query, the page). */
export function articleCategoryMeta(
  matches: readonly MetaMatch[],
  category: ArticleCategorySeo,
  { page, search }: { page: number; search: string },
): MetaDescriptor[] {
  const path = articleCategoryHref(category.slug)
  const site = siteFromMatches(matches)
  return seoMeta(matches, {
    title: page > 1 ? `${category.name} – Trang ${page}` : category.name,
    description:
      category.description ??
      `Bài viết chuyên mục ${category.name} trên trang tin tức ${site.name}.`,
    path: `${path}${search}`,
    jsonLd: [
      breadcrumbJsonLd(originFromMatches(matches), [
        { name: 'Trang chủ', path: '/' },
        { name: 'Tin tức', path: NEWS_PATH },
        { name: category.name, path },
      ]),
    ],
  })
}
