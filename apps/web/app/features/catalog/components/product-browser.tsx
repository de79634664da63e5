import type { CategoryNode, ProductPage } from '@phiencho/contracts'
import { Link } from 'react-router'

import { LoadFailed } from '../../../components/ui/load-failed'
import type { FilterOptions } from '../api/get-filter-options'
import { activeFilterCount, type ProductFilters, productFiltersSearch } from '../product-filters'
import { Pagination } from '../../../components/ui/pagination'
import { ProductFilterForm } from './product-filter-form'
import { ProductGrid } from './product-grid'
import { SortLinks } from './sort-links'
import { FilterPanel } from '../../../components/catalog/filter-panel'

const count = new Intl.NumberFormat('vi-VN')

interface ProductBrowserProps {
  /** The page's path: `/san-pham` or `/danh-muc-san-pham/dien-thoai`. */
  path: string
  filters: ProductFilters
  result: ProductPage | undefined
  /** A newer page is on its way (the old one stays on screen meanwhile). */
  updating: boolean
  failed: boolean
  onRetry: () => void
  retrying: boolean
  /** The category filter: on the product list only. */
  categories?: CategoryNode[]
  options: FilterOptions | undefined
}

/**
 * Filters (a sidebar from lg, a disclosure on phones), sort, the product grid and the page numbers:
 * the body of the product list and of a category page.
 */
export function ProductBrowser({
  path,
  filters,
  result,
  updating,
  failed,
  onRetry,
  retrying,
  categories,
  options,
}: ProductBrowserProps) {
  const filterCount = activeFilterCount(filters, { withCategory: categories !== undefined })
  const clearHref = `${path}${productFiltersSearch({
    ...filters,
    category: null,
    brands: [],
    store: null,
    priceMin: null,
    priceMax: null,
    onSale: false,
    inStock: false,
    page: 1,
  })}`

  return (
    <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
      <aside className="lg:w-64 lg:shrink-0">
        <FilterPanel count={filterCount}>
          {/* Remounted when the address changes, so the fields show the state in the URL. */}
          <ProductFilterForm
            key={productFiltersSearch(filters)}
            action={path}
            filters={filters}
            categories={categories}
            brands={options?.brands ?? []}
            stores={options?.stores ?? []}
            clearHref={clearHref}
          />
        </FilterPanel>
      </aside>

      <section aria-label="Kết quả" className="min-w-0 flex-1">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <SortLinks path={path} filters={filters} />
          {result ? (
            <p className="shrink-0 text-sm text-ink-600" aria-live="polite">
              {result.meta.total_capped ? 'Hơn ' : ''}
              {count.format(result.meta.total)} sản phẩm
            </p>
          ) : null}
        </div>

        <div className="mt-3" aria-busy={updating || undefined}>
          {failed && !result ? (
            <LoadFailed
              message="Không tải được danh sách sản phẩm."
              onRetry={onRetry}
              retrying={retrying}
            />
          ) : result && result.data.length === 0 ? (
            <div className="card px-6 py-12 text-center">
              <p className="text-lg font-semibold text-ink-900">Không tìm thấy sản phẩm phù hợp</p>
              <p className="mt-2 text-ink-600">
                Hãy thử bỏ bớt bộ lọc, chọn khoảng giá rộng hơn hoặc xem danh mục khác.
              </p>
              {filterCount > 0 ? (
                <Link to={clearHref} className="btn btn-primary mt-5">
                  Xóa tất cả bộ lọc
                </Link>
              ) : null}
            </div>
          ) : result ? (
            <div className={updating ? 'opacity-60 transition-opacity' : ''}>
              <ProductGrid
                products={result.data}
                layout="sidebar"
                priorityCount={4}
                headingLevel={2}
              />
              <Pagination
                currentPage={result.meta.current_page}
                lastPage={result.meta.last_page}
                className="mt-6"
              />
            </div>
          ) : null}
        </div>
      </section>
    </div>
  )
}
