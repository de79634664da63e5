import { useId, useState } from 'react'

import { errorSentence } from '../../../lib/api-error'
import { useCancelOrder } from '../api/cancel-order'

/** "Hủy đơn hàng" with an optional reason, asked for in place before anything is sent. */
export function CancelOrderButton({ code }: { code: string }) {
  const id = useId()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const cancel = useCancelOrder(code)

  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn-secondary text-danger-700"
        onClick={() => setAsking(true)}
      >
        Hủy đơn hàng
      </button>
    )
  }
  return (
    <div className="space-y-3 rounded-lg border border-danger-700/30 bg-danger-50 p-4">
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink-900">
        Lý do hủy (không bắt buộc)
      </label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={255}
        onChange={(event) => setReason(event.target.value)}
        className="field-input"
      />
      {cancel.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorSentence(cancel.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn bg-danger-700 text-white hover:bg-danger-700/90"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(reason.trim() || undefined)}
        >
          Xác nhận hủy đơn
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
          Không hủy
        </button>
      </div>
    </div>
  )
}
