import { type Address, apiPaths, fillPath, type SaveAddressRequest } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function saveAddress(api: ApiClient, body: SaveAddressRequest, id?: number) {
  return id === undefined
    ? api.post<Address>(apiPaths.addresses, body)
    : api.put<Address>(fillPath(apiPaths.address, { id }), body)
}

export function deleteAddress(api: ApiClient, id: number) {
  return api.delete<null>(fillPath(apiPaths.address, { id }))
}

/** Adds an address, or replaces the one with `id`; the book is read again afterwards. */
export function useSaveAddress(userId: number) {
  return useMutation({
    mutationFn: ({ body, id }: { body: SaveAddressRequest; id?: number }, { client }) =>
      saveAddress(apiOf(client), body, id),
    onSuccess: (_saved, _variables, _context, { client }) =>
      client.invalidateQueries({ queryKey: ['addresses', userId] }),
  })
}

export function useDeleteAddress(userId: number) {
  return useMutation({
    mutationFn: (id: number, { client }) => deleteAddress(apiOf(client), id),
    onSuccess: (_none, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: ['addresses', userId] }),
  })
}
