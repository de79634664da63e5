import { LoadFailed } from '../../../components/ui/load-failed'
import { useStores } from '../api/get-stores'
import { StoreGrid } from './store-grid'

export const PARTNER_PREVIEW = { page: 1, partner: true, perPage: 9 } as const

/** The marketplace's seller partners, on the partners page. */
export function PartnerStores() {
  const { data, isPending, isError, refetch, isFetching } = useStores(PARTNER_PREVIEW)
  if (isPending) return <p className="text-ink-600">Đang tải đối tác…</p>
  if (isError) {
    return (
      <LoadFailed
        message="Không tải được danh sách đối tác."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    )
  }
  if (!data.data.length) {
    return (
      <p className="card p-6 text-center text-ink-700">
        Hãy là đối tác bán hàng đầu tiên của chúng tôi!
      </p>
    )
  }
  return <StoreGrid stores={data.data} headingLevel={3} />
}
