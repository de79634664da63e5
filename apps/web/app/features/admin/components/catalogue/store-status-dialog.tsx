import { type AdminStore, STORE_STATUS_REASON_MAX, type StoreStatus } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { isApiError } from '../../../../lib/api-error'
import { useSetStoreStatus } from '../../api/change-stores'
import { ModalDialog } from '../modal-dialog'
import { useToast } from '../toasts'

/** What each change of status is called, and what it does to the shop's products. */
export const storeStatusActions: Record<
  StoreStatus,
  { label: string; confirm: string; effect: (store: AdminStore) => string }
> = {
  active: {
    label: 'Kích hoạt',
    confirm: 'Kích hoạt cửa hàng',
    effect: (store) =>
      `${store.products.toLocaleString('vi-VN')} sản phẩm của cửa hàng sẽ hiện lại trên trang bán (những sản phẩm đang bán).`,
  },
  suspended: {
    label: 'Tạm ngưng',
    confirm: 'Tạm ngưng cửa hàng',
    effect: (store) =>
      `Trang cửa hàng và ${store.products.toLocaleString('vi-VN')} sản phẩm của nó sẽ biến mất khỏi trang bán ngay; đơn hàng đã đặt không đổi.`,
  },
  pending: {
    label: 'Chuyển về chờ duyệt',
    confirm: 'Chuyển về chờ duyệt',
    effect: () =>
      'Cửa hàng và sản phẩm của nó sẽ không hiện trên trang bán cho tới khi được duyệt.',
  },
}

interface StoreStatusDialogProps {
  change: { store: AdminStore; status: StoreStatus } | null
  onClose: () => void
}

/** Confirms a change of a shop's status, with an optional reason kept in the audit log. */
export function StoreStatusDialog({ change, onClose }: StoreStatusDialogProps) {
  const setStatus = useSetStoreStatus()
  const toast = useToast()
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    onClose()
  }
  return (
    <ModalDialog open={change !== null} onClose={close} busy={setStatus.isPending} size="md">
      {(titleId) => {
        if (!change) return null
        const action = storeStatusActions[change.status]
        return (
          <form
            className="p-5 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault()
              setStatus.mutate(
                { id: change.store.id, body: { status: change.status, reason } },
                {
                  onSuccess: (saved) => toast('success', `${action.confirm}: ${saved.name}.`),
                  onError: (error) =>
                    toast(
                      'error',
                      isApiError(error) ? error.message : 'Không đổi được trạng thái.',
                    ),
                  onSettled: close,
                },
              )
            }}
          >
            <h2 id={titleId} className="text-lg font-semibold">
              {action.confirm} {change.store.name}?
            </h2>
            <p className="mt-2 text-ink-700">{action.effect(change.store)}</p>
            <label htmlFor="status-reason" className="mt-4 block text-sm font-medium text-ink-800">
              Lý do (ghi vào nhật ký thao tác)
            </label>
            <textarea
              id="status-reason"
              rows={2}
              maxLength={STORE_STATUS_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              className="field-input mt-1"
            />
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                type="button"
                onClick={close}
                disabled={setStatus.isPending}
                autoFocus
              >
                Hủy
              </Button>
              <Button
                type="submit"
                pending={setStatus.isPending}
                className={
                  change.status === 'suspended' ? 'bg-danger-700 hover:bg-danger-700/90' : ''
                }
              >
                {action.confirm}
              </Button>
            </div>
          </form>
        )
      }}
    </ModalDialog>
  )
}
