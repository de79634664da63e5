import { CUSTOMER_LOCK_REASON_MAX } from '@phiencho/contracts'
import { useId, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { ModalDialog } from '../modal-dialog'

interface LockCustomerDialogProps {
  open: boolean
  name: string
  pending: boolean
  onConfirm: (reason: string) => void
  onCancel: () => void
}

/** Asks before locking an account, with an optional reason kept in the audit log. */
export function LockCustomerDialog({ open, onCancel, pending, ...form }: LockCustomerDialogProps) {
  return (
    <ModalDialog open={open} onClose={onCancel} busy={pending} size="md">
      {(titleId) => <LockForm {...form} titleId={titleId} pending={pending} onCancel={onCancel} />}
    </ModalDialog>
  )
}

function LockForm({
  name,
  pending,
  onConfirm,
  onCancel,
  titleId,
}: Omit<LockCustomerDialogProps, 'open'> & { titleId: string }) {
  const [reason, setReason] = useState('')
  const reasonId = useId()
  return (
    <form
      className="p-5 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        onConfirm(reason.trim())
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold break-words">
        Khóa tài khoản của {name}?
      </h2>
      <p className="mt-2 text-ink-700">
        Khách hàng bị đăng xuất ngay và không đăng nhập được cho đến khi được mở khóa.
      </p>
      <label htmlFor={reasonId} className="mt-4 mb-1 block text-sm font-medium text-ink-800">
        Lý do (không bắt buộc, chỉ nhân viên xem được)
      </label>
      <textarea
        id={reasonId}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={CUSTOMER_LOCK_REASON_MAX}
        className="field-input min-h-20 resize-y"
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onCancel} disabled={pending} autoFocus>
          Hủy
        </Button>
        <Button type="submit" pending={pending} className="bg-danger-700 hover:bg-danger-700/90">
          Khóa tài khoản
        </Button>
      </div>
    </form>
  )
}
