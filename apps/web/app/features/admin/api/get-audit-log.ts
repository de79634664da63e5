import { adminPaths, adminUrl, type AuditLogList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import type { AuditLogFilters } from '../audit/audit-filters'
import { adminQueryKey } from './get-admin-me'

export const auditLogQueryKey = [...adminQueryKey, 'audit-log'] as const

export function auditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: [...auditLogQueryKey, filters],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AuditLogList>(adminUrl(adminPaths.auditLog), {
        query: {
          page: filters.page > 1 ? filters.page : undefined,
          q: filters.q || undefined,
          entity_type: filters.entity_type || undefined,
          action: filters.action || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters))
}
