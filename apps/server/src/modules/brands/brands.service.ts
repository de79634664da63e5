import {
  type Brand,
  type BrandList,
  type BrandListQuery,
  brandMessages,
  mediaUrl,
  pageMeta,
} from '@phiencho/contracts'
import { normaliseSearchText } from '@phiencho/vn'
import { and } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { sellingInCategory } from '../catalog/index.ts'
import {
  type BrandRow,
  famousOnly,
  findBrandBySlug,
  findBrands,
  nameMatches,
} from './brands.repository.ts'
import { brands } from '../catalog/index.ts'

export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ? mediaUrl(row.logo) : null,
    description: row.description,
    is_famous: row.is_famous,
  }
}

interface Page {
  page: number
  perPage: number
}

function brandList(rows: BrandRow[], total: number, page: Page): BrandList {
  return {
    data: rows.map(toBrand),
    meta: pageMeta(page.page, page.perPage, total),
  }
}

/** In the shop's own order (position), famous ones only with `famous=true`. */
export async function listBrands(db: Db, query: BrandListQuery): Promise<BrandList> {
  const page = { page: query.page, perPage: query.per_page }
  const inCategory = await sellingInCategory(db, query.category, 'brand_id', brands.id)
  const { rows, total } = await findBrands(db, {
    where: and(famousOnly(query.famous), inCategory),
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  })
  return brandList(rows, total, page)
}

export async function getBrand(db: Db, slug: string): Promise<Brand> {
  const row = await findBrandBySlug(db, slug)
  if (!row) throw notFound(brandMessages.notFound)
  return toBrand(row)
}

/** Brands whose name matches the query, marks and case ignored. */
export async function searchBrands(db: Db, q: string, page: Page): Promise<BrandList> {
  const folded = normaliseSearchText(q)
  if (!folded) return brandList([], 0, page)
  const { rows, total } = await findBrands(db, {
    ...nameMatches(folded),
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  })
  return brandList(rows, total, page)
}
