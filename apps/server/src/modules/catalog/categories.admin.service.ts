import {
  type AdminCategory,
  adminCatalogueMessages as m,
  CATEGORY_SLUG_MAX,
  type createCategoryRequest,
  mediaUrl,
  type moveCategoryRequest,
  type updateCategoryRequest,
} from '@phiencho/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import {
  categoryHolders,
  type CategoryCountsRow,
  type CategoryRecord,
  categorySlugTaken,
  deleteCategoryRow,
  insertCategory,
  lockCategories,
  selectCategoriesWithCounts,
  selectCategory,
  selectSiblingIds,
  setCategoryPosition,
  updateCategoryRow,
} from './categories.admin.repository.ts'
import { checkPicture, chooseSlug } from './catalogue-admin.ts'

type CreateInput = z.output<typeof createCategoryRequest>
type UpdateInput = z.output<typeof updateCategoryRequest>
type MoveInput = z.output<typeof moveCategoryRequest>

/** What the audit log keeps of a category. */
const audited = (row: CategoryRecord) => ({
  parent_id: row.parent_id,
  name: row.name,
  slug: row.slug,
  status: row.status,
  position: row.position,
  description: row.description,
  image: row.image,
  seo_title: row.seo_title,
  seo_description: row.seo_description,
})

function toAdminCategory(row: CategoryCountsRow, depth: number): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parent_id,
    depth,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    image_url: row.image ? mediaUrl(row.image) : null,
    position: row.position,
    status: row.status,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    products: { published: row.published, total: row.total, archived: row.archived },
    updated_at: row.updated_at.toISOString(),
  }
}

/** The tree depth first, siblings by position; rows the walk cannot reach (none) come last. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await selectCategoriesWithCounts(db)
  const children = new Map<number | null, CategoryCountsRow[]>()
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? []
    list.push(row)
    children.set(row.parent_id, list)
  }
  const tree: AdminCategory[] = []
  const seen = new Set<number>()
  const walk = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      tree.push(toAdminCategory(row, depth))
      walk(row.id, depth + 1)
    }
  }
  walk(null, 0)
  for (const row of rows) if (!seen.has(row.id)) tree.push(toAdminCategory(row, 0))
  return tree
}

async function answer(db: Db, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(db)).find((category) => category.id === id)
  if (!found) throw notFound()
  return found
}

/**
 * Writes dense positions (0, 1, 2…) for a parent's children, with `placed` (when given) at
 * `index` among them; only rows whose position changes are written.
 */
async function renumberSiblings(
  tx: Db,
  parentId: number | null,
  placed?: { id: number; index: number },
): Promise<number | undefined> {
  const siblings = await selectSiblingIds(tx, parentId, placed?.id)
  const order = siblings.map((row) => ({ id: row.id, position: row.position }))
  let placedAt: number | undefined
  if (placed) {
    placedAt = Math.min(placed.index, order.length)
    order.splice(placedAt, 0, { id: placed.id, position: -1 })
  }
  for (const [index, row] of order.entries()) {
    if (row.position !== index) await setCategoryPosition(tx, row.id, index)
  }
  return placedAt
}

async function requireParent(tx: Db, parentId: number | null): Promise<void> {
  if (parentId !== null && !(await selectCategory(tx, parentId))) {
    throw fieldError('parent_id', m.parent)
  }
}

export async function createCategory(
  tx: Db,
  audit: AuditContext,
  input: CreateInput,
): Promise<AdminCategory> {
  await lockCategories(tx)
  await requireParent(tx, input.parent_id)
  await checkPicture(tx, 'image', input.image)
  const slug = await chooseSlug(input.slug, input.name, CATEGORY_SLUG_MAX, (candidate) =>
    categorySlugTaken(tx, candidate),
  )
  const last = (await selectSiblingIds(tx, input.parent_id)).length
  const row = await insertCategory(tx, { ...input, slug, position: last })
  await renumberSiblings(tx, input.parent_id)
  const created = (await selectCategory(tx, row.id))!
  await recordAudit(tx, audit, {
    action: 'category.create',
    entityType: 'category',
    entityId: row.id,
    before: null,
    after: audited(created),
  })
  return answer(tx, row.id)
}

export async function updateCategory(
  tx: Db,
  audit: AuditContext,
  id: number,
  input: UpdateInput,
): Promise<AdminCategory> {
  await lockCategories(tx)
  const before = await selectCategory(tx, id)
  if (!before) throw notFound()
  await checkPicture(tx, 'image', input.image, before.image)
  const slug =
    input.slug === before.slug
      ? before.slug
      : await chooseSlug(input.slug, input.name, CATEGORY_SLUG_MAX, (candidate) =>
          categorySlugTaken(tx, candidate, id),
        )
  const after = await updateCategoryRow(tx, id, { ...input, slug })
  await recordAudit(tx, audit, {
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    before: audited(before),
    after: audited(after),
  })
  return answer(tx, id)
}

/** Whether `candidate` is `id` itself or lies under it. */
async function isWithin(tx: Db, id: number, candidate: number): Promise<boolean> {
  const seen = new Set<number>()
  for (let at: number | null = candidate; at !== null;) {
    if (at === id) return true
    if (seen.has(at)) return false
    seen.add(at)
    at = (await selectCategory(tx, at))?.parent_id ?? null
  }
  return false
}

export async function moveCategory(
  tx: Db,
  audit: AuditContext,
  id: number,
  input: MoveInput,
): Promise<AdminCategory> {
  await lockCategories(tx)
  const before = await selectCategory(tx, id)
  if (!before) throw notFound()
  await requireParent(tx, input.parent_id)
  if (input.parent_id !== null && (await isWithin(tx, id, input.parent_id))) {
    throw fieldError('parent_id', m.cycle)
  }
  if (input.parent_id !== before.parent_id) {
    await updateCategoryRow(tx, id, { parent_id: input.parent_id })
    await renumberSiblings(tx, before.parent_id)
  }
  await renumberSiblings(tx, input.parent_id, { id, index: input.position })
  const after = (await selectCategory(tx, id))!
  await recordAudit(tx, audit, {
    action: 'category.move',
    entityType: 'category',
    entityId: id,
    before: { parent_id: before.parent_id, position: before.position },
    after: { parent_id: after.parent_id, position: after.position },
  })
  return answer(tx, id)
}

/**
 * Deletes a category that holds nothing: no product (archived ones included, which keep their
 * category for the orders that show them), no sub-category, no voucher limited to it.
 */
export async function deleteCategory(tx: Db, audit: AuditContext, id: number): Promise<void> {
  await lockCategories(tx)
  const before = await selectCategory(tx, id)
  if (!before) throw notFound()
  const holders = await categoryHolders(tx, id)
  if (holders.children > 0) throw new HttpError(409, m.categoryHasChildren(holders.children))
  if (holders.products > 0) throw new HttpError(409, m.categoryHasProducts(holders.products))
  if (holders.vouchers > 0) throw new HttpError(409, m.categoryHasVouchers(holders.vouchers))
  await deleteCategoryRow(tx, id)
  await renumberSiblings(tx, before.parent_id)
  await recordAudit(tx, audit, {
    action: 'category.delete',
    entityType: 'category',
    entityId: id,
    before: audited(before),
    after: null,
  })
}
