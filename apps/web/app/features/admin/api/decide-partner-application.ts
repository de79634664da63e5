import {
  type AdminPartnerApplication,
  type AdminPartnerRejectRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshPartners } from './get-partner-applications'

type Decision =
  | { action: 'approve'; id: number }
  | { action: 'reject'; id: number; body: AdminPartnerRejectRequest }

const paths = {
  approve: adminPaths.partnerApplicationApprove,
  reject: adminPaths.partnerApplicationReject,
} as const

/** Approves (opening the applicant's shop) or rejects a pending application. */
export function useDecidePartnerApplication() {
  return useMutation({
    mutationFn: (decision: Decision, { client }) =>
      adminApiOf(client).post<AdminPartnerApplication>(
        adminUrl(paths[decision.action], { id: decision.id }),
        decision.action === 'reject' ? decision.body : undefined,
      ),
    onSettled: (_answer, _error, _decision, _result, { client }) => refreshPartners(client),
  })
}
