import {
  catalogMessages,
  type CategoryDetail,
  type CategoryLink,
  type CategoryNode,
  mediaUrl,
} from '@phiencho/contracts'
import { inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import {
  activeCategories,
  categoryIdsWithDescendants,
  type CategoryRow,
  listedIn,
  suggestCategories,
} from './catalog.repository.ts'
import { searchTerms } from './search-terms.ts'

const link = (row: CategoryRow): CategoryLink => ({ id: row.id, name: row.name, slug: row.slug })
const image = (row: CategoryRow) => (row.image ? mediaUrl(row.image) : null)

/** Active categories as a tree; a category under a hidden parent is hidden with it. */
export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await activeCategories(db)
  const nodes = new Map<number, CategoryNode>()
  for (const row of rows) {
    nodes.set(row.id, { ...link(row), image: image(row), children: [] })
  }
  const roots: CategoryNode[] = []
  for (const row of rows) {
    const node = nodes.get(row.id)!
    if (row.parent_id === null) roots.push(node)
    else nodes.get(row.parent_id)?.children.push(node)
  }
  return roots
}

export async function getCategoryDetail(db: Db, slug: string): Promise<CategoryDetail> {
  const rows = await activeCategories(db, slug)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const category = rows.find((row) => row.slug === slug)
  const breadcrumb: CategoryRow[] = []
  for (let at = category; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
    breadcrumb.unshift(at)
    if (breadcrumb.length > rows.length) break
  }
  // Reachable only through active parents, as in the tree.
  if (!category || breadcrumb[0]!.parent_id !== null) {
    throw notFound(catalogMessages.categoryNotFound)
  }
  const parent = category.parent_id === null ? undefined : byId.get(category.parent_id)
  return {
    ...link(category),
    description: category.description,
    seo_title: category.seo_title,
    seo_description: category.seo_description,
    image: image(category),
    parent: parent ? link(parent) : null,
    breadcrumb: breadcrumb.map(link),
    children: rows
      .filter((row) => row.parent_id === category.id)
      .map((row) => ({ ...link(row), image: image(row) })),
  }
}

/** Categories for the header search box. */
export async function suggestCategoryLinks(db: Db, q: string, limit: number) {
  const terms = searchTerms(q)
  return terms ? suggestCategories(db, terms.folded, limit) : []
}

/**
 * Keeps the brands or shops (`column`, their id) with products on sale in a category or its
 * subcategories: a category page's filter choices. None for an unknown category; no condition
 * without a category.
 */
export async function sellingInCategory(
  db: Db,
  slug: string | undefined,
  key: 'brand_id' | 'store_id',
  column: AnyPgColumn,
): Promise<SQL | undefined> {
  if (!slug) return undefined
  const categoryIds = await categoryIdsWithDescendants(db, slug)
  return inArray(column, categoryIds.length === 0 ? [] : await listedIn(db, categoryIds, key))
}
