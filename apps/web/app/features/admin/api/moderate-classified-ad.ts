import {
  type AdminClassifiedAdDetail,
  type AdminClassifiedHideRequest,
  type AdminClassifiedRejectRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshClassifieds } from './get-classified-ads'

export type ClassifiedVerdict =
  | { action: 'approve'; id: number }
  | { action: 'restore'; id: number }
  | { action: 'reject'; id: number; body: AdminClassifiedRejectRequest }
  | { action: 'hide'; id: number; body: AdminClassifiedHideRequest }

const paths = {
  approve: adminPaths.classifiedAdApprove,
  restore: adminPaths.classifiedAdRestore,
  reject: adminPaths.classifiedAdReject,
  hide: adminPaths.classifiedAdHide,
} as const

/** Duyệt, Hiện lại, Từ chối or Ẩn an ad; the answer is the ad as it now is. */
export function useModerateClassifiedAd() {
  return useMutation({
    mutationFn: (verdict: ClassifiedVerdict, { client }) =>
      adminApiOf(client).post<AdminClassifiedAdDetail>(
        adminUrl(paths[verdict.action], { id: verdict.id }),
        'body' in verdict ? verdict.body : undefined,
      ),
    onSettled: (_ad, _error, _verdict, _result, { client }) => refreshClassifieds(client),
  })
}
