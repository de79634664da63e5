import { LoadFailed } from '../../components/ui/load-failed'
import { ShopLink } from '../../components/ui/shop-link'
import { BrandCard } from '../../features/brands/components/brand-card'
import { Pagination } from '../../components/ui/pagination'
import { useSearchResults } from '../../features/search/api/get-search-results'
import { searchApiQuery, type SearchUrlState } from '../../features/search/search-url'

/** The "Thương hiệu" tab: brands whose name matches, each leading to its products. */
export function BrandResults({ state }: { state: SearchUrlState }) {
  const { data, isPending, isError, refetch, isFetching } = useSearchResults(searchApiQuery(state))
  if (isPending) return <p className="text-ink-600">Đang tìm thương hiệu…</p>
  if (isError || !data.brands) {
    return (
      <LoadFailed
        message="Không tải được kết quả tìm kiếm."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    )
  }
  const { brands } = data
  if (!brands.data.length) {
    return (
      <p className="card p-6 text-center text-ink-700">
        Không có thương hiệu nào phù hợp với “{state.q}”.{' '}
        <ShopLink to="/thuong-hieu-noi-tieng" className="link">
          Xem thương hiệu nổi tiếng
        </ShopLink>
      </p>
    )
  }
  return (
    <section aria-labelledby="brand-results">
      <h2 id="brand-results" className="sr-only">
        Thương hiệu
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {brands.data.map((brand) => (
          <li key={brand.id}>
            <BrandCard brand={brand} headingLevel={3} withDescription={false} />
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={brands.meta.current_page}
        lastPage={brands.meta.last_page}
        className="mt-8"
      />
    </section>
  )
}
