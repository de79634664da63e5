import {
  type AdminProductDetail,
  adminProductMessages as m,
  type CreateProductRequest,
  type Permission,
  type UpdateProductRequest,
} from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'
import { type Db, type Tx, withGenericPlans } from '../../db/client.ts'
import { HttpError, notFound, validationError } from '../../lib/errors.ts'
import { sanitizePlainText, sanitizeRichHtml } from '../../lib/rich-html.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { claimProductSlug, moveProductSlug, products } from '../catalog/index.ts'
import { auditSnapshot, toAdminProductDetail } from './admin-product-detail.ts'
import {
  findEditorProduct,
  findProductRow,
  freeSlug,
  saveChecks,
} from './product-editor.repository.ts'
import { type ImagePlan, planImages, saveImages } from './product-images-save.ts'
import { assertMayChangePrices, changesPrices } from './product-price-permission.ts'
import { assertRemovable, planVariants, saveVariants } from './product-variants-save.ts'
import { type EditedProduct, updateEditedProduct } from './product-update.ts'
import { asFieldError } from './unique-violation.ts'

/** Who saves: the permissions they hold (prices need `price:write`) and the audit context. */
export interface Caller {
  granted: ReadonlySet<Permission>
  audit: AuditContext
}

/** A save's answer when the product changed since the editor loaded it. */
export class ProductVersionConflict extends HttpError {
  readonly version: number
  constructor(version: number) {
    super(409, m.versionConflict)
    this.version = version
  }
}

const FALLBACK_SLUG = 'san-pham'

/** The product's fields as sent; typed so that a field written here is one the update writes. */
function productValues(input: CreateProductRequest): Omit<EditedProduct, 'slug'> {
  const description = input.description === null ? null : sanitizeRichHtml(input.description)
  const shortDescription =
    input.short_description === null ? null : sanitizePlainText(input.short_description)
  return {
    name: input.name,
    sku: input.sku,
    category_id: input.category_id,
    brand_id: input.brand_id,
    store_id: input.store_id,
    status: input.status,
    short_description: shortDescription || null,
    description: description || null,
    price: input.price,
    planned_sale_price: input.planned_sale_price,
    sale_starts_at: input.sale_starts_at === null ? null : new Date(input.sale_starts_at),
    sale_ends_at: input.sale_ends_at === null ? null : new Date(input.sale_ends_at),
    sale_max_per_order: input.sale_max_per_order,
    low_stock_threshold: input.low_stock_threshold,
    seo_title: input.seo_title,
    seo_description: input.seo_description,
    attributes: input.attributes,
    option_types: input.option_types,
  }
}

/** The checks against the database a save makes, every field error at once. */
async function checkAgainstStore(
  tx: Tx,
  input: CreateProductRequest,
  productId: number | null,
  errors: Record<string, string[]>,
) {
  const { missing, clashes } = await saveChecks(tx, input, productId)
  if (missing.category) errors.category_id = [m.categoryUnknown]
  if (missing.brand) errors.brand_id = [m.brandUnknown]
  if (missing.store) errors.store_id = [m.storeUnknown]
  if (clashes.sku) errors.sku = [m.skuTaken]
  input.variants.forEach((variant, i) => {
    if (clashes.variantSkus.has(variant.sku.toLowerCase()))
      errors[`variants.${i}.sku`] = [m.skuTaken]
  })
  if (clashes.slug) errors.slug = [m.slugTaken]
}

/** A variant's picture must be one of the product's after the save. */
function checkVariantImages(
  input: CreateProductRequest,
  plan: ImagePlan,
  errors: Record<string, string[]>,
) {
  const keptIds = new Set(
    plan.items.flatMap((item) => (item.kind === 'kept' ? [item.image.id] : [])),
  )
  const paths = new Set(
    plan.items.map((item) => (item.kind === 'kept' ? item.image.path : item.path)),
  )
  input.variants.forEach((variant, i) => {
    if (variant.image_id !== null && !keptIds.has(variant.image_id)) {
      errors[`variants.${i}.image_id`] = [m.variantImage]
    }
    if (variant.image_path !== null && !paths.has(variant.image_path)) {
      errors[`variants.${i}.image_path`] = [m.variantImage]
    }
  })
}

