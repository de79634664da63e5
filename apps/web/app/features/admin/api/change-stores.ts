import {
  type AdminStore,
  adminPaths,
  adminUrl,
  type StoreRequest,
  type StoreStatusRequest,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { storesQueryKey } from './get-stores'

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: storesQueryKey })

export function useSaveStore() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StoreRequest }, { client }) =>
      adminApiOf(client).put<AdminStore>(adminUrl(adminPaths.store, { id }), body),
    onSuccess: (_data, _vars, _result, { client }) => refresh(client),
  })
}

export function useSetStoreStatus() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StoreStatusRequest }, { client }) =>
      adminApiOf(client).post<AdminStore>(adminUrl(adminPaths.storeStatus, { id }), body),
    onSuccess: (_data, _vars, _result, { client }) => refresh(client),
  })
}
