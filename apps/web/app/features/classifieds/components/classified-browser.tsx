import type { ClassifiedAdList, ClassifiedTopic } from '@phiencho/contracts'

import { SortChips } from '../../../components/catalog/sort-chips'
import { LoadFailed } from '../../../components/ui/load-failed'
import { Pagination } from '../../../components/ui/pagination'
import { ShopLink } from '../../../components/ui/shop-link'
import {
  activeFilterCount,
  CLASSIFIED_SORTS,
  type ClassifiedFilters,
  classifiedFiltersSearch,
  withoutFilters,
} from '../classified-filters'
import { POST_AD_PATH } from '../links'
import { AdGrid } from './ad-grid'
import { ClassifiedFilterForm, type ProvinceChoice } from './classified-filter-form'
import { ClassifiedSearchForm } from './classified-search-form'
import { FilterPanel } from '../../../components/catalog/filter-panel'

const count = new Intl.NumberFormat('vi-VN')

interface ClassifiedBrowserProps {
  /** The page's path: `/muc-rao-vat` or `/chu-de-tin-rao-vat/xe-co`. */
  path: string
  filters: ClassifiedFilters
  result: ClassifiedAdList | undefined
  /** A newer page is on its way (the old one stays on screen meanwhile). */
  updating: boolean
  failed: boolean
  onRetry: () => void
  retrying: boolean
  /** The topic filter: on the whole list only. */
  topics?: ClassifiedTopic[]
  provinces: ProvinceChoice[]
  /** The search box's hint: "Tìm trong Thú cưng…" on a topic page. */
  searchPlaceholder?: string
}

/**
 * The search box, the filters (a sidebar from lg, a disclosure on phones), the order, the ads and
 * the page numbers: the body of the classifieds list and of a topic page.
 */
export function ClassifiedBrowser({
  path,
  filters,
  result,
  updating,
  failed,
  onRetry,
  retrying,
  topics,
  provinces,
  searchPlaceholder,
}: ClassifiedBrowserProps) {
  const filterCount = activeFilterCount(filters)
  const clearHref = `${path}${classifiedFiltersSearch(withoutFilters(filters))}`

  return (
    <div className="mt-4">
      <ClassifiedSearchForm
        key={filters.q}
        action={path}
        filters={filters}
        placeholder={searchPlaceholder}
      />

      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
        <aside className="lg:w-64 lg:shrink-0">
          <FilterPanel count={filterCount}>
            {/* Remounted when the address changes, so the fields show the state in the URL. */}
            <ClassifiedFilterForm
              key={classifiedFiltersSearch(filters)}
              action={path}
              filters={filters}
              topics={topics}
              provinces={provinces}
              clearHref={clearHref}
            />
          </FilterPanel>
        </aside>

        <section aria-label="Kết quả" className="min-w-0 flex-1">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <SortChips
              sorts={CLASSIFIED_SORTS}
              current={filters.sort}
              hrefFor={(sort) => `${path}${classifiedFiltersSearch({ ...filters, sort, page: 1 })}`}
            />
            {result ? (
              <p className="shrink-0 text-sm text-ink-600" aria-live="polite">
                {filters.q ? `“${filters.q}”: ` : ''}
                {count.format(result.meta.total)} tin
              </p>
            ) : null}
          </div>

          <div className="mt-3" aria-busy={updating || undefined}>
            {failed && !result ? (
              <LoadFailed
                message="Không tải được danh sách tin rao vặt."
                onRetry={onRetry}
                retrying={retrying}
              />
            ) : result && result.data.length === 0 ? (
              <NoAds
                filters={filters}
                clearHref={filterCount > 0 || filters.q ? `${path}` : null}
                firstPageHref={
                  filters.page > 1
                    ? `${path}${classifiedFiltersSearch({ ...filters, page: 1 })}`
                    : null
                }
              />
            ) : result ? (
              <div className={updating ? 'opacity-60 transition-opacity' : ''}>
                <AdGrid ads={result.data} layout="sidebar" priorityCount={3} headingLevel={2} />
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
    </div>
  )
}

interface NoAdsProps {
  filters: ClassifiedFilters
  /** The list with no words and no filters; null when there is nothing to take off. */
  clearHref: string | null
  /** Page 1 of the same list, when this is a page past the end. */
  firstPageHref: string | null
}

function NoAds({ filters, clearHref, firstPageHref }: NoAdsProps) {
  if (firstPageHref) {
    return (
      <div className="card px-6 py-12 text-center">
        <p className="text-lg font-semibold text-ink-900">Trang này không có tin nào</p>
        <ShopLink to={firstPageHref} className="btn btn-secondary mt-5">
          Về trang đầu
        </ShopLink>
      </div>
    )
  }
  return (
    <div className="card px-6 py-12 text-center">
      <p className="text-lg font-semibold text-ink-900">
        {clearHref ? 'Không tìm thấy tin rao vặt phù hợp' : 'Chưa có tin rao vặt nào ở đây'}
      </p>
      <p className="mx-auto mt-2 max-w-md text-ink-600">
        {clearHref
          ? filters.q
            ? 'Hãy thử từ khóa ngắn hơn hoặc khác đi, bỏ bớt bộ lọc hoặc chọn toàn quốc.'
            : 'Hãy thử bỏ bớt bộ lọc, chọn khoảng giá rộng hơn hoặc chọn toàn quốc.'
          : 'Bạn có món đồ cần bán hay việc cần người? Đăng tin miễn phí ngay.'}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {clearHref ? (
          <ShopLink to={clearHref} className="btn btn-secondary">
            Xóa từ khóa và bộ lọc
          </ShopLink>
        ) : null}
        <ShopLink to={POST_AD_PATH} className="btn btn-primary">
          Đăng tin
        </ShopLink>
      </div>
    </div>
  )
}
