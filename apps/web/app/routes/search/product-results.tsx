import type { FacetOption, SearchResponse } from '@phiencho/contracts'

import { FilterPanel } from '../../components/catalog/filter-panel'
import { LoadFailed } from '../../components/ui/load-failed'
import { ShopLink } from '../../components/ui/shop-link'
import { brandProductsHref } from '../../features/brands/brand-links'
import { useCategories } from '../../features/catalog/api/get-categories'
import { Pagination } from '../../components/ui/pagination'
import { ProductGrid } from '../../features/catalog/components/product-grid'
import { useSearchFacets } from '../../features/search/api/get-search-facets'
import { useSearchResults } from '../../features/search/api/get-search-results'
import { ProductFilters } from '../../features/search/components/product-filters'
import { SortLinks } from '../../features/search/components/sort-links'
import {
  activeFilterCount,
  hasFilters,
  NO_FILTERS,
  searchApiQuery,
  searchHref,
  type SearchUrlState,
} from '../../features/search/search-url'
import { StoreChip } from '../../features/stores/components/store-chip'

const numbers = new Intl.NumberFormat('vi-VN')

interface ProductResultsProps {
  state: SearchUrlState
  /** The unfiltered search: its stores and brands are previewed above the products. */
  summary: SearchResponse | undefined
}

/** The "Sản phẩm" tab: matching shops and brands in brief, then the products with filters. */
export function ProductResults({ state, summary }: ProductResultsProps) {
  return (
    <div className="space-y-6">
      <Previews state={state} summary={summary} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
        <SearchFilterAside state={state} />
        <ProductList state={state} />
      </div>
    </div>
  )
}

function SearchFilterAside({ state }: { state: SearchUrlState }) {
  const categories = useCategories().data?.data ?? []
  const facets = useSearchFacets(state.q, state.filters).data
  // Counted among the best sellers when there are more matches: a count would say too little.
  const choice = ({ name, slug, count }: FacetOption) => ({
    name,
    slug,
    count: facets?.total_capped ? undefined : count,
  })
  const count = activeFilterCount(state)
  return (
    <aside className="lg:w-64 lg:shrink-0">
      {/* Collapsed on phones; from lg always open beside the results (as on the product list). */}
      <FilterPanel count={count}>
        {/* Remounted when the address changes, so the fields show the state in the URL. */}
        <ProductFilters
          key={searchHref(state, { page: state.page })}
          state={state}
          categories={categories}
          brands={facets?.brands.map(choice) ?? []}
          stores={facets?.stores.map(choice) ?? []}
        />
      </FilterPanel>
    </aside>
  )
}

function ProductList({ state }: { state: SearchUrlState }) {
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useSearchResults(
    searchApiQuery(state),
  )
  const products = data?.products
  return (
    <section
      aria-labelledby="product-results"
      aria-busy={isPlaceholderData || undefined}
      className="min-w-0 flex-1"
    >
      <div className="mb-3 space-y-1">
        <h2 id="product-results" className="text-sm font-normal text-ink-600" aria-live="polite">
          {products
            ? `${products.meta.total_capped ? 'Hơn ' : ''}${numbers.format(products.meta.total)} sản phẩm`
            : 'Sản phẩm'}
        </h2>
        <SortLinks state={state} />
      </div>
      {isPending ? (
        <p className="text-ink-600">Đang tìm sản phẩm…</p>
      ) : isError || !products ? (
        <LoadFailed
          message="Không tải được kết quả tìm kiếm."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : products.data.length ? (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProductGrid products={products.data} layout="sidebar" priorityCount={2} />
          <Pagination
            currentPage={products.meta.current_page}
            lastPage={products.meta.last_page}
            className="mt-8"
          />
        </div>
      ) : (
        <div className="card p-6 text-center text-ink-700">
          {hasFilters(state) ? (
            <>
              <p>Không có sản phẩm nào khớp với bộ lọc đã chọn.</p>
              <ShopLink
                to={searchHref(state, { filters: NO_FILTERS })}
                className="link mt-2 inline-block"
              >
                Xoá bộ lọc
              </ShopLink>
            </>
          ) : state.page > 1 ? (
            <>
              <p>Trang này không có sản phẩm nào.</p>
              <ShopLink to={searchHref(state)} className="link mt-2 inline-block">
                Về trang đầu
              </ShopLink>
            </>
          ) : (
            <p>
              Không có sản phẩm nào phù hợp với “{state.q}”. Hãy xem các cửa hàng và thương hiệu ở
              trên.
            </p>
          )}
        </div>
      )}
    </section>
  )
}

const PREVIEW_STORES = 4

/** Shops and brands matching the text, in brief, with a way to their tab. */
function Previews({ state, summary }: ProductResultsProps) {
  if (state.page > 1 || hasFilters(state) || !summary) return null
  const stores = summary.stores
  const brands = summary.brands
  const hasStores = Boolean(stores?.data.length)
  const hasBrands = Boolean(brands?.data.length)
  if (!hasStores && !hasBrands) return null
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {stores && hasStores ? (
        <section
          aria-labelledby="preview-stores"
          className={hasBrands ? 'min-w-0' : 'min-w-0 lg:col-span-2'}
        >
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <h2 id="preview-stores" className="text-base font-semibold text-ink-900">
              Cửa hàng phù hợp
            </h2>
            <ShopLink to={searchHref(state, { type: 'stores' })} className="link text-sm">
              Xem tất cả {stores.meta.total} cửa hàng
            </ShopLink>
          </div>
          {/* One row on phones (swiped sideways), so the products stay near the top. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {stores.data.slice(0, PREVIEW_STORES).map((store) => (
              <li key={store.id} className="shrink-0">
                <StoreChip store={store} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {brands && hasBrands ? (
        <section
          aria-labelledby="preview-brands"
          className={hasStores ? 'min-w-0' : 'min-w-0 lg:col-span-2'}
        >
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <h2 id="preview-brands" className="text-base font-semibold text-ink-900">
              Thương hiệu phù hợp
            </h2>
            <ShopLink to={searchHref(state, { type: 'brands' })} className="link text-sm">
              Xem tất cả {brands.meta.total} thương hiệu
            </ShopLink>
          </div>
          <ul className="flex flex-wrap gap-2">
            {brands.data.map((brand) => (
              <li key={brand.id}>
                <ShopLink
                  to={brandProductsHref(brand.slug)}
                  className="card inline-flex min-h-11 items-center px-4 text-sm font-medium text-ink-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {brand.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
