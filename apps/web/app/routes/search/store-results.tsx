import { LoadFailed } from '../../components/ui/load-failed'
import { ShopLink } from '../../components/ui/shop-link'
import { Pagination } from '../../components/ui/pagination'
import { useSearchResults } from '../../features/search/api/get-search-results'
import { searchApiQuery, type SearchUrlState } from '../../features/search/search-url'
import { StoreGrid } from '../../features/stores/components/store-grid'

/** The "Cửa hàng" tab: every shop whose name matches, a page at a time. */
export function StoreResults({ state }: { state: SearchUrlState }) {
  const { data, isPending, isError, refetch, isFetching } = useSearchResults(searchApiQuery(state))
  if (isPending) return <p className="text-ink-600">Đang tìm cửa hàng…</p>
  if (isError || !data.stores) {
    return (
      <LoadFailed
        message="Không tải được kết quả tìm kiếm."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    )
  }
  const { stores } = data
  if (!stores.data.length) {
    return (
      <p className="card p-6 text-center text-ink-700">
        Không có cửa hàng nào có tên phù hợp với “{state.q}”.{' '}
        <ShopLink to="/cua-hang" className="link">
          Xem tất cả cửa hàng
        </ShopLink>
      </p>
    )
  }
  return (
    <section aria-labelledby="store-results">
      <h2 id="store-results" className="sr-only">
        Cửa hàng
      </h2>
      <StoreGrid stores={stores.data} headingLevel={3} />
      <Pagination
        currentPage={stores.meta.current_page}
        lastPage={stores.meta.last_page}
        className="mt-8"
      />
    </section>
  )
}
