import {
  LOW_STOCK_THRESHOLD,
  type MediaImage,
  mediaUrl,
  type ProductCard,
  type ProductRating,
  type StockStatus,
} from '@phiencho/contracts'
import type { CardRow, ImageRow } from './product-sql.ts'

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out_of_stock'
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock'
}

/** 0 when not on sale; a real discount never shows as "-0%". */
export function discountPercent(price: number, salePrice: number | null): number {
  if (salePrice === null || salePrice >= price || price <= 0) return 0
  return Math.max(1, Math.round(((price - salePrice) / price) * 100))
}

export function toImage(row: ImageRow, fallbackAlt: string): MediaImage {
  return {
    url: mediaUrl(row.path),
    width: row.width,
    height: row.height,
    alt: row.alt || fallbackAlt,
  }
}

/** The end of the sale a product shows, when it is on sale now and its window has an end. */
export function saleEndsAt(onSale: boolean, endsMs: number | null): string | null {
  return onSale && endsMs !== null ? new Date(endsMs).toISOString() : null
}

const link = (name: string | null, slug: string | null) =>
  name !== null && slug !== null ? { name, slug } : null

export function toProductCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    sale_price: row.sale_price,
    effective_price: row.effective_price,
    discount_percent: discountPercent(row.price, row.sale_price),
    sale_ends_at: saleEndsAt(row.sale_price !== null, row.sale_ends_ms),
    image: row.image ? toImage(row.image, row.name) : null,
    sold_count: row.sold_count,
    stock_status: stockStatus(row.stock),
    store: link(row.store_name, row.store_slug),
    brand: link(row.brand_name, row.brand_slug),
    rating: productRating(row.rating_count, row.rating_average),
  }
}

/** The rating the published reviews give (kept by the database, ADR 050); null without any. */
export function productRating(count: number, average: number | null): ProductRating | null {
  return count > 0 && average !== null ? { average, count } : null
}