async function detailOf(tx: Db | Tx, id: number) {
  const row = await findProductRow(tx, id)
  if (!row) throw notFound(m.notFound)
  return findEditorProduct(tx, row)
}

export function createProduct(
  db: Db,
  caller: Caller,
  input: CreateProductRequest,
): Promise<AdminProductDetail> {
  const saved = db.transaction(async (tx) => {
    assertMayChangePrices(caller.granted, changesPrices(input, null))
    const errors: Record<string, string[]> = {}
    await checkAgainstStore(tx, input, null, errors)
    const images = await planImages(tx, input.images, [], errors)
    checkVariantImages(input, images, errors)
    if (Object.keys(errors).length > 0) throw validationError(errors)

    const slug = input.slug ?? (await freeSlug(tx, slugify(input.name) || FALLBACK_SLUG))
    await claimProductSlug(tx, slug)
    const [row] = await tx
      .insert(products)
      .values({ ...productValues(input), slug })
      .returning({ id: products.id })
    const id = row!.id
    const imageIds = await saveImages(tx, id, images)
    const variants = planVariants(input.variants, input.option_types, [], errors)
    await saveVariants(
      tx,
      {
        productId: id,
        productStock: 0,
        staffId: caller.audit.actorId,
        types: input.option_types,
        imageIds,
      },
      input.variants,
      variants,
    )
    const after = await detailOf(tx, id)
    await recordAudit(tx, caller.audit, {
      action: 'product.create',
      entityType: 'product',
      entityId: id,
      before: null,
      after: auditSnapshot(after),
    })
    return toAdminProductDetail(after)
  })
  return saved.catch(asFieldError)
}

export function updateProduct(
  db: Db,
  caller: Caller,
  id: number,
  input: UpdateProductRequest,
): Promise<AdminProductDetail> {
  // Every statement of a save is by key (product, variants, SKUs, slug): the generic plan is the
  // one PostgreSQL would pick each time, without planning the checks again at every save.
  const saved = withGenericPlans(db, async (tx) => {
    const product = await findProductRow(tx, id, true)
    if (!product) throw notFound(m.notFound)
    if (product.version !== input.version) throw new ProductVersionConflict(product.version)
    const before = await findEditorProduct(tx, product)

    const errors: Record<string, string[]> = {}
    const variants = planVariants(input.variants, input.option_types, before.variants, errors)
    assertMayChangePrices(
      caller.granted,
      changesPrices(input, { product, variants: variants.matches }),
    )
    await checkAgainstStore(tx, input, id, errors)
    const images = await planImages(tx, input.images, before.images, errors)
    checkVariantImages(input, images, errors)
    if (Object.keys(errors).length > 0) throw validationError(errors)
    await assertRemovable(tx, variants.removed)

    const slug = input.slug ?? product.slug
    if (slug !== product.slug) await moveProductSlug(tx, product.id, product.slug, slug)
    const imageIds = await saveImages(tx, id, images)
    await saveVariants(
      tx,
      {
        productId: id,
        productStock: product.stock,
        staffId: caller.audit.actorId,
        types: input.option_types,
        imageIds,
      },
      input.variants,
      variants,
    )
    const saved = await updateEditedProduct(tx, id, { ...productValues(input), slug })
    const after = await findEditorProduct(tx, saved!)
    await recordAudit(tx, caller.audit, {
      action: 'product.update',
      entityType: 'product',
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    })
    return toAdminProductDetail(after)
  })
  return saved.catch(asFieldError)
}

/** The editor's view of one product. */
export async function getProduct(db: Db, id: number): Promise<AdminProductDetail> {
  return toAdminProductDetail(await detailOf(db, id))
}
