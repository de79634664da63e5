import { apiPaths, type ClassifiedReportRequest, fillPath } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function reportClassifiedAd(api: ApiClient, slug: string, body: ClassifiedReportRequest) {
  return api.post<{ message: string }>(fillPath(apiPaths.classifiedAdReports, { slug }), body)
}

/** "Báo cáo tin": 201 with the server's thanks; 409 when this customer already reported the ad, 422 for their own ad. */
export function useReportClassifiedAd(slug: string) {
  return useMutation({
    mutationFn: (body: ClassifiedReportRequest, { client }) =>
      reportClassifiedAd(apiOf(client), slug, body),
  })
}
