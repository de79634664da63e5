import { type AdminStore, type StoreStatus, storeStatuses } from '@phiencho/contracts'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { Pagination } from '../../components/ui/pagination'
import { provincesQueryOptions, useProvinces } from '../../features/checkout/api/get-provinces'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  type StoreListParams,
  storesQueryOptions,
  useStores,
} from '../../features/admin/api/get-stores'
import {
  EditorHeading,
  focusOpener,
} from '../../features/admin/components/catalogue/editor-heading'
import { StoreForm } from '../../features/admin/components/catalogue/store-form'
import { StoreList } from '../../features/admin/components/catalogue/store-list'
import { StoreStatusDialog } from '../../features/admin/components/catalogue/store-status-dialog'
import { StoreTabs } from '../../features/admin/components/catalogue/store-tabs'
import { ListFilters } from '../../features/admin/components/list-filters'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { listSearch, readListParams } from '../../features/admin/list-params'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/stores'

const PERMISSION = 'product:read'

function storeListParams(search: URLSearchParams): StoreListParams {
  const { page, q, filters } = readListParams(search, ['trang-thai'])
  const status = filters['trang-thai'] as StoreStatus
  return { page, q, status: storeStatuses.includes(status) ? status : '' }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  return {
    dehydratedState: await prefetchQueries(client, [
      storesQueryOptions(storeListParams(url.searchParams)),
      provincesQueryOptions(),
    ]),
  }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(storesQueryOptions(storeListParams(url.searchParams)))
  void client.prefetchQuery(provincesQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Cửa hàng', noIndex: true })

/** Shops by status, searchable; the profile editor above the list (`?sua=<id>`). */
export default function StoresPage() {
  const me = useAdminMe()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const params = storeListParams(new URLSearchParams(search))
  const stores = useStores(params)
  const provinces = useProvinces().data?.data ?? []
  const editing = new URLSearchParams(search).get('sua') ?? ''
  const [change, setChange] = useState<{ store: AdminStore; status: StoreStatus } | null>(null)
  if (!me) return null

  const canWrite = me.permissions.includes('store:write')
  const list = stores.data
  const editHref = (value: string | null) =>
    `${pathname}${listSearch(search, { sua: value, page: params.page })}`
  const closeEditor = () =>
    void Promise.resolve(
      navigate(editHref(null), { replace: true, preventScrollReset: true }),
    ).then(() => focusOpener('edit-store', editing))
  const edited = editing ? list?.data.find((s) => String(s.id) === editing) : undefined

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Cửa hàng</h1>
        <p className="mt-1 text-ink-600">
          Các cửa hàng bán trên Phiên Chợ. Tạm ngưng một cửa hàng thì mọi sản phẩm của nó rời trang
          bán ngay.
        </p>
      </div>
      <StoreTabs current={params.status} counts={list?.counts} />
      <ListFilters searchLabel="Tìm theo tên, đường dẫn, điện thoại hoặc email" q={params.q}>
        {params.status ? <input type="hidden" name="trang-thai" value={params.status} /> : null}
      </ListFilters>
      {canWrite && edited ? (
        <section aria-labelledby="store-editor" className="card p-5 sm:p-6">
          <EditorHeading id="store-editor" editing={editing}>
            {`Sửa cửa hàng: ${edited.name}`}
          </EditorHeading>
          <StoreForm key={editing} store={edited} provinces={provinces} onDone={closeEditor} />
        </section>
      ) : null}
      <StoreList
        stores={list?.data}
        refreshing={stores.isPlaceholderData}
        canWrite={canWrite}
        searched={params.q !== ''}
        editHref={(id) => editHref(String(id))}
        onStatus={(store, status) => setChange({ store, status })}
      />
      {list ? (
        <Pagination currentPage={list.meta.current_page} lastPage={list.meta.last_page} />
      ) : null}
      <StoreStatusDialog change={change} onClose={() => setChange(null)} />
    </div>
  )
}
