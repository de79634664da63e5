import './locale.ts'

import { z } from 'zod'

import {
  ADMIN_PRODUCT_SEARCH_MAX,
  ADMIN_PRODUCTS_PAGE_MAX,
  adminProductMessages as m,
  adminProductSorts,
  adminProductStatuses,
  adminProductStockStates,
  PRODUCT_ATTRIBUTE_KEY_MAX,
  PRODUCT_ATTRIBUTE_VALUE_MAX,
  PRODUCT_ATTRIBUTES_MAX,
  PRODUCT_BARCODE_MAX,
  PRODUCT_BULK_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGE_ALT_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LOW_STOCK_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_OPTION_NAME_MAX,
  PRODUCT_OPTION_TYPES_MAX,
  PRODUCT_OPTION_VALUE_MAX,
  PRODUCT_OPTION_VALUES_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_SALE_MAX_PER_ORDER_MAX,
  PRODUCT_SEO_DESCRIPTION_MAX,
  PRODUCT_SEO_TITLE_MAX,
  PRODUCT_SHORT_DESCRIPTION_MAX,
  PRODUCT_SKU_MAX,
  PRODUCT_SKU_PATTERN,
  PRODUCT_SLUG_MAX,
  PRODUCT_SLUG_PATTERN,
  PRODUCT_STORE_SHOP,
  PRODUCT_VARIANTS_MAX,
  productBulkActions,
} from './admin-products.constants.ts'
import { queryBoolean, queryInt } from './catalog-query.ts'
import { paginationMeta } from './pagination.ts'

// The back office's product API: list, editor (read and save), bulk actions and picture uploads.

const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message })

const priceFilter = queryInt(m.priceFilter, 0, PRODUCT_PRICE_MAX)

/** `GET /admin/products`: filters, search, sort and page. */
export const adminProductListQuery = z
  .object({
    q: z
      .string({ error: m.search })
      .trim()
      .max(ADMIN_PRODUCT_SEARCH_MAX, { error: m.search })
      .optional()
      .describe('Tên hoặc SKU; không phân biệt dấu và hoa thường.'),
    category_id: queryInt(m.category, 1, 2_147_483_647)
      .optional()
      .describe('Danh mục, kể cả các danh mục con của nó.'),
    brand_id: queryInt(m.brand, 1, 2_147_483_647).optional(),
    store: z
      .union([z.literal(PRODUCT_STORE_SHOP), queryInt(m.store, 1, 2_147_483_647)], {
        error: m.store,
      })
      .optional()
      .describe('Mã cửa hàng, hoặc `shop`: sản phẩm Phiên Chợ tự bán.'),
    status: z
      .enum(adminProductStatuses, { error: m.status })
      .optional()
      .describe('Không gửi: mọi trạng thái trừ archived.'),
    stock: z
      .enum(adminProductStockStates, { error: m.stock })
      .optional()
      .describe(
        'out: tồn 0; low: tồn ≤ ngưỡng sắp hết (của sản phẩm, hoặc mặc định); in: còn lại.',
      ),
    on_sale: queryBoolean.optional().describe('Đang có giá khuyến mãi hiệu lực (sale_price).'),
    price_min: priceFilter.optional().describe('Giá đang bán (effective_price) tối thiểu.'),
    price_max: priceFilter.optional().describe('Giá đang bán (effective_price) tối đa.'),
    sort: z.enum(adminProductSorts, { error: m.sort }).default('newest'),
    page: queryInt(m.page, 1, ADMIN_PRODUCTS_PAGE_MAX).default(1),
  })
  .superRefine((query, ctx) => {
    if (
      query.price_min !== undefined &&
      query.price_max !== undefined &&
      query.price_min > query.price_max
    ) {
      ctx.addIssue({ code: 'custom', path: ['price_max'], message: m.priceRange })
    }
  })
export type AdminProductListQuery = z.output<typeof adminProductListQuery>

