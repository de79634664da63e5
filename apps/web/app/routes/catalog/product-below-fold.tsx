import type { ProductDetailWithRelated } from '@phiencho/contracts'

import { ProductDescription } from '../../features/catalog/components/product-description'
import { ProductGrid } from '../../features/catalog/components/product-grid'
import { RecentlyViewed } from '../../features/catalog/recently-viewed/recently-viewed'
import { ProductReviews } from '../../features/reviews/components/product-reviews'

interface ProductBelowFoldProps {
  product: ProductDetailWithRelated
  userId: number | null
}

/**
 * What a product page shows under its buying box: description, reviews, related products, and the
 * products this browser viewed before (the page remembers this one).
 */
export function ProductBelowFold({ product, userId }: ProductBelowFoldProps) {
  const relatedProducts = product.related ?? []
  return (
    <>
      <div className="mt-8">
        <ProductDescription attributes={product.attributes} html={product.description} />
      </div>

      <ProductReviews slug={product.slug} userId={userId} />

      {relatedProducts.length ? (
        <section aria-labelledby="related-products" className="mt-10">
          <h2 id="related-products" className="text-xl font-bold text-ink-900">
            Sản phẩm tương tự
          </h2>
          <ProductGrid products={relatedProducts} className="mt-4" />
        </section>
      ) : null}

      <RecentlyViewed productId={product.id} className="mt-10" />
    </>
  )
}
