import { classifiedsMessages } from '@phiencho/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { data } from 'react-router'

import { isApiError } from '../../lib/api-error'
import { ownAdQueryOptions } from './api/own-ad'

const MAX_ID = 2_147_483_647

/** `:id` of the edit page: a positive whole number the database can hold, else null. */
export function parseOwnAdId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_ID ? id : null
}

function notFound(path: string): never {
  throw data({ message: classifiedsMessages.adNotFound, path }, { status: 404 })
}

/**
 * Loader step of the edit page: an ad that does not exist, or is another customer's (the server
 * answers both with 404), is the app's 404 page with a 404 status. Other failures stay out of
 * the cache and the page offers a retry.
 */
export async function ensureOwnAdExists(
  queryClient: QueryClient,
  userId: number,
  rawId: string | undefined,
  path: string,
): Promise<number> {
  const id = parseOwnAdId(rawId)
  if (id === null) notFound(path)
  const options = ownAdQueryOptions(userId, id)
  await queryClient.prefetchQuery(options)
  const { error } = queryClient.getQueryState(options.queryKey) ?? {}
  if (isApiError(error) && error.status === 404) notFound(path)
  return id
}