const named = z.object({ id: z.number().int(), name: z.string() })

export const adminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  /** The first picture's URL (`mediaUrlSrcset` makes its srcset), or null. */
  cover: z.string().nullable(),
  category: named,
  brand: named.nullable(),
  /** Null: sold by Phiên Chợ itself. */
  store: named.nullable(),
  status: z.enum(adminProductStatuses),
  price: z.number().int(),
  /** The sale price in force now, or null. */
  sale_price: z.number().int().nullable(),
  /** The sale price staff planned, whether or not its window is open. */
  planned_sale_price: z.number().int().nullable(),
  sale_starts_at: z.string().nullable(),
  sale_ends_at: z.string().nullable(),
  stock: z.number().int(),
  /** The product's own threshold, or null for the shop's default. */
  low_stock_threshold: z.number().int().nullable(),
  variants_count: z.number().int(),
  updated_at: z.string(),
  version: z.number().int(),
})
export type AdminProductRow = z.infer<typeof adminProductRow>

export const adminProductList = z.object({
  data: z.array(adminProductRow),
  /** `total` counts up to `count_cap` + 1: a total above the cap reads "hơn 10.000". */
  meta: paginationMeta,
  count_cap: z.number().int(),
})
export type AdminProductList = z.infer<typeof adminProductList>

export const productIdParams = z.object({
  id: z.coerce
    .number({ error: m.id })
    .int({ error: m.id })
    .min(1, { error: m.id })
    .max(2_147_483_647, { error: m.id }),
})

const price = z
  .number({ error: m.price })
  .int({ error: m.price })
  .min(0, { error: m.price })
  .max(PRODUCT_PRICE_MAX, { error: m.price })

/** A text that may be left empty: trimmed, and "" is null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null))

const saleDate = z.iso
  .datetime({ offset: true, error: m.saleDate })
  .nullish()
  .transform((value) => value ?? null)

const sku = z
  .string({ error: m.sku })
  .trim()
  .min(1, { error: m.sku })
  .max(PRODUCT_SKU_MAX, { error: m.sku })
  .regex(PRODUCT_SKU_PATTERN, { error: m.sku })

export const productOptionType = z.object({
  name: z
    .string({ error: m.optionName })
    .trim()
    .min(1, { error: m.optionName })
    .max(PRODUCT_OPTION_NAME_MAX, { error: m.optionName }),
  values: z
    .array(
      z
        .string({ error: m.optionValues })
        .trim()
        .min(1, { error: m.optionValues })
        .max(PRODUCT_OPTION_VALUE_MAX, { error: m.optionValues }),
      { error: m.optionValues },
    )
    .min(1, { error: m.optionValues })
    .max(PRODUCT_OPTION_VALUES_MAX, { error: m.optionValues }),
})
export type ProductOptionType = z.output<typeof productOptionType>

export const productVariantInput = z.object({
  id: positiveId(m.variantUnknown)
    .optional()
    .describe(
      'Phân loại đang có (giữ tồn kho). Không gửi: khớp theo tổ hợp, hoặc tạo mới (tồn 0).',
    ),
  options: z
    .record(z.string(), z.string().trim(), { error: m.variantOptions })
    .describe('{ "Màu": "Đen", "Kích cỡ": "XL" }: một giá trị cho mỗi loại phân loại.'),
  sku,
  price,
  planned_sale_price: price.nullish().transform((value) => value ?? null),
  barcode: z
    .string({ error: m.barcode })
    .trim()
    .max(PRODUCT_BARCODE_MAX, { error: m.barcode })
    .regex(/^[A-Za-z0-9-]*$/, { error: m.barcode })
    .nullish()
    .transform((value) => (value ? value : null)),
  image_id: positiveId(m.variantImage)
    .nullish()
    .transform((value) => value ?? null)
    .describe('Một ảnh đã lưu của sản phẩm.'),
  image_path: z
    .string({ error: m.variantImage })
    .max(500, { error: m.variantImage })
    .nullish()
    .transform((value) => value ?? null)
    .describe('Hoặc đường dẫn của một ảnh mới trong `images` của cùng lần lưu.'),
})
export type ProductVariantInput = z.output<typeof productVariantInput>

export const productImageInput = z
  .object({
    id: positiveId(m.imageUnknown).optional().describe('Ảnh đã lưu của sản phẩm.'),
    path: z
      .string({ error: m.image })
      .min(1, { error: m.image })
      .max(500, { error: m.image })
      .optional()
      .describe('Ảnh mới: `path` do POST /admin/products/images trả về.'),
    alt: optionalText(PRODUCT_IMAGE_ALT_MAX, m.imageAlt),
  })
  .refine((image) => image.id !== undefined || image.path !== undefined, { error: m.image })
export type ProductImageInput = z.output<typeof productImageInput>

/** The combinations of the option types, each as `{ type: value }`, in the editor's order. */
export function optionCombinations(types: ReadonlyArray<ProductOptionType>) {
  let combinations: Array<Record<string, string>> = [{}]
  for (const type of types) {
    combinations = combinations.flatMap((combination) =>
      type.values.map((value) => ({ ...combination, [type.name]: value })),
    )
  }
  return types.length === 0 ? [] : combinations
}

