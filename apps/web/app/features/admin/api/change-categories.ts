import {
  type AdminCategory,
  adminPaths,
  adminUrl,
  type CreateCategoryRequest,
  type MoveCategoryRequest,
  type UpdateCategoryRequest,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { categoriesQueryKey } from './get-categories'

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: categoriesQueryKey })

/** Creates a category, or changes the one with `id`. */
export function useSaveCategory() {
  return useMutation({
    mutationFn: (
      { id, body }: { id: number | null; body: CreateCategoryRequest | UpdateCategoryRequest },
      { client },
    ) =>
      id === null
        ? adminApiOf(client).post<AdminCategory>(adminUrl(adminPaths.categories), body)
        : adminApiOf(client).put<AdminCategory>(adminUrl(adminPaths.category, { id }), body),
    onSuccess: (_data, _vars, _result, { client }) => refresh(client),
  })
}

export function useMoveCategory() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MoveCategoryRequest }, { client }) =>
      adminApiOf(client).post<AdminCategory>(adminUrl(adminPaths.categoryMove, { id }), body),
    onSuccess: (_data, _vars, _result, { client }) => refresh(client),
  })
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).delete<unknown>(adminUrl(adminPaths.category, { id })),
    onSuccess: (_data, _id, _result, { client }) => refresh(client),
  })
}
