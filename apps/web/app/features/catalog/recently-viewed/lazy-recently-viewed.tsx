import { type ComponentProps, lazy, Suspense } from 'react'
import loadRecentlyViewed from 'virtual:recently-viewed-chunk'

// The list lives in the browser only, so nothing of it is in the server's HTML and its code is a
// chunk of its own, out of the first load (e2e/tests/first-load.spec.ts), imported by its address
// (vite.config.ts) once the page is interactive.
const RecentlyViewed = lazy(() =>
  loadRecentlyViewed().then((module) => ({ default: module.RecentlyViewed })),
)

export function LazyRecentlyViewed(props: ComponentProps<typeof RecentlyViewed>) {
  return (
    <Suspense fallback={null}>
      <RecentlyViewed {...props} />
    </Suspense>
  )
}
