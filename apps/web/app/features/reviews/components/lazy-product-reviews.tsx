import { lazy, Suspense } from 'react'

import { REVIEWS_SECTION_ID } from './rating-link'

// The reviews are below the fold: their code is a chunk of its own, out of the page's first load
// (e2e/tests/first-load.spec.ts). The server still renders them in the page's HTML; the browser
// hydrates them once the chunk has arrived.
const ProductReviews = lazy(() =>
  import('./product-reviews').then((module) => ({ default: module.ProductReviews })),
)

export function LazyProductReviews(props: { slug: string; userId: number | null }) {
  return (
    <Suspense
      fallback={
        <section id={REVIEWS_SECTION_ID} className="card mt-8 p-4 sm:p-6" aria-busy="true">
          <h2 className="text-xl font-bold text-ink-900">Đánh giá sản phẩm</h2>
          <p className="mt-4 text-sm text-ink-600">Đang tải đánh giá…</p>
        </section>
      }
    >
      <ProductReviews {...props} />
    </Suspense>
  )
}
