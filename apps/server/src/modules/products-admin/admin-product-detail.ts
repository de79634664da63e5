import { type AdminProductDetail, mediaSrcset, mediaUrl } from '@phiencho/contracts'
import type {
  EditorProduct,
  ImageRow,
  ProductRow,
  VariantRow,
} from './product-editor.repository.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toAdminImage(image: ImageRow): AdminProductDetail['images'][number] {
  return {
    id: image.id,
    path: image.path,
    url: mediaUrl(image.path),
    srcset: mediaSrcset(image.path, image.width),
    alt: image.alt,
    position: image.position,
    width: image.width,
    height: image.height,
  }
}

function toAdminVariant(variant: VariantRow): AdminProductDetail['variants'][number] {
  return {
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    options: variant.options,
    price: variant.price,
    planned_sale_price: variant.planned_sale_price,
    sale_price: variant.sale_price,
    stock: variant.stock,
    barcode: variant.barcode,
    image_id: variant.image_id,
    position: variant.position,
  }
}

export function toAdminProductDetail(editor: EditorProduct): AdminProductDetail {
  const p: ProductRow = editor.product
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    old_slugs: editor.oldSlugs,
    sku: p.sku,
    category: editor.category,
    brand: editor.brand,
    store: editor.store,
    status: p.status,
    short_description: p.short_description,
    description: p.description,
    price: p.price,
    planned_sale_price: p.planned_sale_price,
    sale_price: p.sale_price,
    sale_starts_at: iso(p.sale_starts_at),
    sale_ends_at: iso(p.sale_ends_at),
    sale_window_open: p.sale_window_open,
    sale_max_per_order: p.sale_max_per_order,
    stock: p.stock,
    low_stock_threshold: p.low_stock_threshold,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    attributes: p.attributes,
    option_types: p.option_types,
    variants: editor.variants.map(toAdminVariant),
    images: editor.images.map(toAdminImage),
    sold_count: p.sold_count,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    version: p.version,
  }
}

/**
 * What the audit log keeps of a product: the editor's fields, its variants and pictures, never
 * its stock (the ledger keeps that). Only the keys that changed are written (`changedFields`).
 */
export function auditSnapshot(editor: EditorProduct): Record<string, unknown> {
  const p = editor.product
  return {
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    category_id: p.category_id,
    brand_id: p.brand_id,
    store_id: p.store_id,
    status: p.status,
    short_description: p.short_description,
    description: p.description,
    price: p.price,
    planned_sale_price: p.planned_sale_price,
    sale_starts_at: iso(p.sale_starts_at),
    sale_ends_at: iso(p.sale_ends_at),
    sale_max_per_order: p.sale_max_per_order,
    low_stock_threshold: p.low_stock_threshold,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    attributes: p.attributes,
    option_types: p.option_types,
    variants: editor.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: v.options,
      price: v.price,
      planned_sale_price: v.planned_sale_price,
      barcode: v.barcode,
      image_id: v.image_id,
    })),
    images: editor.images.map((image) => ({ id: image.id, path: image.path, alt: image.alt })),
  }
}
