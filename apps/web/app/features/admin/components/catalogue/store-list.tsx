import {
  type AdminStore,
  type StoreStatus,
  storeStatuses,
  storeStatusLabels,
} from '@phiencho/contracts'
import { Link } from 'react-router'

import { openerId } from './editor-heading'
import { storeStatusActions } from './store-status-dialog'

const statusTone: Record<StoreStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-success-50 text-success-700',
  suspended: 'bg-danger-50 text-danger-700',
}

interface StoreListProps {
  stores: readonly AdminStore[] | undefined
  refreshing: boolean
  canWrite: boolean
  searched: boolean
  editHref: (id: number) => string
  onStatus: (store: AdminStore, status: StoreStatus) => void
}

/** Shops as cards: a phone shows one a row, a wide screen the same with the actions beside. */
export function StoreList({
  stores,
  refreshing,
  canWrite,
  searched,
  editHref,
  onStatus,
}: StoreListProps) {
  if (!stores) {
    return (
      <p className="card p-5 text-ink-700" aria-busy="true">
        Đang tải cửa hàng…
      </p>
    )
  }
  if (stores.length === 0) {
    return (
      <p className="card p-5 text-ink-700">
        {searched ? 'Không có cửa hàng nào khớp với tìm kiếm.' : 'Không có cửa hàng nào.'}
      </p>
    )
  }
  return (
    <ul
      className={`card divide-y divide-ink-100 ${refreshing ? 'opacity-60' : ''}`}
      aria-label="Danh sách cửa hàng"
      aria-busy={refreshing || undefined}
    >
      {stores.map((store) => (
        <li key={store.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full border border-ink-200 bg-white">
              {store.logo_url ? (
                <img src={store.logo_url} alt="" className="size-full object-cover" />
              ) : (
                <span className="text-lg font-semibold text-ink-500" aria-hidden="true">
                  {store.name.charAt(0)}
                </span>
              )}
            </div>
            <div className="min-w-0">
              <p className="font-medium text-ink-900">
                {store.name}
                <span
                  className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-normal whitespace-nowrap ${statusTone[store.status]}`}
                >
                  {storeStatusLabels[store.status]}
                </span>
                {store.is_partner ? (
                  <span className="ml-1 inline-block rounded-full bg-ink-100 px-2 py-0.5 text-xs font-normal whitespace-nowrap text-ink-700">
                    Đối tác
                  </span>
                ) : null}
              </p>
              <p className="text-sm break-words text-ink-600">
                {[store.province?.name, store.phone, store.email].filter(Boolean).join(' · ') ||
                  'Chưa có thông tin liên hệ'}
              </p>
              <p className="text-sm text-ink-600">
                {store.products.toLocaleString('vi-VN')} sản phẩm
              </p>
            </div>
          </div>
          {canWrite ? (
            <div className="flex flex-wrap gap-2 pl-15 md:pl-0">
              <Link
                id={openerId('edit-store', store.id)}
                to={editHref(store.id)}
                preventScrollReset
                className="btn btn-secondary min-h-10 px-3 text-sm"
                aria-label={`Sửa cửa hàng ${store.name}`}
              >
                Sửa
              </Link>
              {storeStatuses
                .filter(
                  (status) =>
                    status !== store.status && !(status === 'pending' && store.status === 'active'),
                )
                .map((status) => (
                  <button
                    key={status}
                    type="button"
                    className="btn btn-secondary min-h-10 px-3 text-sm"
                    aria-label={`${storeStatusActions[status].label} cửa hàng ${store.name}`}
                    onClick={() => onStatus(store, status)}
                  >
                    {status === 'active' && store.status === 'pending'
                      ? 'Duyệt'
                      : storeStatusActions[status].label}
                  </button>
                ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
