import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { fetchBuildId, startBuildCheck } from './build-check'
import { apiOf } from './query-client'
import { reloadPage } from './reload-guard'

/** Hourly: reload (guarded) when the server runs a newer build than the one this page came from. */
export function useBuildCheck(buildId: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!buildId) return
    return startBuildCheck({
      buildId,
      fetchBuildId: () => fetchBuildId(apiOf(queryClient)),
      reload: reloadPage,
      onError: (error) => console.warn('Build check failed', error),
    })
  }, [buildId, queryClient])
}
