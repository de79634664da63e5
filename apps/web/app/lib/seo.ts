import type { CategoryDetail, ProductDetail, StockStatus } from '@phiencho/contracts'
import type { MetaDescriptor } from 'react-router'

import { pageMeta, siteFromMatches } from './meta'

type MetaMatch = { id: string; loaderData?: unknown } | undefined

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
}

export function productSeo(product: ProductDetail): ProductSeo {
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
    jsonLd: [
      productJsonLd(origin, product, site.name),
      breadcrumbJsonLd(origin, product.breadcrumb),
    ],
  })
}

/** The short description, else the start of the long one, as plain text. */
export function productDescription(product: ProductDetail): string {
  const text = product.short_description?.trim() || htmlToText(product.description ?? '')
  return truncateText(text, 300)
}

/** What a category page's meta needs. */
export interface CategorySeo {
  name: string
  /** The page's title: the category's SEO title, else its name. */
  title: string
  slug: string
  description: string | null
  image: string | null
  breadcrumb: Crumb[]
}

export function categorySeo(category: CategoryDetail): CategorySeo {
  return {
    name: category.name,
    title: category.seo_title?.trim() || category.name,
    slug: category.slug,
    description:
      category.seo_description?.trim() ||
      (category.description ? truncateText(category.description) : null),
    image: category.image,
    breadcrumb: [
      { name: 'Trang chủ', path: '/' },
      ...category.breadcrumb.map((crumb) => ({
        name: crumb.name,
        path: `/danh-muc-san-pham/${crumb.slug}`,
      })),
    ],
  }
}

/** A category page: `search` is its canonical query (filters and page, no sort). */
export function categoryMeta(matches: readonly MetaMatch[], category: CategorySeo, search = '') {
  const site = siteFromMatches(matches)
  const path = `/danh-muc-san-pham/${category.slug}`
  return seoMeta(matches, {
    title: category.title,
    description:
      category.description ??
      `Mua ${category.name.toLowerCase()} chính hãng, giá tốt tại ${site.name}. Giao hàng toàn quốc, đổi trả dễ dàng.`,
    path: `${path}${search}`,
    image: category.image,
    jsonLd: [breadcrumbJsonLd(originFromMatches(matches), category.breadcrumb)],
  })
}

/** The home page: the site's own name and description, its one address. */
export function homeMeta(matches: readonly MetaMatch[]) {
  const site = siteFromMatches(matches)
  return seoMeta(matches, { title: null, description: site.description, path: '/' })
}
