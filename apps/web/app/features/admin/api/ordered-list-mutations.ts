import { adminUrl } from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'

/** Paths of `adminPaths`. */
interface OrderedListPaths {
  /** `POST` adds an item. */
  list: string
  /** `PUT { ids }` stores the order. */
  order: string
  /** `PATCH` changes one item (`:id`). */
  item: string
}

/**
 * The changes of a list put in order by hand (the classifieds topics, the news categories): add,
 * change one (rename, describe, hide, show) and reorder, each reading the list again after.
 */
export function orderedListMutations<Item, List, CreateBody, UpdateBody>(
  paths: OrderedListPaths,
  queryKey: readonly unknown[],
) {
  const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey })

  function useCreate() {
    return useMutation({
      mutationFn: (body: CreateBody, { client }) =>
        adminApiOf(client).post<Item>(adminUrl(paths.list), body),
      onSuccess: (_item, _body, _result, { client }) => refresh(client),
    })
  }

  function useUpdate() {
    return useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBody }, { client }) =>
        adminApiOf(client).patch<Item>(adminUrl(paths.item, { id }), body),
      onSettled: (_item, _error, _vars, _result, { client }) => refresh(client),
    })
  }

  /** Every item's id in the new order; the answer is the list as stored. */
  function useOrder() {
    return useMutation({
      mutationFn: (ids: number[], { client }) =>
        adminApiOf(client).put<List>(adminUrl(paths.order), { ids }),
      onSuccess: (list, _ids, _result, { client }) => {
        client.setQueryData(queryKey, list)
      },
      onError: (_error, _ids, _result, { client }) => refresh(client),
    })
  }

  return { useCreate, useUpdate, useOrder }
}
