import type { Permission } from '@phiencho/contracts'
import type { QueryKey } from '@tanstack/react-query'
import type { RouterContextProvider } from 'react-router'

import { prefetchQueries } from '../../lib/dehydrate-queries'
import { adminQueryClient, requireStaff } from './guards'

interface LoaderArgs {
  context: Readonly<RouterContextProvider>
  url: URL
}

/** The queries a page shows, named once the staff check has passed (an address may be a 404). */
type PageQueries = () => Array<{ queryKey: QueryKey }>

/** A back-office page's server loader: the staff check, then its queries fetched and dehydrated. */
export async function staffPageData(
  args: LoaderArgs,
  permission: Permission,
  queries: PageQueries,
) {
  const client = adminQueryClient(args.context)
  await requireStaff(client, args.url, permission)
  return { dehydratedState: await prefetchQueries(client, queries()) }
}

/** The same page's client loader: the staff check, then its queries fetched without waiting. */
export async function staffPageClientData(
  args: LoaderArgs,
  permission: Permission,
  queries: PageQueries,
): Promise<null> {
  const client = adminQueryClient(args.context)
  await requireStaff(client, args.url, permission)
  for (const query of queries()) void client.prefetchQuery(query)
  return null
}
