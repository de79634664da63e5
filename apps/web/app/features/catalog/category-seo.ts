import type { CategoryDetail } from '@phiencho/contracts'

import { siteFromMatches } from '../../lib/meta'
import {
  breadcrumbJsonLd,
  type Crumb,
  type MetaMatch,
  originFromMatches,
  seoMeta,
  truncateText,
} from '../../lib/seo'

// The meta of a category page, beside its route rather than in lib/seo.ts: that file is in the
// shell every page loads first (vite.config.ts), and only the category page uses this.

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