/** One key for a combination, whatever the order of its keys. */
export function combinationKey(
  types: ReadonlyArray<ProductOptionType>,
  options: Record<string, string>,
) {
  return JSON.stringify(types.map((type) => options[type.name] ?? null))
}

const productFields = z.object({
  name: z
    .string({ error: m.name })
    .trim()
    .min(1, { error: m.name })
    .max(PRODUCT_NAME_MAX, { error: m.name }),
  slug: z
    .string({ error: m.slug })
    .trim()
    .max(PRODUCT_SLUG_MAX, { error: m.slug })
    .refine((value) => value === '' || PRODUCT_SLUG_PATTERN.test(value), { error: m.slug })
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('Không gửi hoặc để trống: tạo từ tên (bỏ dấu), thêm -2, -3… khi đã có.'),
  sku,
  category_id: positiveId(m.category),
  brand_id: positiveId(m.brand)
    .nullish()
    .transform((value) => value ?? null),
  store_id: positiveId(m.store)
    .nullish()
    .transform((value) => value ?? null)
    .describe('Null: Phiên Chợ tự bán.'),
  status: z
    .enum(adminProductStatuses, { error: m.status })
    .default('draft')
    .describe('Mặc định draft.'),
  short_description: optionalText(PRODUCT_SHORT_DESCRIPTION_MAX, m.shortDescription),
  description: optionalText(PRODUCT_DESCRIPTION_MAX, m.description).describe(
    'HTML của trình soạn thảo; máy chủ lọc như bài rao vặt.',
  ),
  price,
  planned_sale_price: price
    .nullish()
    .transform((value) => value ?? null)
    .describe('Giá khuyến mãi, có hiệu lực trong khung giờ sale_starts_at – sale_ends_at.'),
  sale_starts_at: saleDate.describe('Null: có hiệu lực ngay.'),
  sale_ends_at: saleDate.describe('Null: không hết hạn.'),
  sale_max_per_order: z
    .number({ error: m.saleMaxPerOrder })
    .int({ error: m.saleMaxPerOrder })
    .min(1, { error: m.saleMaxPerOrder })
    .max(PRODUCT_SALE_MAX_PER_ORDER_MAX, { error: m.saleMaxPerOrder })
    .nullish()
    .transform((value) => value ?? null),
  low_stock_threshold: z
    .number({ error: m.lowStockThreshold })
    .int({ error: m.lowStockThreshold })
    .min(0, { error: m.lowStockThreshold })
    .max(PRODUCT_LOW_STOCK_MAX, { error: m.lowStockThreshold })
    .nullish()
    .transform((value) => value ?? null)
    .describe('Null: ngưỡng mặc định của cửa hàng.'),
  seo_title: optionalText(PRODUCT_SEO_TITLE_MAX, m.seoTitle),
  seo_description: optionalText(PRODUCT_SEO_DESCRIPTION_MAX, m.seoDescription),
  attributes: z
    .record(
      z
        .string({ error: m.attributes })
        .trim()
        .min(1, { error: m.attributes })
        .max(PRODUCT_ATTRIBUTE_KEY_MAX, { error: m.attributes }),
      z
        .string({ error: m.attributes })
        .trim()
        .min(1, { error: m.attributes })
        .max(PRODUCT_ATTRIBUTE_VALUE_MAX, { error: m.attributes }),
      { error: m.attributes },
    )
    .default({})
    .describe('Bảng thông số: { "Xuất xứ": "Việt Nam" }.'),
  option_types: z
    .array(productOptionType, { error: m.optionTypes })
    .max(PRODUCT_OPTION_TYPES_MAX, { error: m.optionTypes })
    .default([]),
  variants: z
    .array(productVariantInput, { error: m.variants })
    .max(PRODUCT_VARIANTS_MAX, { error: m.variants })
    .default([])
    .describe('Đúng mỗi tổ hợp giá trị của option_types một lần; rỗng khi không có phân loại.'),
  images: z
    .array(productImageInput, { error: m.images })
    .max(PRODUCT_IMAGES_MAX, { error: m.images })
    .default([])
    .describe('Theo thứ tự hiển thị; ảnh đầu tiên là ảnh đại diện.'),
})
type ProductFields = z.output<typeof productFields>

