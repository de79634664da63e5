import { ResponsiveImage } from '../../components/ui/responsive-image'
import { ShopLink } from '../../components/ui/shop-link'
import { useCategories } from '../../features/catalog/api/get-categories'
import { useProducts } from '../../features/catalog/api/get-products'
import { ProductGrid } from '../../features/catalog/components/product-grid'
import { categoryHref } from '../../features/catalog/links'
import { SearchTips } from '../../features/search/components/search-tips'
import { imageFromUrl } from '../../lib/media-image'
import { POPULAR_PRODUCTS } from './search-queries'

/**
 * Nothing matched `q` (or nothing was asked): tips, then the categories and best sellers, so the
 * visitor always has somewhere to go.
 */
export function NothingFound({ q }: { q?: string }) {
  return (
    <div className="mt-6 space-y-10">
      {q ? (
        <section aria-labelledby="no-results" className="card p-5 sm:p-6">
          <h2 id="no-results" className="text-lg font-semibold text-ink-900">
            Không tìm thấy kết quả nào cho “{q}”
          </h2>
          <SearchTips />
        </section>
      ) : null}
      <PopularCategories />
      <PopularProducts />
    </div>
  )
}

function PopularCategories() {
  const { data } = useCategories()
  if (!data?.data.length) return null
  return (
    <section aria-labelledby="popular-categories">
      <h2 id="popular-categories" className="text-xl font-bold text-ink-900">
        Danh mục nổi bật
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3 lg:grid-cols-9">
        {data.data.map((category) => (
          <li key={category.id}>
            <ShopLink
              to={categoryHref(category.slug)}
              className="card flex h-full flex-col items-center gap-2 p-2 text-center text-sm font-medium text-ink-800 hover:border-brand-600 hover:text-brand-800"
            >
              <span className="block aspect-square w-full max-w-20 overflow-hidden rounded-lg bg-ink-100">
                {category.image ? (
                  <ResponsiveImage
                    image={imageFromUrl(category.image, 160, 160)}
                    sizes="80px"
                    className="size-full object-cover"
                  />
                ) : null}
              </span>
              <span className="line-clamp-2">{category.name}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PopularProducts() {
  const { data } = useProducts(POPULAR_PRODUCTS)
  if (!data?.data.length) return null
  return (
    <section aria-labelledby="popular-products">
      <h2 id="popular-products" className="text-xl font-bold text-ink-900">
        Sản phẩm bán chạy
      </h2>
      <ProductGrid products={data.data} className="mt-4" />
    </section>
  )
}
