import { type ComponentProps, lazy, Suspense } from 'react'
import loadSiteFooter from 'virtual:site-footer-chunk'

// The footer is below every page's fold: its code is a chunk of its own, out of the first load
// (e2e/tests/first-load.spec.ts), imported by its address (vite.config.ts). The server renders it
// in the page's HTML, where its links work as they are; the browser hydrates it once the chunk has
// arrived, while the page is already interactive.
const SiteFooter = lazy(() => loadSiteFooter().then((module) => ({ default: module.SiteFooter })))

type SiteFooterProps = ComponentProps<typeof SiteFooter>

export function LazySiteFooter(props: SiteFooterProps) {
  return (
    <Suspense fallback={<footer className="mt-12 min-h-40 border-t border-ink-200 bg-white" />}>
      <SiteFooter {...props} />
    </Suspense>
  )
}
