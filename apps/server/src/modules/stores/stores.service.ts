import {
  mediaUrl,
  pageMeta,
  type PartnerApplicationInput,
  type PartnerApplicationResponse,
  storeMessages,
  type StoreCard,
  type StoreDetail,
  type StoreList,
  type StoreListQuery,
} from '@phiencho/contracts'
import { normaliseSearchText, normalizePhone } from '@phiencho/vn'
import { and } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { sellingInCategory } from '../catalog/index.ts'
import {
  findStoreBySlug,
  findStores,
  insertPartnerApplication,
  nameMatches,
  partnerOnly,
  provinceExists,
  type StoreCardRow,
} from './stores.repository.ts'
import { stores } from '../catalog/index.ts'

const media = (path: string | null) => (path ? mediaUrl(path) : null)

function toStoreCard(row: StoreCardRow): StoreCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: media(row.logo),
    description: row.description,
    province:
      row.province_code !== null && row.province_name !== null
        ? { code: row.province_code, name: row.province_name }
        : null,
    is_partner: row.is_partner,
  }
}

interface Page {
  page: number
  perPage: number
}

function storeList(rows: StoreCardRow[], total: number, page: Page): StoreList {
  return {
    data: rows.map(toStoreCard),
    meta: pageMeta(page.page, page.perPage, total),
  }
}

/** Active shops, partners first; `partner=true` for the seller partners page. */
export async function listStores(db: Db, query: StoreListQuery): Promise<StoreList> {
  const page = { page: query.page, perPage: query.per_page }
  const inCategory = await sellingInCategory(db, query.category, 'store_id', stores.id)
  const { rows, total } = await findStores(db, {
    where: and(partnerOnly(query.partner), inCategory),
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  })
  return storeList(rows, total, page)
}

export async function getStore(db: Db, slug: string): Promise<StoreDetail> {
  const row = await findStoreBySlug(db, slug)
  if (!row) throw notFound(storeMessages.notFound)
  return {
    ...toStoreCard(row),
    banner: media(row.banner),
    address: row.address,
    phone: row.phone,
    email: row.email,
    created_at: row.created_at.toISOString(),
  }
}

/** Shops whose name matches the query, marks and case ignored. */
export async function searchStores(db: Db, q: string, page: Page): Promise<StoreList> {
  const folded = normaliseSearchText(q)
  if (!folded) return storeList([], 0, page)
  const { rows, total } = await findStores(db, {
    ...nameMatches(folded),
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  })
  return storeList(rows, total, page)
}

/** Stored for an admin to review; the applicant's account is linked when they are logged in. */
export async function applyAsPartner(
  db: Db,
  input: PartnerApplicationInput,
  userId: number | null,
): Promise<PartnerApplicationResponse> {
  if (!(await provinceExists(db, input.province_code))) {
    throw fieldError('province_code', storeMessages.provinceUnknown)
  }
  const id = await insertPartnerApplication(db, {
    user_id: userId,
    shop_name: input.shop_name,
    contact_name: input.contact_name,
    phone: normalizePhone(input.phone) ?? input.phone,
    email: input.email,
    province_code: input.province_code,
    message: input.message || null,
  })
  return { id, status: 'pending', message: storeMessages.applicationReceived }
}
