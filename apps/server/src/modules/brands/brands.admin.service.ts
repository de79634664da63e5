import {
  type AdminBrand,
  adminCatalogueMessages as m,
  BRAND_SLUG_MAX,
  type brandRequest,
  mediaUrl,
} from '@phiencho/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { checkPicture, chooseSlug } from '../catalog/index.ts'
import {
  type BrandRecord,
  brandSlugTaken,
  deleteBrandRow,
  insertBrand,
  lockBrands,
  nextBrandPosition,
  selectBrand,
  selectBrandPositions,
  selectBrandsWithCounts,
  selectBrandWithCount,
  setBrandPosition,
  updateBrandRow,
} from './brands.admin.repository.ts'

type BrandInput = z.output<typeof brandRequest>

const audited = (row: BrandRecord) => ({
  name: row.name,
  slug: row.slug,
  logo: row.logo,
  description: row.description,
  is_famous: row.is_famous,
  position: row.position,
})

function toAdminBrand(row: { brand: BrandRecord; products: number }): AdminBrand {
  const { brand } = row
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    logo: brand.logo,
    logo_url: brand.logo ? mediaUrl(brand.logo) : null,
    description: brand.description,
    is_famous: brand.is_famous,
    position: brand.position,
    products: row.products,
    updated_at: brand.updated_at.toISOString(),
  }
}

export async function listAdminBrands(db: Db): Promise<AdminBrand[]> {
  return (await selectBrandsWithCounts(db)).map(toAdminBrand)
}

async function answer(db: Db, id: number): Promise<AdminBrand> {
  const row = await selectBrandWithCount(db, id)
  if (!row) throw notFound()
  return toAdminBrand(row)
}

export async function createBrand(
  tx: Db,
  audit: AuditContext,
  input: BrandInput,
): Promise<AdminBrand> {
  await lockBrands(tx)
  await checkPicture(tx, 'logo', input.logo)
  const slug = await chooseSlug(input.slug, input.name, BRAND_SLUG_MAX, (candidate) =>
    brandSlugTaken(tx, candidate),
  )
  const row = await insertBrand(tx, { ...input, slug, position: await nextBrandPosition(tx) })
  await recordAudit(tx, audit, {
    action: 'brand.create',
    entityType: 'brand',
    entityId: row.id,
    before: null,
    after: audited(row),
  })
  return answer(tx, row.id)
}

export async function updateBrand(
  tx: Db,
  audit: AuditContext,
  id: number,
  input: BrandInput,
): Promise<AdminBrand> {
  await lockBrands(tx)
  const before = await selectBrand(tx, id)
  if (!before) throw notFound()
  await checkPicture(tx, 'logo', input.logo, before.logo)
  const slug =
    input.slug === before.slug
      ? before.slug
      : await chooseSlug(input.slug, input.name, BRAND_SLUG_MAX, (candidate) =>
          brandSlugTaken(tx, candidate, id),
        )
  const after = await updateBrandRow(tx, id, { ...input, slug })
  await recordAudit(tx, audit, {
    action: 'brand.update',
    entityType: 'brand',
    entityId: id,
    before: audited(before),
    after: audited(after),
  })
  return answer(tx, id)
}

/**
 * Deletes a brand; its products stay, without a brand (the foreign key sets it null). The console
 * asks first, naming how many products lose it; the audit row keeps that number.
 */
export async function deleteBrand(tx: Db, audit: AuditContext, id: number): Promise<void> {
  await lockBrands(tx)
  const before = await selectBrandWithCount(tx, id)
  if (!before) throw notFound()
  await deleteBrandRow(tx, id)
  await recordAudit(tx, audit, {
    action: 'brand.delete',
    entityType: 'brand',
    entityId: id,
    before: { ...audited(before.brand), products: before.products },
    after: null,
  })
}

/**
 * Sets every brand's position from `ids`, which must name each brand once: a list made before
 * a brand was added or deleted is refused (409) rather than guessed at.
 */
export async function orderBrands(
  tx: Db,
  audit: AuditContext,
  ids: number[],
): Promise<AdminBrand[]> {
  await lockBrands(tx)
  const current = await selectBrandPositions(tx)
  const known = new Set(current.map((row) => row.id))
  if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
    throw new HttpError(409, m.brandsChanged)
  }
  const was = new Map(current.map((row) => [row.id, row.position]))
  for (const [position, id] of ids.entries()) {
    if (was.get(id) !== position) await setBrandPosition(tx, id, position)
  }
  await recordAudit(tx, audit, {
    action: 'brand.reorder',
    entityType: 'brand',
    entityId: 'order',
    before: { ids: current.map((row) => row.id) },
    after: { ids },
  })
  return listAdminBrands(tx)
}
