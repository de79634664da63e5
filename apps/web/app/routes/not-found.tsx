import { data } from 'react-router'

import type { Route } from './+types/not-found'

// An unknown path answers 404 with "Page not found" and the path (docs/requirements.md, Pages).
function notFound({ url }: { url: URL }): never {
  throw data({ message: 'Page not found', path: url.pathname }, { status: 404 })
}

export function loader(args: Route.LoaderArgs) {
  return notFound(args)
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return notFound(args)
}

// Never rendered: the loaders always throw to the error boundary.
export default function NotFound() {
  return null
}
