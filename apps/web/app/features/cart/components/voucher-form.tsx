import type { Cart } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { type FormEvent, useId, useState } from 'react'

import { errorSentence } from '../../../lib/api-error'
import { useCartVoucher } from '../api/cart-voucher'

/** "Mã giảm giá": apply a code, or take the applied one off. */
export function VoucherForm({ cart }: { cart: Cart }) {
  const id = useId()
  const [code, setCode] = useState('')
  const voucher = useCartVoucher()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    voucher.mutate({ code }, { onSuccess: () => setCode('') })
  }

  const applied = cart.voucher
  const error = voucher.isError ? errorSentence(voucher.error) : cart.voucher_error
  return (
    <div className="space-y-2">
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-brand-600 bg-brand-50 px-3 py-2 text-sm">
          <p>
            Mã <strong className="font-semibold">{applied.code}</strong>
            {applied.description ? ` – ${applied.description}` : ''}
          </p>
          <button
            type="button"
            className="shrink-0 font-medium text-danger-700 underline"
            disabled={voucher.isPending}
            onClick={() => voucher.mutate(null)}
          >
            Bỏ mã<span className="sr-only"> {applied.code}</span>
          </button>
        </div>
      ) : null}
      <form onSubmit={onSubmit} className="flex gap-2" aria-label="Mã giảm giá">
        <label htmlFor={`${id}-code`} className="sr-only">
          Mã giảm giá
        </label>
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Nhập mã giảm giá"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field-input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button type="submit" className="btn btn-secondary" disabled={voucher.isPending}>
          Áp dụng
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {applied && applied.min_order_total > 0 ? (
        <p className="text-xs text-ink-600">
          Áp dụng cho đơn từ {formatVnd(applied.min_order_total)}.
        </p>
      ) : null}
    </div>
  )
}