/** The checks a save needs that read nothing but the body itself. */
function checkProduct(product: ProductFields, ctx: z.RefinementCtx) {
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message })
  if (product.planned_sale_price !== null && product.planned_sale_price >= product.price) {
    issue(['planned_sale_price'], m.salePrice)
  }
  if (
    product.sale_starts_at &&
    product.sale_ends_at &&
    Date.parse(product.sale_ends_at) <= Date.parse(product.sale_starts_at)
  ) {
    issue(['sale_ends_at'], m.saleEnd)
  }
  if (Object.keys(product.attributes).length > PRODUCT_ATTRIBUTES_MAX) {
    issue(['attributes'], m.attributes)
  }
  const typeNames = product.option_types.map((type) => type.name.toLocaleLowerCase('vi'))
  product.option_types.forEach((type, i) => {
    if (typeNames.indexOf(type.name.toLocaleLowerCase('vi')) !== i) {
      issue(['option_types', i, 'name'], m.optionName)
    }
    const values = type.values.map((value) => value.toLocaleLowerCase('vi'))
    if (new Set(values).size !== values.length) issue(['option_types', i, 'values'], m.optionValues)
  })
  const skus = new Set<string>([product.sku.toLowerCase()])
  product.variants.forEach((variant, i) => {
    const key = variant.sku.toLowerCase()
    if (skus.has(key)) issue(['variants', i, 'sku'], m.skuRepeated)
    skus.add(key)
    if (variant.planned_sale_price !== null && variant.planned_sale_price >= variant.price) {
      issue(['variants', i, 'planned_sale_price'], m.salePrice)
    }
    const names = Object.keys(variant.options)
    const fits =
      names.length === product.option_types.length &&
      product.option_types.every((type) => type.values.includes(variant.options[type.name] ?? ''))
    if (!fits) issue(['variants', i, 'options'], m.variantOptions)
  })
  const wanted = new Set(
    optionCombinations(product.option_types).map((c) => combinationKey(product.option_types, c)),
  )
  const given = product.variants.map((v) => combinationKey(product.option_types, v.options))
  if (given.length !== wanted.size || new Set(given).size !== given.length) {
    issue(['variants'], m.variantsMatrix)
  }
  const imageIds = product.images.flatMap((image) => (image.id ? [image.id] : []))
  const paths = product.images.flatMap((image) => (image.path ? [image.path] : []))
  if (new Set(imageIds).size !== imageIds.length || new Set(paths).size !== paths.length) {
    issue(['images'], m.imageUnknown)
  }
}

