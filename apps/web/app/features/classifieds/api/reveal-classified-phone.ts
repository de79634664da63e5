import { apiPaths, type ClassifiedPhone, fillPath } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function revealClassifiedPhone(api: ApiClient, slug: string) {
  return api.post<ClassifiedPhone>(fillPath(apiPaths.classifiedAdPhone, { slug }))
}

/**
 * "Bấm để hiện số": a POST, so the number is never in a page's HTML or its dehydrated queries,
 * only in this mutation's state after the click.
 */
export function useRevealClassifiedPhone(slug: string) {
  return useMutation({
    mutationFn: (_: unknown, { client }) => revealClassifiedPhone(apiOf(client), slug),
  })
}
