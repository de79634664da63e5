import { useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { LoadFailed } from '../../components/ui/load-failed'
import { ShopLink } from '../../components/ui/shop-link'
import { Pagination } from '../../components/ui/pagination'
import { storesQueryOptions, useStores } from '../../features/stores/api/get-stores'
import { StoreGrid } from '../../features/stores/components/store-grid'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import { seoMeta } from '../../lib/seo'
import type { Route } from './+types/store-list'

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const page = readPageNumber(url.searchParams)
  return { dehydratedState: await prefetchQueries(queryClient, [storesQueryOptions({ page })]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const page = readPageNumber(url.searchParams)
  await context.get(queryClientContext).prefetchQuery(storesQueryOptions({ page }))
  return null
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = readPageNumber(new URLSearchParams(location.search))
  return seoMeta(matches, {
    title: page > 1 ? `Cửa hàng – Trang ${page}` : 'Cửa hàng',
    path: page > 1 ? `/cua-hang?page=${page}` : '/cua-hang',
    description:
      'Các gian hàng uy tín trên khắp cả nước: điện thoại, thời trang, gia dụng, đặc sản và nhiều hơn nữa.',
  })
}

export default function StoreListPage() {
  const [params] = useSearchParams()
  const page = readPageNumber(params)
  const { data, isPending, isError, refetch, isFetching } = useStores({ page })

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb items={[{ name: 'Trang chủ', to: '/' }, { name: 'Cửa hàng' }]} />
      <header className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Cửa hàng</h1>
          <p className="mt-2 text-ink-700">
            Gian hàng uy tín trên khắp cả nước; các đối tác bán hàng chính thức đứng đầu danh sách.
          </p>
        </div>
        <ShopLink to="/doi-tac-ban-hang" className="link shrink-0 text-sm">
          Bạn muốn mở gian hàng?
        </ShopLink>
      </header>
      <div className="mt-6">
        {isPending ? (
          <p className="text-ink-600">Đang tải cửa hàng…</p>
        ) : isError ? (
          <LoadFailed
            message="Không tải được danh sách cửa hàng."
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : data.data.length ? (
          <>
            <p className="mb-3 text-sm text-ink-600">{data.meta.total} cửa hàng</p>
            <StoreGrid stores={data.data} />
            <Pagination
              currentPage={data.meta.current_page}
              lastPage={data.meta.last_page}
              className="mt-8"
            />
          </>
        ) : (
          <EmptyPage page={page} />
        )}
      </div>
    </div>
  )
}

function EmptyPage({ page }: { page: number }) {
  return (
    <div className="card p-6 text-center text-ink-700">
      {page > 1 ? (
        <>
          <p>Trang này không có cửa hàng nào.</p>
          <ShopLink to="/cua-hang" className="link mt-2 inline-block">
            Về trang đầu
          </ShopLink>
        </>
      ) : (
        <p>Chưa có cửa hàng nào.</p>
      )}
    </div>
  )
}
