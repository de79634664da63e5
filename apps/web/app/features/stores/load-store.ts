import { storeMessages } from '@phiencho/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { data } from 'react-router'

import { isApiError } from '../../lib/api-error'
import { storeQueryOptions } from './api/get-store'

/**
 * Loader step of a shop's page: an unknown (or no longer active) shop is the app's 404 page with a
 * 404 status. Other failures stay out of the cache and the page offers a retry.
 */
export async function ensureStoreExists(queryClient: QueryClient, slug: string, path: string) {
  const options = storeQueryOptions(slug)
  await queryClient.prefetchQuery(options)
  const { error } = queryClient.getQueryState(options.queryKey) ?? {}
  if (isApiError(error) && error.status === 404) {
    throw data({ message: storeMessages.notFound, path }, { status: 404 })
  }
}
