import { useLocation, useSearchParams } from 'react-router'

import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { prefetchOwnAds, readStatusFilter } from '../../features/classifieds/api/own-ads'
import { OwnAds } from '../../features/classifieds/components/own-ads'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/manage-classifieds'

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  // Anonymous: the account layout redirects to the login page.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return { dehydratedState: user ? await prefetchOwnAds(queryClient, user.id, url) : null }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tin rao vặt của tôi', noIndex: true })

/** A sentence handed over by the page that sent the customer here (after posting an ad). */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null
  return typeof state.notice === 'string' ? state.notice : null
}

export default function ManageClassifiedsPage() {
  const user = useCurrentUser()
  const [params] = useSearchParams()
  const { state, key } = useLocation()
  if (!user) return null
  return (
    <OwnAds
      key={key}
      userId={user.id}
      page={readPageNumber(params)}
      status={readStatusFilter(params)}
      notice={noticeOf(state)}
    />
  )
}
