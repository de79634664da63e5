import { type AdminVoucher, adminPaths, adminUrl, type VoucherInput } from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { voucherQueryKey } from './get-voucher'
import { vouchersQueryKey } from './get-vouchers'

function refresh(client: QueryClient, voucher: AdminVoucher) {
  client.setQueryData(voucherQueryKey(voucher.id), voucher)
  return client.invalidateQueries({ queryKey: vouchersQueryKey })
}

/** Creates a voucher, or replaces the terms of the one with `id`. */
export function useSaveVoucher() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: VoucherInput }, { client }) =>
      id === null
        ? adminApiOf(client).post<AdminVoucher>(adminUrl(adminPaths.vouchers), body)
        : adminApiOf(client).put<AdminVoucher>(adminUrl(adminPaths.voucher, { id }), body),
    onSuccess: (voucher, _vars, _result, { client }) => refresh(client, voucher),
  })
}

/** Switches a voucher on or off. */
export function useSetVoucherActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }, { client }) =>
      adminApiOf(client).post<AdminVoucher>(
        adminUrl(active ? adminPaths.voucherActivate : adminPaths.voucherDeactivate, { id }),
      ),
    onSuccess: (voucher, _vars, _result, { client }) => refresh(client, voucher),
  })
}
