import { apiPaths, fillPath, type ProvinceList, type WardList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getProvinces(api: ApiClient, signal?: AbortSignal) {
  return api.get<ProvinceList>(apiPaths.provinces, { signal })
}

export function getWards(api: ApiClient, provinceCode: string, signal?: AbortSignal) {
  return api.get<WardList>(fillPath(apiPaths.provinceWards, { code: provinceCode }), { signal })
}

// The administrative units change by law, not by the minute.
const AN_HOUR = 3_600_000

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: ['geo', 'provinces'] as const,
    queryFn: ({ client, signal }) => getProvinces(apiOf(client), signal),
    staleTime: AN_HOUR,
  })
}

export function wardsQueryOptions(provinceCode: string) {
  return queryOptions({
    queryKey: ['geo', 'wards', provinceCode] as const,
    queryFn: ({ client, signal }) => getWards(apiOf(client), provinceCode, signal),
    staleTime: AN_HOUR,
  })
}

export function useProvinces() {
  return useQuery(provincesQueryOptions())
}

/** The wards of a province; nothing is asked before a province is chosen. */
export function useWards(provinceCode: string) {
  return useQuery({ ...wardsQueryOptions(provinceCode), enabled: provinceCode !== '' })
}
