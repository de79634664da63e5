import './locale.ts'

import { isVietnameseContactPhone } from '@phiencho/vn'
import { z } from 'zod'

import {
  adminCatalogueMessages as m,
  BRAND_NAME_MAX,
  BRAND_SLUG_MAX,
  BRANDS_ORDER_MAX,
  CATALOGUE_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_MAX,
  categoryStatuses,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
  STORE_SEARCH_MAX,
  STORE_SLUG_MAX,
  STORE_STATUS_REASON_MAX,
  storeStatuses,
} from './admin-catalogue.constants.ts'
import { queryInt } from './catalog-query.ts'
import { messages } from './errors.constants.ts'
import { paginationMeta } from './pagination.ts'

/** Empty text (or absent) is null: PUT replaces the whole record, so a field left out is cleared. */
const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    schema,
  )

const name = (max: number) =>
  z
    .string({ error: m.name(max) })
    .trim()
    .min(1, { error: m.name(max) })
    .max(max, { error: m.name(max) })

/** Absent or empty: made from the name by the server (`slugify`, then `-2`, `-3`… when taken). */
const slug = (max: number) =>
  clearable(
    z
      .string({ error: m.slug(max) })
      .trim()
      .toLowerCase()
      .max(max, { error: m.slug(max) })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: m.slug(max) })
      .nullable(),
  ).describe('Đường dẫn; bỏ trống để tạo từ tên')

const text = (max: number, message: string) =>
  clearable(z.string({ error: message }).trim().max(max, { error: message }).nullable())

/**
 * A picture: its media path or its `/media/` URL. It must be the record's current picture or one
 * uploaded through the console's image route; null removes it.
 */
const picture = clearable(
  z
    .string({ error: m.image })
    .trim()
    .max(500, { error: m.image })
    .transform((value) => value.replace(/^\/media\//, ''))
    .refine((path) => /^[\w-]+(?:\/[\w.-]+)*$/.test(path) && !/(^|\/)\.\.?(\/|$)/.test(path), {
      error: m.image,
    })
    .nullable(),
).describe('Đường dẫn ảnh đã tải lên (hoặc URL /media/…); null: bỏ ảnh')

/** Ids are PostgreSQL integers: a larger number names nothing (and must not reach the database). */
const MAX_ID = 2_147_483_647

const id = z
  .number({ error: m.parent })
  .int({ error: m.parent })
  .positive({ error: m.parent })
  .max(MAX_ID, { error: m.parent })

/** A row id in the path: anything else names nothing (404 wording, answered 422). */
export const catalogueIdParams = z.object({
  id: z.coerce
    .number({ error: messages.notFound })
    .int({ error: messages.notFound })
    .min(1, { error: messages.notFound })
    .max(MAX_ID, { error: messages.notFound }),
})

// ---- Categories ----

export const adminCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Media path as stored (send it back unchanged to keep the picture). */
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Among its siblings, from 0. */
  position: z.number().int(),
  status: z.enum(categoryStatuses),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  /** Products directly in this category (not its sub-categories). */
  products: z.object({
    published: z.number().int(),
    /** Every status but archived. */
    total: z.number().int(),
    archived: z.number().int(),
  }),
  updated_at: z.string(),
})
export type AdminCategory = z.infer<typeof adminCategory>

/** `GET /admin/categories`: the whole tree, depth first, siblings by position. */
export const adminCategoryTree = z.object({ data: z.array(adminCategory) })
export type AdminCategoryTree = z.infer<typeof adminCategoryTree>

const categoryFields = {
  name: name(CATEGORY_NAME_MAX),
  slug: slug(CATEGORY_SLUG_MAX),
  status: z.enum(categoryStatuses, { error: m.categoryStatus }).default('active'),
  description: text(CATALOGUE_DESCRIPTION_MAX, m.description),
  image: picture,
  seo_title: text(SEO_TITLE_MAX, m.seoTitle),
  seo_description: text(SEO_DESCRIPTION_MAX, m.seoDescription),
}

/** `POST /admin/categories`: added last among the parent's children. */
export const createCategoryRequest = z.object({
  ...categoryFields,
  parent_id: id.nullable().default(null),
})
export type CreateCategoryRequest = z.input<typeof createCategoryRequest>

/** `PUT /admin/categories/:id`: the whole record but its place (moved by `…/move`). */
export const updateCategoryRequest = z.object(categoryFields)
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequest>

