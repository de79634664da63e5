import { apiPaths, type BuildInfo } from '@phiencho/contracts'

import type { ApiClient } from './api-client'
import { isChunkLoadError, reloadPage } from './reload-guard'

export const BUILD_CHECK_INTERVAL_MS = 3_600_000

interface BuildCheckOptions {
  /** The build the page was rendered with. */
  buildId: string
  fetchBuildId: () => Promise<string>
  reload: () => void
  intervalMs?: number
  onError?: (error: unknown) => void
}

/** Compares the served build with the page's every hour; reloads when it changed. */
export function startBuildCheck({
  buildId,
  fetchBuildId,
  reload,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  onError,
}: BuildCheckOptions): () => void {
  const check = async () => {
    try {
      const current = await fetchBuildId()
      if (current && current !== buildId) reload()
    } catch (error) {
      onError?.(error)
    }
  }
  const timer = setInterval(() => void check(), intervalMs)
  return () => clearInterval(timer)
}

export async function fetchBuildId(api: ApiClient): Promise<string> {
  const info = await api.get<BuildInfo>(apiPaths.build)
  return info.build_id
}

/**
 * Vite fires `vite:preloadError` when a lazy chunk fails to load. A reload fetches the new build;
 * when the guard refuses, the error goes on to the error page instead.
 */
export function reloadOnChunkErrors(target: Window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadPage()) event.preventDefault()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadPage()) event.preventDefault()
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
