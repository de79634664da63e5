import {
  matchRoutes,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type DataRouter,
  type UNSAFE_RouteModules as RouteModules,
} from 'react-router'

import { createPreloadQueue } from './preload-queue'

const queue = createPreloadQueue()

/**
 * Loads the route modules (component and client loader chunks) that `path` will need, through the
 * shared queue. Paths only the catch-all matches are skipped: they are unknown, or not yet
 * discovered by React Router's lazy route discovery.
 */
export function preloadRoute(
  router: DataRouter,
  manifest: AssetsManifest,
  loaded: RouteModules,
  path: string,
) {
  const matches = matchRoutes(router.routes, path, router.basename)
  if (!matches?.length || matches.at(-1)?.route.path === '*') return
  const urls = new Set<string>()
  for (const { route } of matches) {
    const entry = manifest.routes[route.id]
    if (!entry || route.id in loaded) continue
    urls.add(entry.module)
    if (entry.clientLoaderModule) urls.add(entry.clientLoaderModule)
    if (entry.clientMiddlewareModule) urls.add(entry.clientMiddlewareModule)
  }
  for (const url of urls) queue.enqueue(url, () => import(/* @vite-ignore */ url))
}
