import './locale.ts'

import { z } from 'zod'

import { catalogMessages, productIncludes, stockStatuses } from './catalog.constants.ts'
import { paginationMeta } from './pagination.ts'

export {
  catalogMessages,
  LOW_STOCK_THRESHOLD,
  type ProductInclude,
  productIncludes,
  RELATED_PRODUCTS_LIMIT,
  type StockStatus,
  stockStatuses,
} from './catalog.constants.ts'
export {
  MEDIA_VARIANT_WIDTHS,
  mediaSrcset,
  mediaUrl,
  mediaVariantUrl,
  type MediaVariantWidth,
} from './media.ts'

const id = z.number().int()
const money = z.number().int()

/**
 * A stored picture. A WebP, JPEG, PNG or AVIF under /media/ also has resized WebP copies at
 * `/media/w{160,320,640}/{path}` for the widths below its own: `mediaUrlSrcset` writes them as an
 * `<img srcset>` (ADR 006, ADR 025).
 */
export const mediaImage = z
  .object({
    url: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string(),
  })
  .meta({
    description:
      'Ảnh đã lưu. Ảnh WebP, JPEG, PNG hoặc AVIF dưới /media/ có thêm bản WebP thu nhỏ tại /media/w{160,320,640}/{đường dẫn} cho các chiều rộng nhỏ hơn `width`.',
  })
export type MediaImage = z.infer<typeof mediaImage>

const nameAndSlug = z.object({ name: z.string(), slug: z.string() })

/** A product's rating as its published reviews make it; null on a card without any. */
export const productRating = z.object({
  /** The average of the stars, 1 to 5 (not rounded). */
  average: z.number(),
  count: z.number().int(),
})
export type ProductRating = z.infer<typeof productRating>

export const productCard = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  price: money,
  /** Null when the product is not on sale. */
  sale_price: money.nullable(),
  /** What the shopper pays: the sale price when there is one. */
  effective_price: money,
  /** 0 when not on sale, else at least 1. */
  discount_percent: z.number().int(),
  /** When the sale shown ends (ISO 8601, a flash sale): null when not on sale or without an end. */
  sale_ends_at: z.string().nullable(),
  image: mediaImage.nullable(),
  sold_count: z.number().int(),
  stock_status: z.enum(stockStatuses),
  /** Null: sold by Phiên Chợ itself. */
  store: nameAndSlug.nullable(),
  brand: nameAndSlug.nullable(),
  /** From the product's published reviews; null without any. */
  rating: productRating.nullable(),
})
export type ProductCard = z.infer<typeof productCard>

/** Lists whose total is counted only up to a bound; `total_capped` says there are more. */
export const cappedPaginationMeta = paginationMeta.extend({ total_capped: z.boolean() })
export const productPage = z.object({ data: z.array(productCard), meta: cappedPaginationMeta })
export type ProductPage = z.infer<typeof productPage>

export const categoryLink = z.object({ id, name: z.string(), slug: z.string() })
export type CategoryLink = z.infer<typeof categoryLink>

export const productVariant = z.object({
  id,
  sku: z.string(),
  name: z.string(),
  /** { "Màu sắc": "Đen", "Kích cỡ": "XL" } */
  options: z.record(z.string(), z.string()),
  price: money,
  sale_price: money.nullable(),
  effective_price: money,
  discount_percent: z.number().int(),
  stock: z.number().int(),
  stock_status: z.enum(stockStatuses),
})
export type ProductVariant = z.infer<typeof productVariant>

export const productDetail = productCard.extend({
  sku: z.string(),
  short_description: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  /** The specification table: { "Xuất xứ": "Việt Nam", … }. */
  attributes: z.record(z.string(), z.string()),
  /** The page's own title and description for search engines; null: made from the product. */
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  stock: z.number().int(),
  /**
   * While a flash sale is on (the product or a variant): the most units of the product, over all
   * its variants, one order may hold; null without such a limit.
   */
  sale_max_per_order: z.number().int().nullable(),
  images: z.array(mediaImage),
  variants: z.array(productVariant),
  category: categoryLink,
  /** From the top-level category down to the product's own. */
  breadcrumb: z.array(categoryLink),
  store: z
    .object({
      id,
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      is_partner: z.boolean(),
      province_name: z.string().nullable(),
    })
    .nullable(),
  brand: z
    .object({ id, name: z.string(), slug: z.string(), logo: z.string().nullable() })
    .nullable(),
  created_at: z.string(),
})
export type ProductDetail = z.infer<typeof productDetail>

export const productCardList = z.object({ data: z.array(productCard) })
export type ProductCardList = z.infer<typeof productCardList>

export const productDetailQuery = z.object({
  include: z.enum(productIncludes, { error: catalogMessages.include }).optional(),
})
export type ProductDetailQuery = z.infer<typeof productDetailQuery>

/**
 * `GET /products/{slug}`: the product, and with `include=related` what `/products/{slug}/related`
 * answers too, so that a product page is one request (and one statement).
 */
export const productDetailWithRelated = productDetail.extend({
  related: z
    .array(productCard)
    .optional()
    .describe('Best sellers of the same category, without this product (with include=related).'),
})
export type ProductDetailWithRelated = z.infer<typeof productDetailWithRelated>

export const slugParams = z.object({ slug: z.string().max(300) })

export interface CategoryNode {
  id: number
  name: string
  slug: string
  image: string | null
  children: CategoryNode[]
}
export const categoryNode: z.ZodType<CategoryNode> = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  get children() {
    return z.array(categoryNode)
  },
})
export const categoryTree = z.object({ data: z.array(categoryNode) })
export type CategoryTree = z.infer<typeof categoryTree>

export const categoryDetail = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** The page's own title and description for search engines; null: made from the category. */
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  image: z.string().nullable(),
  parent: categoryLink.nullable(),
  /** From the top-level category down to this one (included). */
  breadcrumb: z.array(categoryLink),
  children: z.array(categoryLink.extend({ image: z.string().nullable() })),
})
export type CategoryDetail = z.infer<typeof categoryDetail>
