import {
  ADMIN_STORES_PER_PAGE,
  type AdminStore,
  adminCatalogueMessages as m,
  type AdminStoreList,
  type AdminStoreListQuery,
  mediaUrl,
  pageMeta,
  STORE_SLUG_MAX,
  type storeRequest,
  type storeStatusRequest,
} from '@phiencho/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { checkPicture, chooseSlug } from '../catalog/index.ts'
import {
  countStoresByStatus,
  provinceExists,
  type StoreListRow,
  type StoreRecord,
  selectStoreForUpdate,
  selectStoreListRow,
  selectStorePage,
  storeSearch,
  storeSlugTaken,
  updateStoreRow,
} from './stores.admin.repository.ts'

type StoreInput = z.output<typeof storeRequest>
type StatusInput = z.output<typeof storeStatusRequest>

const audited = (row: StoreRecord) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  address: row.address,
  province_code: row.province_code,
  phone: row.phone,
  email: row.email,
  is_partner: row.is_partner,
  logo: row.logo,
  banner: row.banner,
  status: row.status,
})

function toAdminStore(row: StoreListRow): AdminStore {
  const { store } = row
  return {
    id: store.id,
    name: store.name,
    slug: store.slug,
    description: store.description,
    address: store.address,
    province:
      store.province_code && row.province_name
        ? { code: store.province_code, name: row.province_name }
        : null,
    phone: store.phone,
    email: store.email,
    is_partner: store.is_partner,
    status: store.status,
    logo: store.logo,
    logo_url: store.logo ? mediaUrl(store.logo) : null,
    banner: store.banner,
    banner_url: store.banner ? mediaUrl(store.banner) : null,
    products: row.products,
    created_at: store.created_at.toISOString(),
    updated_at: store.updated_at.toISOString(),
  }
}

export async function listAdminStores(db: Db, query: AdminStoreListQuery): Promise<AdminStoreList> {
  const search = storeSearch(query.q)
  const [rows, counts] = await Promise.all([
    selectStorePage(db, { search, status: query.status }, query.page),
    countStoresByStatus(db, search),
  ])
  const total = query.status ? counts[query.status] : counts.all
  return {
    data: rows.map(toAdminStore),
    meta: pageMeta(query.page, ADMIN_STORES_PER_PAGE, total),
    counts,
  }
}

async function answer(db: Db, id: number): Promise<AdminStore> {
  const row = await selectStoreListRow(db, id)
  if (!row) throw notFound()
  return toAdminStore(row)
}

export async function updateStore(
  tx: Db,
  audit: AuditContext,
  id: number,
  input: StoreInput,
): Promise<AdminStore> {
  const before = await selectStoreForUpdate(tx, id)
  if (!before) throw notFound()
  if (input.province_code && !(await provinceExists(tx, input.province_code))) {
    throw fieldError('province_code', m.province)
  }
  await checkPicture(tx, 'logo', input.logo, before.logo)
  await checkPicture(tx, 'banner', input.banner, before.banner)
  const slug =
    input.slug === before.slug
      ? before.slug
      : await chooseSlug(input.slug, input.name, STORE_SLUG_MAX, (candidate) =>
          storeSlugTaken(tx, candidate, id),
        )
  const after = await updateStoreRow(tx, id, { ...input, slug })
  await recordAudit(tx, audit, {
    action: 'store.update',
    entityType: 'store',
    entityId: id,
    before: audited(before),
    after: audited(after),
  })
  return answer(tx, id)
}

/**
 * Approves, suspends or reactivates a shop. Its products' `listed` follows in the same statement
 * (triggers of migration 0008), so a suspended shop's products leave the shop at the commit; the
 * reason is kept in the audit row.
 */
export async function setStoreStatus(
  tx: Db,
  audit: AuditContext,
  id: number,
  input: StatusInput,
): Promise<AdminStore> {
  const before = await selectStoreForUpdate(tx, id)
  if (!before) throw notFound()
  if (before.status === input.status) throw new HttpError(409, m.storeStatusSame)
  await updateStoreRow(tx, id, { status: input.status })
  await recordAudit(tx, audit, {
    action: 'store.status',
    entityType: 'store',
    entityId: id,
    before: { status: before.status },
    after: { status: input.status, reason: input.reason },
  })
  return answer(tx, id)
}
