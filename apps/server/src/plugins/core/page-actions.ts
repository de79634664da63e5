import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

type ActionRoute = RouteObject & { hasAction: boolean; children?: ActionRoute[] }

/**
 * Whether the page a path leads to takes a form post (its route module has an `action`), read from
 * the build's route manifest with React Router's own matching.
 */
export function pageActionMatcher(build: ServerBuild): (pathname: string) => boolean {
  const routes = Object.values(build.assets.routes).filter((route) => route !== undefined)
  const nodes = new Map<string, ActionRoute>()
  for (const route of routes) {
    const node = {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      hasAction: route.hasAction,
      ...(route.index ? { index: true } : { children: [] }),
    } as ActionRoute
    nodes.set(route.id, node)
  }
  const roots: ActionRoute[] = []
  for (const route of routes) {
    const node = nodes.get(route.id)!
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId)
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return (pathname) => {
    const matches = matchRoutes(roots, pathname)
    return (matches?.at(-1)?.route as ActionRoute | undefined)?.hasAction === true
  }
}
