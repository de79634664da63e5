import type { ProductDetailWithRelated } from '@phiencho/contracts'
import { lazy, Suspense } from 'react'
import loadBelowFold from 'virtual:product-below-fold-chunk'

// Below the buying box (description, reviews, related products), a product page's code is a chunk
// of its own, out of the page's first load (e2e/tests/first-load.spec.ts), imported by its address
// (vite.config.ts) so that Vite's preload helper stays out of it too. The server renders it in the
// page's HTML; the browser hydrates it once the chunk has arrived.
const ProductBelowFold = lazy(() =>
  loadBelowFold().then((module) => ({ default: module.ProductBelowFold })),
)

/** Starts loading the chunk (a client navigation asks for it beside the product's data). */
export const preloadProductBelowFold = () => void loadBelowFold().catch(() => {})

export function LazyProductBelowFold(props: {
  product: ProductDetailWithRelated
  userId: number | null
}) {
  return (
    <Suspense
      fallback={
        <p className="mt-8 text-sm text-ink-600" aria-busy="true">
          Đang tải mô tả và đánh giá…
        </p>
      }
    >
      <ProductBelowFold {...props} />
    </Suspense>
  )
}
