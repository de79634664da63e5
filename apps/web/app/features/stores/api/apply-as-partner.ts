import {
  apiPaths,
  type PartnerApplicationRequest,
  type PartnerApplicationResponse,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function applyAsPartner(api: ApiClient, body: PartnerApplicationRequest) {
  return api.post<PartnerApplicationResponse>(apiPaths.partnerApplications, body)
}

export function useApplyAsPartner() {
  return useMutation({
    mutationFn: (body: PartnerApplicationRequest, { client }) =>
      applyAsPartner(apiOf(client), body),
  })
}