/** `POST /admin/categories/:id/move`: under `parent_id` (null: top level), at `position` (0 first). */
export const moveCategoryRequest = z.object({
  parent_id: id.nullable(),
  position: z
    .number({ error: m.position })
    .int({ error: m.position })
    .min(0, { error: m.position })
    .max(100_000, { error: m.position })
    .describe('Vị trí trong các danh mục cùng cấp; lớn hơn số danh mục: xếp cuối'),
})
export type MoveCategoryRequest = z.input<typeof moveCategoryRequest>

// ---- Brands ----

export const adminBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  description: z.string().nullable(),
  is_famous: z.boolean(),
  position: z.number().int(),
  /** Products of the brand, archived ones left out: they lose their brand if it is deleted. */
  products: z.number().int(),
  updated_at: z.string(),
})
export type AdminBrand = z.infer<typeof adminBrand>

export const adminBrandList = z.object({ data: z.array(adminBrand) })
export type AdminBrandList = z.infer<typeof adminBrandList>

export const brandRequest = z.object({
  name: name(BRAND_NAME_MAX),
  slug: slug(BRAND_SLUG_MAX),
  logo: picture,
  description: text(CATALOGUE_DESCRIPTION_MAX, m.description),
  is_famous: z.boolean({ error: m.isFamous }).default(false),
})
export type BrandRequest = z.input<typeof brandRequest>

/** `POST /admin/brands/order`: every brand's id, in the new order (the famous brands page's). */
export const brandsOrderRequest = z.object({
  ids: z
    .array(
      z
        .number({ error: m.brandIds })
        .int({ error: m.brandIds })
        .positive({ error: m.brandIds })
        .max(MAX_ID, { error: m.brandIds }),
      {
        error: m.brandIds,
      },
    )
    .min(1, { error: m.brandIds })
    .max(BRANDS_ORDER_MAX, { error: m.brandIds })
    .refine((ids) => new Set(ids).size === ids.length, { error: m.brandIds }),
})
export type BrandsOrderRequest = z.input<typeof brandsOrderRequest>

// ---- Stores ----

export const adminStore = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  province: z.object({ code: z.string(), name: z.string() }).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_partner: z.boolean(),
  status: z.enum(storeStatuses),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  banner: z.string().nullable(),
  banner_url: z.string().nullable(),
  /** Products of the shop, archived ones left out. */
  products: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminStore = z.infer<typeof adminStore>

export const adminStoreListQuery = z.object({
  /** Name, slug, phone or email; marks and case do not matter. */
  q: z
    .string({ error: m.search })
    .trim()
    .max(STORE_SEARCH_MAX, { error: m.search })
    .optional()
    .transform((value) => value || undefined),
  status: z.enum(storeStatuses, { error: m.storeStatus }).optional(),
  page: queryInt(m.page, 1, 10_000).default(1),
})
export type AdminStoreListQuery = z.output<typeof adminStoreListQuery>

export const adminStoreList = z.object({
  data: z.array(adminStore),
  meta: paginationMeta,
  /** Shops by status under the search (the status filter aside), for the tabs. */
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    active: z.number().int(),
    suspended: z.number().int(),
  }),
})
export type AdminStoreList = z.infer<typeof adminStoreList>

export const storeRequest = z.object({
  name: name(STORE_NAME_MAX),
  slug: slug(STORE_SLUG_MAX),
  description: text(CATALOGUE_DESCRIPTION_MAX, m.description),
  address: text(STORE_ADDRESS_MAX, m.address),
  province_code: clearable(
    z
      .string({ error: m.province })
      .trim()
      .regex(/^\d{2}$/, { error: m.province })
      .nullable(),
  ),
  phone: clearable(
    z
      .string({ error: m.phone })
      .trim()
      .max(20, { error: m.phone })
      .refine(isVietnameseContactPhone, { error: m.phone })
      .nullable(),
  ),
  email: clearable(
    z
      .string({ error: m.email })
      .trim()
      .max(254, { error: m.email })
      .pipe(z.email({ error: m.email }))
      .transform((value) => value.toLowerCase())
      .nullable(),
  ),
  is_partner: z.boolean({ error: m.isPartner }).default(false),
  logo: picture,
  banner: picture,
})
export type StoreRequest = z.input<typeof storeRequest>

/** `POST /admin/stores/:id/status`: the reason is kept in the audit log. */
export const storeStatusRequest = z.object({
  status: z.enum(storeStatuses, { error: m.storeStatus }),
  reason: text(STORE_STATUS_REASON_MAX, m.reason),
})
export type StoreStatusRequest = z.input<typeof storeStatusRequest>
