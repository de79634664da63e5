import { adminPaths, adminUrl, type BankQrPreview } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export interface BankQrPreviewParams {
  bin: string
  account_number: string
  account_name: string
}

export function bankQrPreviewQueryOptions(params: BankQrPreviewParams) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'bank-qr-preview', params],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<BankQrPreview>(adminUrl(adminPaths.settingsBankQrPreview), {
        query: { ...params, account_name: params.account_name || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  })
}

/** The VietQR a shopper would scan for these account details; null asks nothing. */
export function useBankQrPreview(params: BankQrPreviewParams | null) {
  return useQuery({
    ...bankQrPreviewQueryOptions(params ?? { bin: '', account_number: '', account_name: '' }),
    enabled: params !== null,
  })
}
