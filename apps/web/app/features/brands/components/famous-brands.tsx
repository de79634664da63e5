import { LoadFailed } from '../../../components/ui/load-failed'
import { useFamousBrands } from '../api/get-brands'
import { BrandCard } from './brand-card'

/** The famous brands as a grid of logos, each leading to its products. */
export function FamousBrands() {
  const { data, isPending, isError, refetch, isFetching } = useFamousBrands()
  if (isPending) return <p className="text-ink-600">Đang tải thương hiệu…</p>
  if (isError) {
    return (
      <LoadFailed
        message="Không tải được danh sách thương hiệu."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    )
  }
  if (!data.data.length) {
    return <p className="card p-6 text-center text-ink-700">Chưa có thương hiệu nổi tiếng nào.</p>
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {data.data.map((brand) => (
        <li key={brand.id}>
          <BrandCard brand={brand} />
        </li>
      ))}
    </ul>
  )
}
