import {
  type AdminArticleCategory,
  type AdminArticleCategoryCreateRequest,
  type AdminArticleCategoryList,
  type AdminArticleCategoryUpdateRequest,
  adminPaths,
} from '@phiencho/contracts'

import { adminArticleCategoriesQueryKey } from './get-admin-article-categories'
import { orderedListMutations } from './ordered-list-mutations'

const categories = orderedListMutations<
  AdminArticleCategory,
  AdminArticleCategoryList,
  AdminArticleCategoryCreateRequest,
  AdminArticleCategoryUpdateRequest
>(
  {
    list: adminPaths.articleCategories,
    order: adminPaths.articleCategoriesOrder,
    item: adminPaths.articleCategory,
  },
  adminArticleCategoriesQueryKey,
)

export const useCreateArticleCategory = categories.useCreate
/** Renames, describes, hides or shows a category. */
export const useUpdateArticleCategory = categories.useUpdate
export const useOrderArticleCategories = categories.useOrder
