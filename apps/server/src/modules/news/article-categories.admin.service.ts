import {
  type AdminArticleCategory,
  type adminArticleCategoryCreateRequest,
  type AdminArticleCategoryList,
  type adminArticleCategoryUpdateRequest,
  adminNewsMessages as m,
  ARTICLE_CATEGORY_NAME_MAX,
} from '@phiencho/contracts'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import {
  changeOrderedName,
  createOrderedName,
  type OrderedNames,
  type RecordAudit,
  reorderOrderedNames,
} from '../../lib/ordered-names.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { selectAdminArticleCategories } from './article-categories.admin.repository.ts'

type CreateRequest = z.output<typeof adminArticleCategoryCreateRequest>
type UpdateRequest = z.output<typeof adminArticleCategoryUpdateRequest>

// The news pages' caches forget a category's change through the change bus: every write to
// article_categories announces itself (migration 0018).

const categories: OrderedNames = {
  table: 'article_categories',
  entity: 'article_category',
  slugMax: ARTICLE_CATEGORY_NAME_MAX,
  messages: {
    name: m.categoryName,
    nameTaken: m.categoryNameTaken,
    notFound: m.categoryNotFound,
    ids: m.categoryIds,
  },
}

const audited =
  (tx: Tx, audit: AuditContext): RecordAudit =>
  (entry) =>
    recordAudit(tx, audit, entry)

export async function listAdminArticleCategories(db: Db | Tx): Promise<AdminArticleCategoryList> {
  return { data: await selectAdminArticleCategories(db) }
}

async function categoryAnswer(tx: Tx, id: number): Promise<AdminArticleCategory> {
  const [row] = await selectAdminArticleCategories(tx, id)
  return row!
}

/** A new category, last in order, its slug made from its name. */
export async function createArticleCategory(
  tx: Tx,
  audit: AuditContext,
  input: CreateRequest,
): Promise<AdminArticleCategory> {
  const id = await createOrderedName(tx, categories, input, audited(tx, audit))
  return categoryAnswer(tx, id)
}

/** Renames (the slug stays), describes, hides or shows a category. */
export async function changeArticleCategory(
  tx: Tx,
  audit: AuditContext,
  id: number,
  input: UpdateRequest,
): Promise<AdminArticleCategory> {
  await changeOrderedName(tx, categories, id, input, audited(tx, audit))
  return categoryAnswer(tx, id)
}

/** `ids` must name every category once: the order is the whole list's. */
export async function reorderArticleCategories(
  tx: Tx,
  audit: AuditContext,
  ids: number[],
): Promise<AdminArticleCategoryList> {
  await reorderOrderedNames(tx, categories, ids, audited(tx, audit))
  return listAdminArticleCategories(tx)
}