/** `POST /admin/products`: a new product (draft unless told), its variants at stock 0. */
export const createProductRequest = productFields.superRefine(checkProduct)
export type CreateProductRequest = z.output<typeof createProductRequest>

/** `PUT /admin/products/{id}`: the whole product, with the version the editor loaded. */
export const updateProductRequest = productFields
  .extend({
    version: z
      .number({ error: m.version })
      .int({ error: m.version })
      .min(1, { error: m.version })
      .describe('`version` của bản đang sửa; khác bản đã lưu: 409.'),
  })
  .superRefine(checkProduct)
export type UpdateProductRequest = z.output<typeof updateProductRequest>

export const adminProductImage = z.object({
  id: z.number().int(),
  /** Relative to the media directory; `url` is where it is served. */
  path: z.string(),
  url: z.string(),
  /** Resized WebP copies (`/media/w320/…`), for `<img srcset>`. */
  srcset: z.string(),
  alt: z.string().nullable(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})

export const adminProductVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  planned_sale_price: z.number().int().nullable(),
  /** In force now (the product's sale window is open), or null. */
  sale_price: z.number().int().nullable(),
  /** Changed by stock adjustments only. */
  stock: z.number().int(),
  barcode: z.string().nullable(),
  image_id: z.number().int().nullable(),
  position: z.number().int(),
})

/** `GET /admin/products/{id}`: everything the editor shows and sends back. */
export const adminProductDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Slugs the product had; the shop answers each with a 301 to the current one. */
  old_slugs: z.array(z.string()),
  sku: z.string(),
  category: named,
  brand: named.nullable(),
  store: named.nullable(),
  status: z.enum(adminProductStatuses),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().int(),
  planned_sale_price: z.number().int().nullable(),
  sale_price: z.number().int().nullable(),
  sale_starts_at: z.string().nullable(),
  sale_ends_at: z.string().nullable(),
  /** Whether now lies in the sale window (as of the last sweep, within a minute). */
  sale_window_open: z.boolean(),
  sale_max_per_order: z.number().int().nullable(),
  stock: z.number().int(),
  low_stock_threshold: z.number().int().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  option_types: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(adminProductVariant),
  /** In display order; the first is the cover. */
  images: z.array(adminProductImage),
  sold_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
})
export type AdminProductDetail = z.infer<typeof adminProductDetail>

/** 409 of a save naming an older version: the version stored now. */
export const productVersionConflict = z.object({
  message: z.string(),
  version: z.number().int(),
})

export const productBulkRequest = z
  .object({
    ids: z
      .array(positiveId(m.bulkIds), { error: m.bulkIds })
      .min(1, { error: m.bulkIds })
      .max(PRODUCT_BULK_MAX, { error: m.bulkIds }),
    action: z.enum(productBulkActions, { error: m.bulkAction }),
    category_id: positiveId(m.bulkCategory).optional().describe('Chỉ với move_category.'),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'move_category' && body.category_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: m.bulkCategory })
    }
  })
export type ProductBulkRequest = z.output<typeof productBulkRequest>

export const productBulkResult = z.object({
  /** The products changed (one audit row each); those already so are left as they were. */
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
})
export type ProductBulkResult = z.infer<typeof productBulkResult>

export const productUploadedImage = z.object({
  /** Send it back as `images[].path` in the save. */
  path: z.string(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export const productUploadedImages = z.object({ data: z.array(productUploadedImage) })
export type ProductUploadedImages = z.infer<typeof productUploadedImages>
