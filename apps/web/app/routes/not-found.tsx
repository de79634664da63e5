import { data } from 'react-router'

import type { Route } from './+types/not-found'

// Seed §2: an unknown path answers 404 with "Page not found" and the path.
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
